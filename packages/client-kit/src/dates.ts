import type { Language } from "@dukkan/contracts/languages";
import { shopTimeZone } from "@dukkan/contracts/shop-days";

/**
 * Dates and times as both apps show them (decision 0040): on the shop's clock, Baghdad time, whatever the
 * browser's or the server's time zone, so an order reads the same to the customer and to staff and a page
 * renders the same on the server and in the browser; Western digits; Sorani Kurdish spelled here.
 */

/** The locales of a spelled-out day: Iraqi Arabic month names (تشرين الثاني), day before month in English. */
const dayLocales: Record<Exclude<Language, "ckb">, string> = {
  ar: "ar-IQ",
  en: "en-GB",
  tr: "tr-TR",
  it: "it-IT",
};

/**
 * Chromium ships no `ckb` date data, so `Intl` falls back to the browser's locale (English, or Arabic ص/م on an
 * Arabic system): Sorani month names and AM/PM are spelled here, as in CLDR's ckb.
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

// Made on first use and kept: a formatter costs locale data to build (DESIGN "Main thread while hydrating").
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: shopTimeZone, numberingSystem: "latn" });
    formatters.set(key, made);
  }
  return made;
}

function soraniDate(date: Date, withTime: boolean): string {
  const parts = Object.fromEntries(
    formatter("en-US", {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.day} ${soraniMonths[Number(parts.month) - 1]} ${parts.year}`;
  if (!withTime) return day;
  const period = parts.dayPeriod === "AM" ? "ب.ن" : "د.ن";
  return `${day}، ${parts.hour}:${parts.minute} ${period}`;
}

function instant(at: string | Date): Date | null {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment with its time, in `lang` (the page's language): "Nov 27, 2026, 10:05 AM". Empty when not a date. */
export function formatDateTime(at: string | Date, lang: Language): string {
  const date = instant(at);
  if (!date) return "";
  if (lang === "ckb") return soraniDate(date, true);
  return formatter(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A day spelled out in `lang` (a post's date, a printout's): "27 November 2026". Empty when not a date. */
export function formatDate(at: string | Date, lang: Language): string {
  const date = instant(at);
  if (!date) return "";
  if (lang === "ckb") return soraniDate(date, false);
  return formatter(dayLocales[lang], { year: "numeric", month: "long", day: "numeric" }).format(date);
}
