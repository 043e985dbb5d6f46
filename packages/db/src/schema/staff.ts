/** Staff accounts, owned by apps/server/src/modules/staff. */
import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, status, timestamps } from "./columns.ts";

/** Dashboard users (issue 10: status changes of orders). Their tokens carry an audience of their own. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: id(),
    /** stored lower-case */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<"admin" | "staff">().notNull().default("staff"),
    status: status(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("staff_users_email_key").on(t.email),
    check("staff_users_role_values", sql`${t.role} IN ('admin', 'staff')`),
  ],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type NewStaffUser = typeof staffUsers.$inferInsert;
