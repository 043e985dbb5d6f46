import { describe, expect, it } from "vitest";
import { discountedPrice } from "./money.ts";

describe("discountedPrice", () => {
  it.each([
    [100000, 0, 100000],
    [100000, 15, 85000],
    [250000, 100, 0],
  ])("%d less %d%% is %d", (price, discount, expected) => {
    expect(discountedPrice(price, discount)).toBe(expected);
  });
});
