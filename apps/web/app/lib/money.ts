import { formatShopMoney } from "@dukkan/contracts/money";

export const CURRENCY_SUFFIX = "د.ع";

/**
 * Spec §9: IQD rounded to a whole dinar with the suffix د.ع. A rounded number of three digits or fewer is
 * shown with ",000" appended (the catalogue keeps such prices in thousands); larger ones get separators.
 */
export function formatMoney(amount: number): string {
  return formatShopMoney(amount);
}

/** Spec §9: the discounted price is the price minus the discount percent of it. */
export function discountedPrice(price: number, discountPercent: number): number {
  return price - (price * discountPercent) / 100;
}
