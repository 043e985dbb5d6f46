/** Counts with Western digits and grouping, as the storefront shows figures (apps/web/app/lib/money.ts). */
const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const formatCount = (value: number): string => counts.format(value);

/** A count inside a translated sentence: a left-to-right isolate (U+2066 … U+2069), the text form of `<bdi>`. */
export const isolatedCount = (value: number): string => `\u2066${formatCount(value)}\u2069`;

/** A date and time in the interface language, on Baghdad time (the shop's day). */
export function formatDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === "ckb" ? "ckb-IQ" : lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Baghdad",
    numberingSystem: "latn",
  }).format(new Date(iso));
}
