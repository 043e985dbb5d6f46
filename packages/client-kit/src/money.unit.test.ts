import { describe, expect, it } from "vitest";
import { formatIqd, formatShopMoney, groupThousands } from "./money.ts";

describe("formatIqd", () => {
  it("formats whole dinars with grouping and the mark د.ع", () => {
    expect(formatIqd(1250000)).toBe("1,250,000 د.ع");
    expect(formatIqd(500)).toBe("500 د.ع");
    expect(formatIqd(0)).toBe("0 د.ع");
  });
});

describe("formatShopMoney (the storefront's spec §9)", () => {
  it.each([
    [0, "0,000 د.ع"],
    [5, "5,000 د.ع"],
    [25, "25,000 د.ع"],
    [999, "999,000 د.ع"],
    [999.4, "999,000 د.ع"],
    [999.5, "1,000 د.ع"],
    [1000, "1,000 د.ع"],
    [12500, "12,500 د.ع"],
    [250000, "250,000 د.ع"],
    [1234567.6, "1,234,568 د.ع"],
    [12.49, "12,000 د.ع"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatShopMoney(amount)).toBe(expected);
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
