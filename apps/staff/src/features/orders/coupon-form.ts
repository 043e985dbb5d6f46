import { shopDayEnd, shopDayStart } from "@dukkan/client-kit/dates";
import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { parseIqd } from "@dukkan/contracts/money";
import {
  couponCreateRequestSchema,
  couponUpdateRequestSchema,
  type StaffCoupon,
} from "@dukkan/contracts/order-desk";
import { shopDay } from "@dukkan/contracts/shop-days";

/** A coupon's terms as the form holds them: the typed texts, and the window as the shop's calendar days. */
export interface CouponTerms {
  code: string;
  kind: "percent" | "fixed";
  value: string;
  usage_limit: string;
  per_client_limit: string;
  starts: string;
  ends: string;
}

/** The form's terms of a coupon (a new one's are empty); its window's days are Baghdad's. */
export const termsOf = (coupon: StaffCoupon | null): CouponTerms => ({
  code: coupon?.code ?? "",
  kind: coupon?.kind ?? "percent",
  value: coupon ? String(coupon.value) : "",
  usage_limit: coupon?.usage_limit != null ? String(coupon.usage_limit) : "",
  per_client_limit: coupon?.per_client_limit != null ? String(coupon.per_client_limit) : "",
  starts: coupon?.starts_at ? shopDay(new Date(coupon.starts_at)) : "",
  ends: coupon?.ends_at ? shopDay(new Date(coupon.ends_at)) : "",
});

/**
 * The body a coupon form sends, checked with the schema the server checks it with (create, or update with
 * `existing`), as field → code. Reading the typed numbers is the form's own (any digits; a text that is no
 * number is `invalid_amount`, an empty limit is no limit); the window runs from the first day's start to the last
 * day's end on the shop's clock, whatever the browser's time zone.
 */
export function checkCoupon(
  terms: CouponTerms,
  minimum: number | null,
  existing: boolean,
): { ok: boolean; body: Record<string, unknown>; errors: FieldErrorCodes } {
  const unread: FieldErrorCodes = {};
  // An empty value is null, which both schemas refuse as `required`; an empty limit is null, no limit.
  const amount = (field: string, text: string) => {
    if (text.trim() === "") return null;
    const value = parseIqd(text);
    if (value === null) unread[field] = "invalid_amount";
    return value;
  };
  const day = (text: string, at: (day: string) => string | null) => (text ? (at(text) ?? text) : null);
  const body = {
    code: terms.code,
    kind: terms.kind,
    value: amount("value", terms.value),
    min_subtotal: minimum,
    usage_limit: amount("usage_limit", terms.usage_limit),
    per_client_limit: amount("per_client_limit", terms.per_client_limit),
    starts_at: day(terms.starts, shopDayStart),
    ends_at: day(terms.ends, shopDayEnd),
  };
  if (minimum === null) unread.min_subtotal = "invalid_amount";
  const checked = checkWith(existing ? couponUpdateRequestSchema : couponCreateRequestSchema, body);
  const errors = { ...(checked.ok ? {} : checked.errors), ...unread };
  return { ok: Object.keys(errors).length === 0, body, errors };
}
