import { useTranslation } from "#app/lib/i18n.tsx";
import { formatMoney } from "#app/lib/money.ts";

/** Subtotal, the coupon's discount, the governorate's delivery fee (once chosen) and the total. */
export function OrderTotals({
  subtotal,
  discount,
  deliveryFee,
}: {
  subtotal: number;
  discount: number;
  /** null until a governorate is chosen. */
  deliveryFee: number | null;
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-1 text-sm">
      <dt>{t("checkout_subtotal")}</dt>
      <dd className="text-end">
        <bdi dir="ltr">{formatMoney(subtotal)}</bdi>
      </dd>
      {discount > 0 && (
        <>
          <dt>{t("checkout_discount")}</dt>
          <dd className="text-end">
            <bdi dir="ltr" data-testid="checkout-discount">
              -{formatMoney(discount)}
            </bdi>
          </dd>
        </>
      )}
      <dt>{t("checkout_delivery_fee")}</dt>
      <dd className="text-end">
        {deliveryFee === null ? (
          t("checkout_delivery_choose")
        ) : (
          <bdi dir="ltr">{formatMoney(deliveryFee)}</bdi>
        )}
      </dd>
      <dt className="text-base font-bold">{t("checkout_total")}</dt>
      <dd className="text-end text-base font-bold" data-testid="checkout-total">
        <bdi dir="ltr">{formatMoney(subtotal - discount + (deliveryFee ?? 0))}</bdi>
      </dd>
    </dl>
  );
}
