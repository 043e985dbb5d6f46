import { formatShopMoney } from "@dukkan/client-kit/money";
import { type ReactNode, useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import {
  type CartDetails,
  type CartLine,
  type CartNotice,
  cartSubtotal,
  lineKey,
} from "#app/lib/cart/cart.ts";
import { cart, useCart } from "#app/lib/cart/cart-store.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { notify } from "#app/lib/toast.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { CartSummary } from "./cart-summary.tsx";
import { RemoveLineButton } from "./remove-line-button.tsx";

/** Spec §2: the table is driven by this configured header list. */
export const cartColumns = [
  "image",
  "name",
  "size",
  "color",
  "price",
  "quantity",
  "total",
  "remove",
] as const;
type Column = (typeof cartColumns)[number];

const stepClass =
  "flex size-9 items-center justify-center rounded-md border border-stone-300 text-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700";

function useCells(details: CartDetails) {
  const { t } = useTranslation();
  const to = useLocalize();
  // Spec §2 / DESIGN quirks: a missing value shows the word for 'deleted' in the page's language.
  const orDeleted = (value: string | null | undefined) =>
    value ? value : <span className="text-stone-500">{t("cart_deleted")}</span>;

  return (column: Column, line: CartLine): ReactNode => {
    const key = lineKey(line);
    const found = details[key];
    const name = found?.name ?? "";
    const stock = found?.stock ?? 0;
    switch (column) {
      case "image":
        return (
          <ResponsiveImage
            src={found?.image}
            alt=""
            width={80}
            height={80}
            sizes="80px"
            className="size-20 rounded-lg border border-stone-200 object-contain"
          />
        );
      case "name":
        return name ? (
          <Link
            to={to(`/product/${line.product_id}`)}
            className="font-bold text-stone-900 hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {name}
          </Link>
        ) : (
          orDeleted(null)
        );
      case "size":
        return found?.size ? <bdi>{found.size}</bdi> : orDeleted(null);
      case "color":
        return orDeleted(found?.color);
      case "price":
        return found ? <bdi dir="ltr">{formatShopMoney(found.price)}</bdi> : orDeleted(null);
      case "quantity":
        return (
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={stepClass}
              onClick={() => cart.decrease(key)}
              aria-label={t("cart_panel_decrease", { name })}
            >
              −
            </button>
            <output className="min-w-8 text-center font-bold" aria-live="polite" data-testid="cart-quantity">
              <bdi dir="ltr">{line.quantity}</bdi>
            </output>
            <button
              type="button"
              className={`${stepClass} ${line.quantity >= stock ? "opacity-50" : ""}`}
              onClick={() => {
                // Spec §4/§8: the cap is the size's stock, announced with the max_quantity_reached warning.
                if (line.quantity >= stock) void notify("blank", `⚠️ ${t("max_quantity_reached")}`);
                else cart.increase(key, stock);
              }}
              aria-label={t("cart_panel_increase", { name })}
            >
              +
            </button>
          </div>
        );
      case "total":
        return (
          <bdi dir="ltr" className="font-bold">
            {formatShopMoney((found?.price ?? 0) * line.quantity)}
          </bdi>
        );
      case "remove":
        return (
          <RemoveLineButton
            lineKey={key}
            name={name}
            iconSize={20}
            className="rounded-md p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700"
          />
        );
    }
  };
}

function noticeText(
  notice: CartNotice,
  t: (key: string, values?: Record<string, string | number>) => string,
) {
  switch (notice.kind) {
    case "price_changed":
      return t("cart_price_changed", {
        name: notice.name,
        from: formatShopMoney(notice.from),
        to: formatShopMoney(notice.to),
      });
    case "sold_out":
      return t("cart_sold_out", { name: notice.name });
    case "quantity_reduced":
      return t("cart_quantity_reduced", { name: notice.name, stock: notice.stock });
    case "gone":
      return t("cart_gone");
  }
}

/**
 * The cart page's body: the lines (a table, stacked cards on phones), coupon, totals and checkout. `details`
 * are the server's for the lines the page loaded with; a line added since (in another tab) reloads them.
 */
export function CartView({ notices, details }: { notices: CartNotice[]; details: CartDetails }) {
  const { t } = useTranslation();
  const to = useLocalize();
  const { lines } = useCart();
  const subtotal = cartSubtotal(lines, details);
  const cell = useCells(details);
  const revalidator = useRevalidator();
  const unknown = lines.some((line) => !(lineKey(line) in details));
  useEffect(() => {
    if (unknown && revalidator.state === "idle") void revalidator.revalidate();
  }, [unknown, revalidator]);

  const noticeBox = notices.length > 0 && (
    <div
      role="status"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="cart-notices"
    >
      <p className="mb-1 font-bold">{t("cart_updated_title")}</p>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        {notices.map((notice, index) => (
          // A fixed list for this load: the position names the notice.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{noticeText(notice, t)}</li>
        ))}
      </ul>
    </div>
  );

  if (lines.length === 0) {
    return (
      <>
        {noticeBox}
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center"
          data-testid="cart-empty"
        >
          <Icon name="cart" size={56} className="text-stone-300" />
          <h2 className="text-xl font-bold">{t("cart_empty_title")}</h2>
          <p className="max-w-md text-stone-600">{t("cart_empty_desc")}</p>
          <Link
            to={to("/Products")}
            className="mt-2 rounded-lg bg-teal-800 px-5 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            {t("continue_shopping")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      {noticeBox}
      {/* Wide screens: the table of the configured columns. */}
      <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
        <table className="w-full text-sm" data-testid="cart-table">
          <caption className="sr-only">{t("shoping_cart")}</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              {cartColumns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 text-start font-bold">
                  {column === "image" || column === "remove" ? (
                    <span className="sr-only">{t(`col_${column}`)}</span>
                  ) : (
                    t(`col_${column}`)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {lines.map((line) => (
              <tr key={lineKey(line)} data-testid="cart-row" data-key={lineKey(line)}>
                {cartColumns.map((column) => (
                  <td key={column} className="px-3 py-3 align-middle">
                    {cell(column, line)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Phones: one card per line, the same cells with their labels. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t("shoping_cart")}>
        {lines.map((line) => (
          <li
            key={lineKey(line)}
            className="rounded-xl border border-stone-200 bg-white p-3"
            data-testid="cart-card"
          >
            <div className="flex gap-3">
              {cell("image", line)}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">{cell("name", line)}</div>
                  <div className="-me-2 -mt-2">{cell("remove", line)}</div>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-600">
                  {(["size", "color", "price"] as const).map((column) => (
                    <div key={column} className="contents">
                      <dt>{t(`col_${column}`)}</dt>
                      <dd className="min-w-0">{cell(column, line)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
            <div className="mt-3 flex items-center justify-between gap-2 border-t border-stone-100 pt-3">
              {cell("quantity", line)}
              {cell("total", line)}
            </div>
          </li>
        ))}
      </ul>

      <CartSummary subtotal={subtotal} />
    </>
  );
}
