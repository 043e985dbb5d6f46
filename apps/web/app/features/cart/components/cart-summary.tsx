import { formatShopMoney } from "@dukkan/client-kit/money";
import { Link } from "react-router";
import { CouponBox } from "#app/components/ui/coupon-box.tsx";
import { useCoupon } from "#app/lib/coupon.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

/**
 * Below the lines: the coupon box and the totals with the way to checkout. The applied coupon is remembered
 * and checked again on every visit (issue 21.6); its discount follows the subtotal as quantities change.
 */
export function CartSummary({ subtotal }: { subtotal: number }) {
  const { t } = useTranslation();
  const to = useLocalize();
  const coupon = useCoupon(subtotal);
  const { discount } = coupon;
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <div className="rounded-xl border border-stone-200 bg-white p-4">
        <CouponBox state={coupon} />
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-4" data-testid="cart-totals">
        <h2 className="mb-3 text-lg font-bold">{t("cart_totals")}</h2>
        <dl className="space-y-2">
          <div className="flex justify-between gap-3">
            <dt>{t("subtotal")}</dt>
            <dd>
              <bdi dir="ltr" data-testid="cart-page-subtotal">
                {formatShopMoney(subtotal)}
              </bdi>
            </dd>
          </div>
          {coupon.coupon && discount > 0 && (
            <div className="flex justify-between gap-3 text-teal-800">
              <dt>
                {t("discount")} (<bdi dir="ltr">{coupon.coupon.code}</bdi>)
              </dt>
              <dd>
                <bdi dir="ltr">−{formatShopMoney(discount)}</bdi>
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-lg font-bold">
            <dt>{t("total")}</dt>
            <dd>
              <bdi dir="ltr" data-testid="cart-page-total">
                {formatShopMoney(subtotal - discount)}
              </bdi>
            </dd>
          </div>
        </dl>
        <Link
          to={to("/checkout")}
          className="mt-4 flex w-full items-center justify-center rounded-lg bg-teal-800 px-5 py-3 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {t("proceed_to_checkout")}
        </Link>
      </div>
    </div>
  );
}
