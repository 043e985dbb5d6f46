import { formatShopMoney } from "@dukkan/client-kit/money";
import type { Order } from "@dukkan/contracts";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";

/** After Place Order: the number, what was ordered, the total, where it goes and what happens next. */
export function OrderConfirmation({
  order,
  trackTo,
  shopTo,
}: {
  order: Order;
  trackTo: string;
  shopTo: string;
}) {
  const { t } = useTranslation();
  const c = order.customer;
  return (
    <section aria-labelledby="order-thanks" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="rounded-lg border border-teal-200 bg-teal-50 p-6">
        <h2 id="order-thanks" className="text-xl font-bold text-teal-900">
          {t("order_thanks")}
        </h2>
        <p className="mt-3 text-stone-800">
          {t("order_number_label")}:{" "}
          <bdi dir="ltr" className="font-mono text-lg font-bold" data-testid="order-number">
            {order.order_number}
          </bdi>
        </p>
        <p className="text-sm text-stone-700">{t("order_keep_number")}</p>
      </div>
      <div>
        <h3 className="mb-2 font-bold text-stone-900">{t("order_items_title")}</h3>
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {order.items.map((item) => (
            <li key={`${item.size_id}-${item.product_id}`} className="flex justify-between gap-4 p-3">
              <span>
                {item.name}
                <span className="block text-sm text-stone-600">
                  {[item.color, item.size].filter(Boolean).join(" · ")} ·{" "}
                  {t("checkout_qty", { count: item.quantity })}
                </span>
              </span>
              <bdi dir="ltr">{formatShopMoney(item.line_total)}</bdi>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
          <dt>{t("checkout_subtotal")}</dt>
          <dd className="text-end">
            <bdi dir="ltr">{formatShopMoney(order.subtotal)}</bdi>
          </dd>
          {order.discount > 0 && (
            <>
              <dt>{t("checkout_discount")}</dt>
              <dd className="text-end">
                <bdi dir="ltr">-{formatShopMoney(order.discount)}</bdi>
              </dd>
            </>
          )}
          <dt>{t("checkout_delivery_fee")}</dt>
          <dd className="text-end">
            <bdi dir="ltr">{formatShopMoney(order.delivery_fee)}</bdi>
          </dd>
          <dt className="font-bold">{t("checkout_total")}</dt>
          <dd className="text-end font-bold" data-testid="order-total">
            <bdi dir="ltr">{formatShopMoney(order.total)}</bdi>
          </dd>
        </dl>
      </div>
      <div>
        <h3 className="mb-2 font-bold text-stone-900">{t("order_delivery_to")}</h3>
        <address className="not-italic text-stone-800">
          {c.full_name}
          <br />
          {[c.address, c.city, c.governorate].join("، ")}
          {c.landmark && (
            <>
              <br />
              {c.landmark}
            </>
          )}
          <br />
          <bdi dir="ltr">{c.phone}</bdi>
        </address>
      </div>
      <div>
        <h3 className="mb-2 font-bold text-stone-900">{t("order_next_title")}</h3>
        <ol className="list-decimal space-y-1 ps-6 text-stone-800">
          <li>{t("order_next_confirm")}</li>
          <li>{t("order_next_deliver")}</li>
          <li>{t("order_next_track")}</li>
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link
          to={`${trackTo}?order_number=${encodeURIComponent(order.order_number)}`}
          className="rounded-md bg-teal-800 px-4 py-2 font-medium text-white hover:bg-teal-900"
        >
          {t("order_track_link")}
        </Link>
        <Link to={shopTo} className="rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-800">
          {t("checkout_continue_shopping")}
        </Link>
      </div>
    </section>
  );
}
