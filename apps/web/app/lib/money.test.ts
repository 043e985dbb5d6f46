import { describe, expect, it } from "vitest";
import { discountedPrice, formatMoney } from "./money.ts";

describe("formatMoney", () => {
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
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe("discountedPrice", () => {
  it.each([
    [100000, 0, 100000],
    [100000, 15, 85000],
    [250000, 100, 0],
  ])("%d less %d%% is %d", (price, discount, expected) => {
    expect(discountedPrice(price, discount)).toBe(expected);
  });
});
