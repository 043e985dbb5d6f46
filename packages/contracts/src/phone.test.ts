import { describe, expect, it } from "vitest";
import { normalizeIraqiPhone, phoneSearchDigits, toAsciiDigits } from "./phone.ts";

describe("normalizeIraqiPhone", () => {
  const expected = "+9647701234567";
  it.each([
    ["07701234567"],
    ["0770 123 4567"],
    ["0770-123-4567"],
    ["7701234567"],
    ["770 123 4567"],
    ["+9647701234567"],
    ["+964 770 123 4567"],
    ["+964-770-123-4567"],
    ["+964 0770 123 4567"],
    ["009647701234567"],
    ["00964 770 123 4567"],
    ["9647701234567"],
    ["٠٧٧٠١٢٣٤٥٦٧"],
    ["٠٧٧٠ ١٢٣ ٤٥٦٧"],
    ["۰۷۷۰۱۲۳۴۵۶۷"],
    ["+٩٦٤ ٧٧٠ ١٢٣ ٤٥٦٧"],
    ["(0770) 123.4567"],
    ["\u200e0770\u00a0123\u00a04567\u200f"],
    ["  07701234567  "],
  ])("accepts %j", (input) => {
    expect(normalizeIraqiPhone(input)).toBe(expected);
  });

  it.each([
    [""],
    ["0770123456"], // one digit short
    ["077012345678"], // one digit long
    ["07801234567x"],
    ["06701234567"], // not a mobile prefix
    ["+9617701234567"], // another country
    ["+1 770 123 4567"],
    ["0096407701234567x"],
    ["abc"],
    ["0770/123/4567"],
    ["+964+9647701234567"],
    ["1".repeat(100)],
  ])("refuses %j", (input) => {
    expect(normalizeIraqiPhone(input)).toBeNull();
  });

  it("keeps the other operators' prefixes", () => {
    expect(normalizeIraqiPhone("0750 123 4567")).toBe("+9647501234567");
    expect(normalizeIraqiPhone("0790-123-4567")).toBe("+9647901234567");
  });
});

describe("toAsciiDigits", () => {
  it("maps Arabic-Indic and Persian digits", () => {
    expect(toAsciiDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ 0123456789")).toBe("0123456789 0123456789 0123456789");
  });
});

describe("phoneSearchDigits", () => {
  // Stored phones are E.164 (+9647XXXXXXXXX): a search looks for the digits after +964 and the trunk zero.
  it.each([
    ["07719876543", "7719876543"],
    ["0771 987 6543", "7719876543"],
    ["+964 771 987 6543", "7719876543"],
    ["009647719876543", "7719876543"],
    ["9647719876543", "7719876543"],
    ["٠٧٧١٩٨٧٦٥٤٣", "7719876543"],
    ["۰۷۷۱ ۹۸۷ ۶۵۴۳", "7719876543"],
    ["987 6543", "9876543"],
    ["0771", "771"],
  ])("reads %j as %j", (input, digits) => {
    expect(phoneSearchDigits(input)).toBe(digits);
  });

  it.each([["زينب"], ["DK-ABCD"], ["07"], [""], ["12a4"]])("is no phone search: %j", (input) => {
    expect(phoneSearchDigits(input)).toBeNull();
  });
});
