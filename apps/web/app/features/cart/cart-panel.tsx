import { formatShopMoney } from "@dukkan/client-kit/money";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { cartSubtotal, lineKey } from "#app/lib/cart/cart.ts";
import { useCartDetails } from "#app/lib/cart/cart-details.ts";
import { cartPanel } from "#app/lib/cart/cart-panel-state.ts";
import { cart, useCart } from "#app/lib/cart/cart-store.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { RemoveLineButton } from "./components/remove-line-button.tsx";

const stepClass =
  "flex size-7 items-center justify-center rounded-md border border-stone-300 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-40";

/**
 * Spec §2: slides in from the inline end with the items, the subtotal, view-cart and checkout. Names, images,
 * prices and stock come from the server in the page's language (issue 21.5); the cookie holds none of them.
 */
export default function CartPanel() {
  const { t, i18n } = useTranslation();
  const to = useLocalize();
  const { lines } = useCart();
  const { details, pending, failed } = useCartDetails(lines, i18n.language as Language);
  const subtotal = cartSubtotal(lines, details);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close the dialog with Escape natively
    <dialog
      ref={ref}
      onClose={cartPanel.close}
      onClick={(event) => {
        if (event.target === event.currentTarget) cartPanel.close();
      }}
      aria-labelledby="cart-panel-title"
      className="slide-from-end fixed inset-y-0 start-auto end-0 m-0 flex h-dvh max-h-dvh w-96 max-w-[90vw] flex-col bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/50"
      data-testid="cart-panel"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <h2 id="cart-panel-title" className="text-lg font-bold">
          {t("cart_panel_title")}
        </h2>
        <button
          type="button"
          onClick={cartPanel.close}
          className="rounded-md p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <Icon name="close" />
          <span className="sr-only">{t("close")}</span>
        </button>
      </div>
      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <Icon name="cart" size={48} className="text-stone-300" />
          <p className="font-bold">{t("cart_panel_empty")}</p>
          <Link
            to={to("/Products")}
            onClick={cartPanel.close}
            className="rounded-lg bg-teal-800 px-5 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            {t("cart_panel_continue")}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-stone-200 overflow-y-auto px-4">
            {lines.map((line) => {
              const key = lineKey(line);
              const found = details[key];
              // Not known yet (loading), or no longer sold: the word for 'deleted', as on the cart page.
              const name = found?.name ?? (found === null ? t("cart_deleted") : "");
              const stock = found?.stock ?? 0;
              return (
                <li
                  key={key}
                  className="flex gap-3 py-3"
                  data-testid="cart-line"
                  aria-busy={found === undefined}
                >
                  <ResponsiveImage
                    src={found?.image}
                    alt=""
                    width={64}
                    height={64}
                    sizes="64px"
                    className="size-16 shrink-0 rounded-lg border border-stone-200 object-contain"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 min-h-5 text-sm font-bold" data-testid="cart-line-name">
                      {name}
                    </p>
                    <p className="text-xs text-stone-500">
                      {[found?.color, found?.size].filter(Boolean).join(" · ")}
                    </p>
                    <div className="mt-1 flex items-center justify-between gap-2">
                      <div className="flex items-center gap-1.5">
                        <button
                          type="button"
                          className={stepClass}
                          onClick={() => cart.decrease(key)}
                          aria-label={t("cart_panel_decrease", { name })}
                        >
                          −
                        </button>
                        <bdi dir="ltr" className="min-w-6 text-center text-sm font-medium">
                          {line.quantity}
                        </bdi>
                        <button
                          type="button"
                          className={stepClass}
                          onClick={() => cart.increase(key, stock)}
                          disabled={line.quantity >= stock}
                          aria-label={t("cart_panel_increase", { name })}
                        >
                          +
                        </button>
                      </div>
                      <bdi dir="ltr" className="text-sm font-bold">
                        {found ? formatShopMoney(found.price * line.quantity) : ""}
                      </bdi>
                    </div>
                  </div>
                  <RemoveLineButton
                    lineKey={key}
                    name={name}
                    iconSize={18}
                    className="self-start rounded-md p-1 text-stone-400 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700"
                  />
                </li>
              );
            })}
          </ul>
          <div className="space-y-3 border-t border-stone-200 p-4">
            <p className="flex items-center justify-between text-base">
              <span>{t("cart_panel_subtotal")}</span>
              {pending ? (
                <span className="text-sm text-stone-500">{t("loading")}</span>
              ) : (
                <bdi dir="ltr" className="font-bold" data-testid="cart-subtotal">
                  {formatShopMoney(subtotal)}
                </bdi>
              )}
            </p>
            {failed && (
              <p role="alert" className="text-sm text-red-700">
                {t("error_loading_data")}
              </p>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Link
                to={to("/cart")}
                onClick={cartPanel.close}
                className="rounded-lg border border-teal-800 px-4 py-2.5 text-center font-bold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                {t("cart_panel_view_cart")}
              </Link>
              <Link
                to={to("/checkout")}
                onClick={cartPanel.close}
                className="rounded-lg bg-teal-800 px-4 py-2.5 text-center font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                {t("cart_panel_checkout")}
              </Link>
            </div>
          </div>
        </>
      )}
    </dialog>
  );
}
