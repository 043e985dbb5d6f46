import {
  type CheckoutErrorCode,
  type Coupon,
  checkoutErrorMessages,
  couponDiscount,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError } from "#server/lib/app-error.ts";
import { type CouponRow, createCouponsRepository } from "./coupons.repository.ts";

export type { CouponRow };

/** A 422 on one field, with the stable code for the UI beside the English text. */
export function checkoutFieldError(field: string, code: CheckoutErrorCode, message?: string): AppError {
  return new AppError(
    "validation_failed",
    message ?? checkoutErrorMessages[code],
    { [field]: [checkoutErrorMessages[code]] },
    { error_codes: { [field]: [code] } },
  );
}

/** Why a coupon cannot apply to this subtotal now, or null when it can (the per-client limit aside). */
export function couponProblem(
  coupon: CouponRow,
  subtotal: number,
  now = new Date(),
): CheckoutErrorCode | null {
  if (coupon.endsAt && coupon.endsAt <= now) return "coupon_expired";
  if (coupon.startsAt && coupon.startsAt > now) return "coupon_not_started";
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return "coupon_used_up";
  if (subtotal < coupon.minSubtotal) return "coupon_min_subtotal";
  return null;
}

export function couponView(coupon: CouponRow, subtotal: number): Coupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    min_subtotal: coupon.minSubtotal,
    discount: couponDiscount(coupon, subtotal),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;

/**
 * Coupons: percent or fixed, a minimum subtotal, a validity window, a total and a per-client usage limit.
 * The order service applies them inside its transaction through `claim` and `recordRedemption`.
 */
export function createCouponsService(deps: { db: Db }) {
  const repository = createCouponsRepository();
  const { db } = deps;
  const service = {
    /**
     * The coupon that applies to `subtotal`, or a 422 on `field` saying why not. With a client, its own uses count
     * against the per-client limit (read again under a lock when an order is placed).
     */
    async usable(
      input: { code: string; subtotal: number; clientId: number | null; field?: string },
      tx: Db = db,
    ): Promise<CouponRow> {
      const field = input.field ?? "code";
      const coupon = await repository.byCode(tx, input.code.trim());
      if (!coupon) throw checkoutFieldError(field, "coupon_unknown");
      const problem = couponProblem(coupon, input.subtotal);
      if (problem) throw checkoutFieldError(field, problem);
      if (coupon.perClientLimit !== null && input.clientId !== null) {
        const used = await repository.redemptionsOf(tx, coupon.id, input.clientId);
        if (used >= coupon.perClientLimit) throw checkoutFieldError(field, "coupon_client_limit");
      }
      return coupon;
    },
    async validate(input: { code: string; subtotal: number; clientId: number | null }): Promise<Coupon> {
      const coupon = await service.usable(input);
      return couponView(coupon, input.subtotal);
    },
    /** The coupon an order used (whatever its state now), for the order desk's line edits. */
    byId: (tx: Db, id: number) => repository.byId(tx, id),
    claim: (tx: Db, couponId: number) => repository.claim(tx, couponId),
    recordRedemption: (tx: Db, row: { couponId: number; orderId: number; clientId: number | null }) =>
      repository.recordRedemption(tx, row),
    release: (tx: Db, orderId: number) => repository.release(tx, orderId),
  };
  return service;
}
