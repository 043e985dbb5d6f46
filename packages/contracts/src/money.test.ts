import { describe, expect, it } from "vitest";
import { parseIqd, westernDigits } from "./money.ts";

describe("IQD amounts typed by staff", () => {
  it("reads Western, Arabic-Indic and Persian digits", () => {
    expect(parseIqd("12500")).toBe(12500);
    expect(parseIqd("١٢٥٠٠")).toBe(12500);
    expect(parseIqd("۱۲۵۰۰")).toBe(12500);
    expect(westernDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
  });

  it("accepts thousands separators in groups of three, and the currency mark", () => {
    expect(parseIqd("12,500")).toBe(12500);
    expect(parseIqd("١٢٬٥٠٠")).toBe(12500);
    expect(parseIqd("1.250.000")).toBe(1250000);
    expect(parseIqd("1 250 000")).toBe(1250000);
    expect(parseIqd(" 12,500 د.ع ")).toBe(12500);
    expect(parseIqd("12500 IQD")).toBe(12500);
    expect(parseIqd("0")).toBe(0);
  });

  it("refuses fractions, negatives, mixed separators and words", () => {
    for (const bad of [
      "",
      "  ",
      "1.5",
      "12٫5",
      "-3",
      "1,25",
      "1,250.000",
      "12a",
      "1,2345",
      "abc",
      "9".repeat(20),
    ]) {
      expect(parseIqd(bad), bad).toBeNull();
    }
  });
});
