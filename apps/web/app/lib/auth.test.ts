import { describe, expect, it } from "vitest";
import { RETURN_PARAM, safeRedirect, withReturnTo } from "./auth.ts";

describe("the login guard's way back", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/en/checkout", "/en/checkout"],
    ["/ckb/Wishlist?page=2#top", "/ckb/Wishlist?page=2#top"],
    ["/en/../profile", "/profile"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeRedirect(value, "/profile")).toBe(expected);
  });

  it.each([
    ["another host", "//evil.example"],
    ["another host after a backslash", "/\\evil.example"],
    ["a backslash and a slash", "/\\/evil.example"],
    ["a tab the URL parser drops", "/\t/evil.example"],
    ["a scheme", "https://evil.example"],
    ["javascript", "javascript:alert(1)"],
    ["a relative path", "checkout"],
    ["nothing", ""],
    ["null", null],
  ])("refuses %s", (_, value) => {
    expect(safeRedirect(value, "/en/profile")).toBe("/en/profile");
  });

  it("carries the way back in one parameter, encoded", () => {
    expect(withReturnTo("/en/register", "/en/checkout?x=1")).toBe(
      `/en/register?${RETURN_PARAM}=%2Fen%2Fcheckout%3Fx%3D1`,
    );
    expect(withReturnTo("/register", null)).toBe("/register");
  });
});
