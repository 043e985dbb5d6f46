import { formatShopMoney } from "@dukkan/client-kit/money";
import { useTranslation } from "#app/lib/i18n.tsx";
import { discountedPrice } from "#app/lib/money.ts";

/** A price in IQD, kept left-to-right inside right-to-left text. */
export function Price({ price, discount = 0 }: { price: number; discount?: number }) {
  const { t } = useTranslation();
  if (discount <= 0) {
    return (
      <bdi dir="ltr" className="font-bold text-stone-900">
        {formatShopMoney(price)}
      </bdi>
    );
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <bdi dir="ltr" className="font-bold text-red-700">
        {formatShopMoney(discountedPrice(price, discount))}
      </bdi>
      <s className="text-sm text-stone-500">
        <span className="sr-only">{t("price_before_discount")}: </span>
        <bdi dir="ltr">{formatShopMoney(price)}</bdi>
      </s>
    </span>
  );
}
