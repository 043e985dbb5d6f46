import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatPhone } from "./format.ts";

describe("phones as couriers dial them", () => {
  it.each([
    ["+9647701234567", "0770 123 4567"],
    ["+9647825622169", "0782 562 2169"],
    ["+96417181234", "017181234"],
    ["+905321234567", "+905321234567"],
  ])("%s → %s", (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });
});

describe("dates in the page's language", () => {
  // 07:05 UTC is 10:05 in Baghdad; 13:30 UTC is 16:30.
  it("spells Sorani Kurdish itself, with its own AM/PM (no Arabic ص/م, no English)", () => {
    expect(formatDateTime("2026-11-27T07:05:00Z", "ckb")).toBe("27 تشرینی دووەم 2026، 10:05 ب.ن");
    expect(formatDateTime("2026-01-03T13:30:00Z", "ckb")).toBe("3 کانوونی دووەم 2026، 4:30 د.ن");
    expect(formatDate(new Date("2026-11-27T22:00:00Z"), "ckb")).toBe("28 تشرینی دووەم 2026");
  });

  it("leaves the other languages to Intl, on Baghdad time with Western digits", () => {
    expect(formatDateTime("2026-11-27T07:05:00Z", "en")).toBe("Nov 27, 2026, 10:05 AM");
    expect(formatDateTime("2026-11-27T07:05:00Z", "ar")).toMatch(/10:05 ص$/);
  });
});
