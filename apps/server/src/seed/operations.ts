import { cities } from "@dukkan/db/schema/cities";
import { coupons, type NewCoupon } from "@dukkan/db/schema/coupons";
import { type NewStaffUser, staffUsers } from "@dukkan/db/schema/staff";
import type { PgTable } from "drizzle-orm/pg-core";
import { governorates } from "./data.ts";

/**
 * The demo staff account (issue 10): demo only, documented in the README. The hash is argon2id with the
 * server's parameters (m=19456 KiB, t=2, p=1), computed once with @node-rs/argon2 so the seed stays
 * deterministic (a fresh salt on every run would change the rows).
 */
export const demoStaff = {
  email: "staff@dukkan.iq",
  password: "Dukkan-staff-2026",
  name: "Dukkan staff",
} as const;

export function staffRows(): NewStaffUser[] {
  return [
    {
      email: demoStaff.email,
      passwordHash:
        "$argon2id$v=19$m=19456,t=2,p=1$6tdcYjyFSYxA8ikVsUrjdw$t75iLBdhgQlS+TdX3cmfV3AQE5dtDujDzbb4xlgff1k",
      name: demoStaff.name,
      role: "owner",
    },
  ];
}

/** Demo coupons: one active percent, one fixed with a minimum, one expired, one used up. */
export function couponRows(now: Date): NewCoupon[] {
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
  return [
    { code: "SAVE10", kind: "percent", value: 10, startsAt: days(-30), endsAt: null },
    {
      code: "KITCHEN25K",
      kind: "fixed",
      value: 25_000,
      minSubtotal: 250_000,
      startsAt: days(-30),
      endsAt: days(3650),
      perClientLimit: 1,
    },
    { code: "EID2025", kind: "percent", value: 15, startsAt: days(-400), endsAt: days(-10) },
    { code: "FIRST50", kind: "fixed", value: 50_000, startsAt: days(-60), usageLimit: 50, usedCount: 50 },
  ];
}

type Insert = <T extends PgTable>(table: T, rows: T["$inferInsert"][]) => Promise<unknown>;

/** Iraq's 18 governorates with their delivery fees. */
export const seedCities = (insert: Insert) =>
  insert(
    cities,
    governorates.map((g, i) => ({ name: g.name, deliveryFee: g.fee, sortOrder: i })),
  );

/** The demo coupons and, unless told not to (a demo store seeded in production, issue 36), the demo owner. */
export async function seedCouponsAndStaff(insert: Insert, now: Date, options: { demoOwner: boolean }) {
  await insert(coupons, couponRows(now));
  if (options.demoOwner) await insert(staffUsers, staffRows());
}
