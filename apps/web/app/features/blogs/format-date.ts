import type { Language } from "#app/lib/language.ts";

const locales: Record<Exclude<Language, "ckb">, string> = {
  ar: "ar-IQ",
  en: "en-GB",
  tr: "tr-TR",
  it: "it-IT",
};

// Browsers' Intl data often lacks Sorani (Chromium falls back to English while Node has it), which
// would differ between server and browser: the Gregorian month names as Iraqi Kurdish uses them.
const soraniMonths = [
  "کانوونی دووەم",
  "شوبات",
  "ئادار",
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

/** A post's date in the page's language, the same on server and browser (UTC, Latin digits). */
export function formatPostDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (lang === "ckb")
    return `${date.getUTCDate()} ${soraniMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(locales[lang], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(date);
}
