import { describe, expect, it } from "vitest";
import { checkCoupon, termsOf } from "./coupon-form.ts";

const terms = termsOf(null);

describe("a coupon's form checked with the contracts' schema", () => {
  it("sends whole numbers typed in any digits, and the days as Baghdad's first and last second", () => {
    const { ok, body } = checkCoupon(
      { ...terms, code: "EID10", value: "١٠", usage_limit: "100", starts: "2030-01-01", ends: "2030-01-31" },
      5000,
      false,
    );
    expect(ok).toBe(true);
    expect(body).toEqual({
      code: "EID10",
      kind: "percent",
      value: 10,
      min_subtotal: 5000,
      usage_limit: 100,
      per_client_limit: null,
      starts_at: "2029-12-31T21:00:00.000Z",
      ends_at: "2030-01-31T20:59:59.000Z",
    });
  });

  it("shows a stored window as the shop's days, whatever the browser's clock", () => {
    const coupon = {
      id: 1,
      code: "EID10",
      kind: "fixed" as const,
      value: 2000,
      min_subtotal: 0,
      starts_at: "2029-12-31T21:00:00.000Z",
      ends_at: "2030-01-31T20:59:59.000Z",
      usage_limit: null,
      per_client_limit: 3,
      active: true,
      uses: 0,
    };
    expect(termsOf(coupon)).toMatchObject({
      starts: "2030-01-01",
      ends: "2030-01-31",
      per_client_limit: "3",
    });
  });

  it("says what the server would: a code's form, a percent over 100, a window ending before it starts", () => {
    expect(
      checkCoupon(
        { ...terms, code: "eid 10", value: "150", starts: "2030-02-01", ends: "2030-01-01" },
        0,
        false,
      ).errors,
    ).toEqual({ code: "invalid_code", value: "percent_over_100", ends_at: "ends_before_start" });
    expect(checkCoupon({ ...terms, code: "", value: "" }, 0, true).errors).toEqual({
      code: "required",
      value: "required",
    });
  });

  it("refuses an amount that is no number, which it cannot send", () => {
    expect(
      checkCoupon({ ...terms, code: "EID10", value: "10", usage_limit: "many" }, null, false).errors,
    ).toEqual({ usage_limit: "invalid_amount", min_subtotal: "invalid_amount" });
  });
});
