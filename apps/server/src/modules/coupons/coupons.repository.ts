import type { Db } from "@dukkan/db";
import { couponRedemptions, coupons } from "@dukkan/db/schema/coupons";
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon's uses, counted from the orders that hold a redemption (a cancelled order gave its use back). */
// Spelled out: drizzle leaves columns unqualified in a select list, which a subquery would read as its own.
const usesOf = sql<number>`(SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = "coupons"."id")`;

export function createCouponsRepository() {
  return {
    staffList: (db: Db) =>
      db
        .select({ coupon: coupons, uses: usesOf })
        .from(coupons)
        .orderBy(desc(coupons.status), asc(coupons.code)),
    async staffOne(db: Db, id: number) {
      const [row] = await db
        .select({ coupon: coupons, uses: usesOf })
        .from(coupons)
        .where(eq(coupons.id, id));
      return row;
    },
    /** The new coupon's id, or null when its code (any case) is taken. */
    async insert(db: Db, row: typeof coupons.$inferInsert) {
      const [inserted] = await db
        .insert(coupons)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: coupons.id });
      return inserted?.id ?? null;
    },
    async codeTaken(db: Db, code: string, exceptId: number) {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(sql`lower(${coupons.code}) = lower(${code})`, sql`${coupons.id} <> ${exceptId}`))
        .limit(1);
      return Boolean(row);
    },
    async update(db: Db, id: number, set: Partial<typeof coupons.$inferInsert>) {
      const [row] = await db
        .update(coupons)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(coupons.id, id))
        .returning({ id: coupons.id });
      return row ?? null;
    },
    /** Codes match whatever their case (the unique index is on `lower(code)`). */
    async byCode(db: Db, code: string): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(sql`lower(${coupons.code}) = lower(${code})`, eq(coupons.status, 1)))
        .limit(1);
      return row;
    },
    async byId(db: Db, id: number): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      return row;
    },
    async redemptionsOf(db: Db, couponId: number, clientId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.clientId, clientId)));
      return row?.n ?? 0;
    },
    /**
     * Counts one use when the coupon is still valid and not used up. The condition is checked on the locked row,
     * so concurrent orders never take more uses than the limit.
     */
    async claim(tx: Db, couponId: number): Promise<boolean> {
      const rows = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(coupons.id, couponId),
            eq(coupons.status, 1),
            sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
            sql`(${coupons.startsAt} IS NULL OR ${coupons.startsAt} <= now())`,
            sql`(${coupons.endsAt} IS NULL OR ${coupons.endsAt} > now())`,
          ),
        )
        .returning({ id: coupons.id });
      return rows.length === 1;
    },
    async recordRedemption(tx: Db, row: { couponId: number; orderId: number; clientId: number | null }) {
      await tx.insert(couponRedemptions).values(row);
    },
    /**
     * Counts an order's use again when its cancellation is undone (issue 38): within the usage limit only, but
     * whatever the coupon's dates or state now (the order used it when it was valid).
     */
    async reclaim(
      tx: Db,
      row: { couponId: number; orderId: number; clientId: number | null },
    ): Promise<boolean> {
      const claimed = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(coupons.id, row.couponId),
            sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
          ),
        )
        .returning({ id: coupons.id });
      if (claimed.length === 0) return false;
      await tx.insert(couponRedemptions).values(row);
      return true;
    },
    /** Gives a cancelled order's use back. */
    async release(tx: Db, orderId: number): Promise<void> {
      const removed = await tx
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ couponId: couponRedemptions.couponId });
      for (const { couponId } of removed) {
        await tx
          .update(coupons)
          .set({ usedCount: sql`${coupons.usedCount} - 1`, updatedAt: sql`now()` })
          .where(and(eq(coupons.id, couponId), gt(coupons.usedCount, 0)));
      }
    },
  };
}
