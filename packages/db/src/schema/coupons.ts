/** Coupons and their redemptions, owned by apps/server/src/modules/coupons. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { id, status, timestamps } from "./columns.ts";
import { orders } from "./orders.ts";

export const couponKinds = ["percent", "fixed"] as const;
export type CouponKind = (typeof couponKinds)[number];

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    kind: text("kind").$type<CouponKind>().notNull(),
    /** percent 1 to 100, or IQD */
    value: integer("value").notNull(),
    minSubtotal: integer("min_subtotal").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** null: unlimited */
    usageLimit: integer("usage_limit"),
    /** null: unlimited */
    perClientLimit: integer("per_client_limit"),
    usedCount: integer("used_count").notNull().default(0),
    status: status(),
    ...timestamps,
  },
  (t) => [
    // Codes are unique whatever their case: `RAMADAN10` and `ramadan10` are one coupon.
    uniqueIndex("coupons_code_key").on(sql`lower(${t.code})`),
    check("coupons_kind_values", sql`${t.kind} IN ('percent', 'fixed')`),
    check("coupons_value_range", sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check(
      "coupons_used_count_range",
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_id_key").on(t.orderId),
    index("coupon_redemptions_coupon_client_idx").on(t.couponId, t.clientId),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
export type NewCouponRedemption = typeof couponRedemptions.$inferInsert;
