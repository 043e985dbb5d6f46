import type { Coupon } from "@dukkan/contracts/coupons";
import { useEffect, useRef, useState } from "react";
import { ApiError, api } from "./api-client.ts";
import { readDocumentCookie, writeDocumentCookie } from "./document-cookie.ts";

type Answer = { kind: "valid"; coupon: Coupon } | { kind: "invalid"; code: string } | { kind: "unavailable" };

/** The server's word on a code for this subtotal; a 422 names why in `error_codes.code`. */
async function validateCoupon(code: string, subtotal: number): Promise<Answer> {
  try {
    const answer = await api("/coupons/validate", { body: { code, subtotal } });
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
export function couponDiscount(coupon: Coupon, subtotal: number): number {
  if (subtotal < coupon.min_subtotal) return 0;
  const amount = coupon.kind === "percent" ? Math.round((subtotal * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(amount, subtotal));
}

/**
 * The applied code (issue 21.6): kept as long as the cart (7 days) so the cart page, a reload and checkout
 * share it; forgotten when the customer removes it, when the server refuses it and when the order is placed.
 */
const COUPON_COOKIE = "coupon";
const COUPON_DAYS = 7;

function rememberCoupon(code: string | null): void {
  const maxAge = code ? COUPON_DAYS * 24 * 60 * 60 : 0;
  // A plain cookie, like the cart's.
  writeDocumentCookie(
    `${COUPON_COOKIE}=${encodeURIComponent(code ?? "")}; Path=/; Max-Age=${maxAge}; SameSite=Lax`,
  );
}

/** After an order is placed: its coupon is spent. */
export function forgetCoupon(): void {
  rememberCoupon(null);
}

/** The server's reasons, each with its message key (`cart_coupon_expired`); anything else reads as unknown. */
const reasons = new Set([
  "coupon_unknown",
  "coupon_expired",
  "coupon_not_started",
  "coupon_min_subtotal",
  "coupon_used_up",
  "coupon_client_limit",
]);
const refusal = (code: string) => `cart_${reasons.has(code) ? code : "coupon_unknown"}`;

/**
 * The coupon of the cart and checkout pages (issue 15: one box for both): applies a code against `subtotal`,
 * revalidates the remembered one when the page opens, removes it, and takes a refusal the order met later.
 */
export function useCoupon(subtotal: number) {
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  /** The translation key of why no coupon is applied, if the customer tried one. */
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState("");
  const subtotalRef = useRef(subtotal);
  subtotalRef.current = subtotal;

  async function apply(input: string): Promise<void> {
    const wanted = input.trim();
    if (!wanted) {
      setError("coupon_enter_code");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await validateCoupon(wanted, subtotalRef.current);
      if (answer.kind === "valid") {
        setCoupon(answer.coupon);
        setCode(answer.coupon.code);
        rememberCoupon(answer.coupon.code);
      } else if (answer.kind === "invalid") {
        reject(answer.code);
      } else {
        setError("coupon_not_available");
      }
    } catch (error) {
      console.warn("coupon", error);
      setError("coupon_failed");
    } finally {
      setBusy(false);
    }
  }

  /** The server refused the code (here or when placing the order): it is no longer applied. */
  function reject(reason: string): void {
    setCoupon(null);
    rememberCoupon(null);
    setError(refusal(reason));
  }

  function remove(): void {
    setCoupon(null);
    setCode("");
    rememberCoupon(null);
    setError(null);
  }

  // The code applied before (another page, a reload) is checked again against today's subtotal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    const remembered = readDocumentCookie(COUPON_COOKIE);
    if (remembered) {
      setCode(remembered);
      void apply(remembered);
    }
  }, []);

  return {
    coupon,
    discount: coupon ? couponDiscount(coupon, subtotal) : 0,
    code,
    setCode,
    error,
    busy,
    apply: () => apply(code),
    remove,
    reject,
  };
}

export type CouponState = ReturnType<typeof useCoupon>;
