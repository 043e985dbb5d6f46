import { ApiError, api } from "#app/lib/api-client.ts";

export interface ValidCoupon {
  code: string;
  kind: "percent" | "fixed";
  value: number;
  min_subtotal: number;
  discount: number;
}

export type CouponAnswer =
  | { kind: "valid"; coupon: ValidCoupon }
  | { kind: "invalid"; code: string }
  | { kind: "unavailable" };

/**
 * `POST /coupons/validate` `{ code, subtotal }` (issue 10). A 404 means the endpoint is not there yet;
 * a 422 names why the code does not apply in `error_codes.code`.
 */
export async function validateCoupon(code: string, subtotal: number): Promise<CouponAnswer> {
  try {
    const answer = await api<{ data: ValidCoupon }>("/coupons/validate", { body: { code, subtotal } });
    return { kind: "valid", coupon: answer.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: "unavailable" };
    if (error instanceof ApiError && error.status === 422) {
      return { kind: "invalid", code: error.fieldCodes().code ?? "coupon_unknown" };
    }
    throw error;
  }
}

/** The coupon's discount on the current subtotal (the cart may change after it was applied). */
export function couponDiscount(coupon: ValidCoupon, subtotal: number): number {
  if (subtotal < coupon.min_subtotal) return 0;
  const amount = coupon.kind === "percent" ? Math.round((subtotal * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(amount, subtotal));
}

/** The applied code, for the checkout page (a session cookie: it goes when the browser closes). */
export const COUPON_COOKIE = "coupon";

export function rememberCoupon(code: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the checkout's loader reads
  document.cookie = `${COUPON_COOKIE}=${encodeURIComponent(code ?? "")}; Path=/; SameSite=Lax${code ? "" : "; Max-Age=0"}`;
}
