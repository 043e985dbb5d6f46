/**
 * Amounts as people read them, in both apps and the customers' messages: whole Iraqi dinars, Western digits
 * grouped in threes, then the mark د.ع in every language (spec §9; decision 0040). Reading what staff type is
 * `parseIqd` (`@dukkan/contracts/money`).
 */
export const iqdMark = "د.ع";

/**
 * A whole number with a comma between each group of three digits (1234567 → "1,234,567"), as `en-US` formats
 * it. Not `Intl.NumberFormat`: a browser's first one loads the locale data, ~40 ms of a phone's main thread
 * while the storefront hydrates (issue 20).
 */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.round(whole))).replace(/\B(?=(\d{3})+$)/g, ",");
  return whole < 0 && digits !== "0" ? `-${digits}` : digits;
}

/** An amount in whole dinars: "1,250,000 د.ع". */
export function formatIqd(amount: number): string {
  return `${groupThousands(amount)} ${iqdMark}`;
}

/**
 * An amount as the storefront and the customers' messages show it (spec §9): as `formatIqd`, except that a
 * rounded number of three digits or fewer gets ",000" appended (the catalogue keeps such prices in thousands).
 */
export function formatShopMoney(amount: number): string {
  const rounded = Math.round(amount);
  return String(Math.abs(rounded)).length <= 3 ? `${rounded},000 ${iqdMark}` : formatIqd(rounded);
}
