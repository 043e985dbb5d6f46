/** Spec §9: the discounted price is the price minus the discount percent of it. Amounts are shown by `formatShopMoney` (`@dukkan/client-kit/money`). */
export function discountedPrice(price: number, discountPercent: number): number {
  return price - (price * discountPercent) / 100;
}
