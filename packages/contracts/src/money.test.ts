import { describe, expect, it } from "vitest";
import { formatIqd, parseIqd } from "./money.ts";

describe("parseIqd", () => {
  it.each([
    ["150000", 150_000],
    ["150,000", 150_000],
    ["150.000", 150_000],
    ["150 000", 150_000],
    ["١٥٠٬٠٠٠", 150_000],
    ["۲۵۰۰۰", 25_000],
    [" 25,500 IQD ", 25_500],
    ["0", 0],
  ])("reads %j as %d", (input, expected) => {
    expect(parseIqd(input)).toBe(expected);
  });

  it.each(["", "abc", "-5", "12.5", "1,50", "99999999999", "1e6", "٣.٥"])("refuses %j", (input) => {
    expect(parseIqd(input)).toBeNull();
  });
});

describe("formatIqd", () => {
  it("groups thousands with Western digits", () => {
    expect(formatIqd(1_250_000)).toBe("1,250,000");
    expect(parseIqd(formatIqd(1_250_000))).toBe(1_250_000);
  });
});
