/**
 * The shop's calendar (issue 38): its day runs on Baghdad time (UTC+3, no daylight saving since 2008), whatever
 * the server's, the database's or the browser's time zone. No zod here: the staff app imports it cheaply.
 */
export const shopTimeZone = "Asia/Baghdad";

// Made on first use: the storefront's pages import this module (through @dukkan/client-kit/dates) and a
// formatter costs locale data to build while a page hydrates.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The shop's calendar day (YYYY-MM-DD) at an instant. */
export function shopDay(at: Date = new Date()): string {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: shopTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormat.format(at);
}

/** A calendar day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The week's first day: Iraq's working week starts on Saturday. */
export function shopWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

/** The first day of the month of `day`. */
export function shopMonthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}
