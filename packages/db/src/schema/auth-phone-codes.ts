/** One-time codes sent to a phone (issue 39), owned by apps/server/src/modules/auth. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

/**
 * A 6-digit code sent by WhatsApp or SMS: a password reset, or the phone's confirmation before a first
 * cash-on-delivery order (decision 0038). Only an HMAC of the code is kept (with the server's secret, so a copy
 * of the database alone cannot try the million codes). The newest live code of a phone and purpose is the only
 * one that counts; it takes 5 tries, lives 10 minutes and is used once.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: id(),
    /** E.164, e.g. +9647701234567 */
    phone: text("phone").notNull(),
    /** password_reset | phone_confirmation */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the code was used, or when a newer code replaced it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("phone_codes_phone_idx").on(t.phone, t.purpose, t.createdAt),
    check("phone_codes_purpose_values", sql`${t.purpose} IN ('password_reset', 'phone_confirmation')`),
  ],
);

export type PhoneCode = typeof phoneCodes.$inferSelect;
