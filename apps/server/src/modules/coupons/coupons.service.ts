import {
  type CheckoutErrorCode,
  type Coupon,
  type CouponCreateRequest,
  type CouponUpdateRequest,
  checkoutErrorMessages,
  couponDiscount,
  type StaffCoupon,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import { invalidField } from "#server/lib/input.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
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

function staffCouponView(row: { coupon: CouponRow; uses: number }): StaffCoupon {
  const c = row.coupon;
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.value,
    min_subtotal: c.minSubtotal,
    starts_at: c.startsAt?.toISOString() ?? null,
    ends_at: c.endsAt?.toISOString() ?? null,
    usage_limit: c.usageLimit,
    per_client_limit: c.perClientLimit,
    active: c.status === 1,
    uses: Number(row.uses),
  };
}

/** The columns a create or edit sets (fields left out stay as they are). */
function couponColumns(input: CouponUpdateRequest) {
  const date = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  const columns = {
    code: input.code,
    kind: input.kind,
    value: input.value,
    minSubtotal: input.min_subtotal,
    startsAt: date(input.starts_at),
    endsAt: date(input.ends_at),
    usageLimit: input.usage_limit,
    perClientLimit: input.per_client_limit,
    status: input.active === undefined ? undefined : input.active ? 1 : 0,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<
    Omit<CouponRow, "id">
  > & { code: string; kind: CouponRow["kind"]; value: number };
}

/**
 * Coupons: percent or fixed, a minimum subtotal, a validity window, a total and a per-client usage limit.
 * The order service applies them inside its transaction through `claim` and `recordRedemption`.
 */
export function createCouponsService(deps: { db: Db; audit: AuditService }) {
  const repository = createCouponsRepository();
  const { db } = deps;
  async function staffOne(id: number): Promise<StaffCoupon> {
    const row = await repository.staffOne(db, id);
    if (!row) throw notFound("No coupon with this id");
    return staffCouponView(row);
  }
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
    /** An undone cancellation's use counted again, within the usage limit (issue 38). */
    reclaim: (tx: Db, row: { couponId: number; orderId: number; clientId: number | null }) =>
      repository.reclaim(tx, row),

    // ---------------------------------------------------------- staff (issue 17)

    staffList: async (): Promise<StaffCoupon[]> => (await repository.staffList(db)).map(staffCouponView),
    async staffCreate(write: WriteContext, input: CouponCreateRequest): Promise<StaffCoupon> {
      const id = await db.transaction(async (tx) => {
        const created = await repository.insert(tx, couponColumns(input));
        if (created === null) throw invalidField("code", "A coupon has this code already", "code_taken");
        await deps.audit.record(tx, write, [
          { entity: "coupon", entityId: created, action: "create", before: null, after: { ...input } },
        ]);
        return created;
      });
      return staffOne(id);
    },
    async staffUpdate(write: WriteContext, id: number, input: CouponUpdateRequest): Promise<StaffCoupon> {
      const current = await repository.staffOne(db, id);
      if (!current) throw notFound("No coupon with this id");
      // The rules that span fields hold for the coupon as it will be.
      const merged = { ...staffCouponView(current), ...input };
      if (merged.kind === "percent" && merged.value > 100) {
        throw invalidField("value", "A percent coupon is at most 100", "percent_over_100");
      }
      if (merged.starts_at && merged.ends_at && Date.parse(merged.ends_at) <= Date.parse(merged.starts_at)) {
        throw invalidField("ends_at", "The end is before the start", "ends_before_start");
      }
      if (input.code && (await repository.codeTaken(db, input.code, id))) {
        throw invalidField("code", "A coupon has this code already", "code_taken");
      }
      await db.transaction(async (tx) => {
        await repository.update(tx, id, couponColumns(input));
        const { uses: _before, ...before } = staffCouponView(current);
        await deps.audit.record(tx, write, [
          { entity: "coupon", entityId: id, action: "update", before, after: { ...before, ...input } },
        ]);
      });
      return staffOne(id);
    },
  };
  return service;
}
