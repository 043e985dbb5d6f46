import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone.ts";

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
