import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates.ts";

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
