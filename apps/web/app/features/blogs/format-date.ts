import type { Language } from "#app/lib/language.ts";

const locales: Record<Language, string> = {
  ar: "ar-IQ",
  en: "en-GB",
  ckb: "ckb-IQ",
  tr: "tr-TR",
  it: "it-IT",
};

/** A post's date in the page's language, the same on server and browser (UTC, Latin digits). */
export function formatPostDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  try {
    return new Intl.DateTimeFormat(locales[lang], {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
    }).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}
