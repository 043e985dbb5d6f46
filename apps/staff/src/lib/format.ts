/** Counts with Western digits and grouping, as the storefront shows figures (apps/web/app/lib/money.ts). */
const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const formatCount = (value: number): string => counts.format(value);

/** A count inside a translated sentence: a left-to-right isolate (U+2066 … U+2069), the text form of `<bdi>`. */
export const isolatedCount = (value: number): string => `\u2066${formatCount(value)}\u2069`;

/**
 * An Iraqi phone as people dial it: mobiles 07XX XXX XXXX, other Iraqi numbers with their trunk 0; a foreign
 * number stays in E.164. Stored phones are E.164 (+964…), which links (tel:, wa.me) keep.
 */
export function formatPhone(e164: string): string {
  const mobile = /^\+964(7\d{2})(\d{3})(\d{4})$/.exec(e164);
  if (mobile) return `0${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  return e164.startsWith("+964") ? `0${e164.slice(4)}` : e164;
}

const baghdad = "Asia/Baghdad";

/**
 * Sorani Kurdish dates are spelled here: Chromium ships no `ckb` date data, so `Intl` falls back to the
 * browser's locale (English, or Arabic ص/م on an Arabic system). Month names and AM/PM as in CLDR's ckb.
 */
const soraniMonths = [
  "کانوونی دووەم",
  "شوبات",
  "ئازار",
  "نیسان",
  "ئایار",
  "حوزەیران",
  "تەممووز",
  "ئاب",
  "ئەیلوول",
  "تشرینی یەکەم",
  "تشرینی دووەم",
  "کانوونی یەکەم",
];
const baghdadParts = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZone: baghdad,
  numberingSystem: "latn",
});

function soraniDate(date: Date, withTime: boolean): string {
  const parts = Object.fromEntries(baghdadParts.formatToParts(date).map((p) => [p.type, p.value]));
  const day = `${parts.day} ${soraniMonths[Number(parts.month) - 1]} ${parts.year}`;
  if (!withTime) return day;
  const period = parts.dayPeriod === "AM" ? "ب.ن" : "د.ن";
  return `${day}، ${parts.hour}:${parts.minute} ${period}`;
}

/** A date and time in `lang` (the page's language), on Baghdad time (the shop's day). */
export function formatDateTime(iso: string, lang: string): string {
  if (lang === "ckb") return soraniDate(new Date(iso), true);
  return new Intl.DateTimeFormat(lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: baghdad,
    numberingSystem: "latn",
  }).format(new Date(iso));
}

/** A day in `lang`, spelled out (a printout's date), on Baghdad time. */
export function formatDate(date: Date, lang: string): string {
  if (lang === "ckb") return soraniDate(date, false);
  return new Intl.DateTimeFormat(lang, {
    dateStyle: "long",
    timeZone: baghdad,
    numberingSystem: "latn",
  }).format(date);
}
