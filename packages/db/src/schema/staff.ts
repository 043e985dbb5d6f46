/** Staff accounts, sessions and refresh tokens, owned by apps/server/src/modules/staff. */
import type { Language, StaffRole } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, status, timestamps } from "./columns.ts";

/** Dashboard users (issue 10, roles issue 16). Their tokens carry an audience of their own. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: id(),
    /** stored lower-case */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** The languages a translator may write (empty for other roles). */
    languages: text("languages").array().$type<Language[]>().notNull().default(sql`'{}'::text[]`),
    /** 1 active, 0 disabled (its sessions end at once) */
    status: status(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("staff_users_email_key").on(t.email),
    check(
      "staff_users_role_values",
      sql`${t.role} IN ('owner', 'manager', 'catalogue_editor', 'translator', 'order_agent', 'stock_clerk', 'content_editor')`,
    ),
    check(
      "staff_users_languages_values",
      sql`${t.languages} <@ ARRAY['ar', 'en', 'ckb', 'tr', 'it']::text[]`,
    ),
  ],
);

/**
 * A staff sign-in: its access tokens name it (`sid`), so revoking it refuses them at once, and its refresh
 * tokens rotate within it (reuse of a rotated one revokes the session).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** absolute end, whatever the refreshes */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("staff_sessions_staff_user_id_idx").on(t.staffUserId)],
);

/** Opaque refresh tokens of staff sessions; only their sha256 is stored. */
export const staffRefreshTokens = pgTable(
  "staff_refresh_tokens",
  {
    id: id(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => staffSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** set when rotated: presenting it again is reuse */
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("staff_refresh_tokens_token_hash_key").on(t.tokenHash),
    index("staff_refresh_tokens_session_id_idx").on(t.sessionId),
    index("staff_refresh_tokens_expires_at_idx").on(t.expiresAt),
  ],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type NewStaffUser = typeof staffUsers.$inferInsert;
export type StaffSession = typeof staffSessions.$inferSelect;
export type StaffRefreshToken = typeof staffRefreshTokens.$inferSelect;
