import { describe, expect, it } from "vitest";
import { formatIqd, groupThousands, parseIqd, westernDigits } from "./money.ts";

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

  it("formats whole dinars with grouping and the language's currency mark", () => {
    expect(formatIqd(1250000, "ar")).toBe("1,250,000 د.ع");
    expect(formatIqd(500, "en")).toBe("500 IQD");
  });
});

describe("groupThousands", () => {
  it("groups as en-US Intl.NumberFormat does, for whole numbers of every length and sign", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const values = [
      0,
      7,
      -7,
      999,
      1000,
      -1000,
      12_345,
      999_999,
      1_000_000,
      1_234_567.6,
      -98_765_432.4,
      2 ** 53 - 1,
    ];
    for (const value of values) expect(groupThousands(value)).toBe(intl.format(Math.round(value)));
  });
});
