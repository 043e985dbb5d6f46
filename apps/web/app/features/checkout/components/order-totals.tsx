import { formatShopMoney } from "@dukkan/client-kit/money";
import { useTranslation } from "#app/lib/i18n.tsx";

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
        <bdi dir="ltr">{formatShopMoney(subtotal)}</bdi>
      </dd>
      {discount > 0 && (
        <>
          <dt>{t("checkout_discount")}</dt>
          <dd className="text-end">
            <bdi dir="ltr" data-testid="checkout-discount">
              -{formatShopMoney(discount)}
            </bdi>
          </dd>
        </>
      )}
      <dt>{t("checkout_delivery_fee")}</dt>
      <dd className="text-end">
        {deliveryFee === null ? (
          t("checkout_delivery_choose")
        ) : (
          <bdi dir="ltr">{formatShopMoney(deliveryFee)}</bdi>
        )}
      </dd>
      <dt className="text-base font-bold">{t("checkout_total")}</dt>
      <dd className="text-end text-base font-bold" data-testid="checkout-total">
        <bdi dir="ltr">{formatShopMoney(subtotal - discount + (deliveryFee ?? 0))}</bdi>
      </dd>
    </dl>
  );
}
