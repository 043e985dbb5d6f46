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

/** The shop's clock at an instant, field by field (24-hour, Western digits). */
function shopClock(date: Date): Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> {
  const parts = formatter("en-US", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A stored instant → the value of a `datetime-local` input on the shop's clock (`2026-11-27T10:05`), whatever the
 * browser's time zone: a staff member abroad schedules and reads Baghdad times. Empty when not a date.
 */
export function baghdadLocalInputValue(at: unknown): string {
  if (typeof at !== "string" && !(at instanceof Date)) return "";
  const date = instant(at);
  if (!date) return "";
  const c = shopClock(date);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

const localInput = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value (`2026-11-27T10:05`, seconds optional) read on the shop's clock → the ISO instant the
 * API stores (`2026-11-27T07:05:00.000Z`); null when empty or not a time that exists.
 */
export function isoOfBaghdadLocalInput(value: string): string | null {
  const match = localInput.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // 2026-02-30, month 13 or 25:00 roll over in Date.UTC: not a time that exists.
  const same = [
    back.getUTCMonth() + 1,
    back.getUTCDate(),
    back.getUTCHours(),
    back.getUTCMinutes(),
    back.getUTCSeconds(),
  ];
  if (same.join() !== [month, day, hour, minute, second].join()) return null;
  // The shop's offset at that wall time: asked twice, so that a change of offset (Baghdad's daylight saving
  // before 2008) between the guess and the answer is followed.
  let at = wall - offsetAt(wall);
  at = wall - offsetAt(at);
  return new Date(at).toISOString();
}

/** Milliseconds the shop's clock is ahead of UTC at an instant (three hours in Baghdad since 2008). */
function offsetAt(at: number): number {
  const c = shopClock(new Date(at));
  const whole = Math.floor(at / 1000) * 1000;
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - whole;
}

/** The instant a shop's calendar day (`2026-11-27`) starts, on its clock. */
export function shopDayStart(day: string): string | null {
  return isoOfBaghdadLocalInput(`${day}T00:00`);
}

/** The last second of a shop's calendar day, on its clock (a coupon's last day runs to its end). */
export function shopDayEnd(day: string): string | null {
  return isoOfBaghdadLocalInput(`${day}T23:59:59`);
}
