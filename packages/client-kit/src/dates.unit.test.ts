import { describe, expect, it } from "vitest";
import {
  baghdadLocalInputValue,
  formatDate,
  formatDateTime,
  isoOfBaghdadLocalInput,
  shopDayEnd,
  shopDayStart,
} from "./dates.ts";

describe("dates on the shop's clock, in the page's language", () => {
  // 07:05 UTC is 10:05 in Baghdad; 13:30 UTC is 16:30; 22:00 UTC is 01:00 the next day.
  it("spells Sorani Kurdish itself, with its own AM/PM (no Arabic ص/م, no English)", () => {
    expect(formatDateTime("2026-11-27T07:05:00Z", "ckb")).toBe("27 تشرینی دووەم 2026، 10:05 ب.ن");
    expect(formatDateTime("2026-01-03T13:30:00Z", "ckb")).toBe("3 کانوونی دووەم 2026، 4:30 د.ن");
    expect(formatDate(new Date("2026-11-27T22:00:00Z"), "ckb")).toBe("28 تشرینی دووەم 2026");
    expect(formatDate("2026-11-11T00:00:00.000Z", "ckb")).toBe("11 تشرینی دووەم 2026");
  });

  it("leaves the other languages to Intl, on Baghdad time with Western digits", () => {
    expect(formatDateTime("2026-11-27T07:05:00Z", "en")).toBe("Nov 27, 2026, 10:05 AM");
    expect(formatDateTime(new Date("2026-11-27T07:05:00Z"), "ar")).toMatch(/10:05 ص$/);
    expect(formatDate("2026-11-11T00:00:00.000Z", "en")).toBe("11 November 2026");
    expect(formatDate("2026-01-01T00:00:00.000Z", "ar")).toMatch(/^1 .+ 2026$/);
  });

  it("gives the day in Baghdad, whatever the time zone the code runs in", () => {
    // 21:30 UTC on the 27th is already the 28th in Baghdad.
    expect(formatDate("2026-11-27T21:30:00Z", "en")).toBe("28 November 2026");
    expect(formatDateTime("2026-11-27T21:30:00Z", "en")).toBe("Nov 28, 2026, 12:30 AM");
  });

  it("shows nothing for what is not a date", () => {
    expect(formatDate("nonsense", "en")).toBe("");
    expect(formatDateTime("nonsense", "ar")).toBe("");
  });
});

describe("datetime-local inputs on the shop's clock", () => {
  it("shows a stored instant as Baghdad's wall time, whatever the time zone the code runs in", () => {
    expect(baghdadLocalInputValue("2026-11-27T07:05:00.000Z")).toBe("2026-11-27T10:05");
    // 22:30 UTC is already the next day in Baghdad.
    expect(baghdadLocalInputValue(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01T01:30");
    expect(baghdadLocalInputValue("")).toBe("");
    expect(baghdadLocalInputValue(null)).toBe("");
    expect(baghdadLocalInputValue("nonsense")).toBe("");
  });

  it("reads what staff type as Baghdad's wall time", () => {
    expect(isoOfBaghdadLocalInput("2026-11-27T10:05")).toBe("2026-11-27T07:05:00.000Z");
    expect(isoOfBaghdadLocalInput("2027-01-01T01:30")).toBe("2026-12-31T22:30:00.000Z");
    expect(isoOfBaghdadLocalInput("2030-01-31T23:59:59")).toBe("2030-01-31T20:59:59.000Z");
    // Baghdad kept daylight saving until 2007: summer was UTC+4.
    expect(isoOfBaghdadLocalInput("2005-07-01T12:00")).toBe("2005-07-01T08:00:00.000Z");
  });

  it("refuses what is no time", () => {
    expect(isoOfBaghdadLocalInput("")).toBeNull();
    expect(isoOfBaghdadLocalInput("2026-02-30T10:00")).toBeNull();
    expect(isoOfBaghdadLocalInput("2026-11-27T25:00")).toBeNull();
    expect(isoOfBaghdadLocalInput("27/11/2026 10:05")).toBeNull();
  });

  it("goes there and back for every hour of a year", () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000).toISOString();
      expect(isoOfBaghdadLocalInput(baghdadLocalInputValue(at))).toBe(at);
    }
  });

  it("gives a shop's day from its first to its last second", () => {
    expect(shopDayStart("2030-01-01")).toBe("2029-12-31T21:00:00.000Z");
    expect(shopDayEnd("2030-02-28")).toBe("2030-02-28T20:59:59.000Z");
    expect(shopDayStart("2030-13-01")).toBeNull();
  });
});
