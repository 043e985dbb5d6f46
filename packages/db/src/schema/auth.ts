/** Client sessions (refresh tokens) and the sign-in throttle's counters, owned by apps/server/src/modules/auth. */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { index, integer, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { id, timestamps } from "./columns.ts";

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_client_id_idx").on(t.clientId),
    index("refresh_tokens_family_id_idx").on(t.familyId),
  ],
);

export type RefreshToken = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

/**
 * A client's live sessions: the current refresh token of each family that is neither revoked nor expired, of an
 * active client. An access token names its family (`sid`), and every request asks this view whether it is still
 * here: signing out, a password change or a disabled account refuses the token at once.
 */
export const liveClientSessions = pgView("live_client_sessions").as((qb) =>
  qb
    .select({ familyId: refreshTokens.familyId, clientId: refreshTokens.clientId })
    .from(refreshTokens)
    .innerJoin(clients, eq(clients.id, refreshTokens.clientId))
    .where(
      and(
        eq(clients.status, 1),
        isNull(refreshTokens.replacedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    ),
);

/**
 * Sign-in attempts reserved per key (an account from one address, or an account from anywhere; clients and
 * staff), counted in one atomic upsert before the password is checked. The key is an HMAC, so the table holds
 * neither phone numbers, e-mails nor addresses. A row is forgotten an hour after its last attempt.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_last_attempt_at_idx").on(t.lastAttemptAt)],
);
