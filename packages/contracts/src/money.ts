import { toAsciiDigits } from "./phone.ts";

/**
 * Amounts in Iraqi dinars are whole numbers. Staff type them with Western, Arabic-Indic or Persian digits and
 * with thousands separators (`150,000`, `١٥٠٬٠٠٠`, `150.000`, `150 000`); a decimal part is refused rather than
 * rounded, since the dinar has no subunit in use.
 */

// Comma, Arabic thousands separator (U+066C), dot, apostrophe, spaces and direction marks.
const groupSeparators = /[,\u066c.'\s\u00a0\u202f\u200e\u200f\u061c\u2066-\u2069]/g;

/** The amount as integer IQD, or null when the text is not a whole, non-negative amount. */
export function parseIqd(input: string): number | null {
  const text = toAsciiDigits(input.trim()).replace(/^IQD\s*|\s*(IQD|د\.ع|دينار)$/giu, "");
  // A dot or comma followed by one or two digits at the end is a decimal part, not a group.
  if (/[.,\u066b]\d{1,2}$/.test(text)) return null;
  const digits = text.replace(groupSeparators, "");
  if (!/^\d{1,10}$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value <= 2_000_000_000 ? value : null;
}

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** `150,000` (Western digits, grouped), as the storefront shows prices; the currency is labelled beside it. */
export function formatIqd(value: number): string {
  return grouped.format(value);
}
