import type { Db } from "@dukkan/db";
import { liveClientSessions, refreshTokens } from "@dukkan/db/schema/auth";
import { and, eq, gt, isNull, sql } from "drizzle-orm";

export function createAuthRepository(db: Db) {
  return {
    async insert(row: { clientId: number; familyId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(row);
    },

    /**
     * Rotation: marks a live token replaced and stores its successor, in one transaction. The conditional UPDATE
     * is the lock: of two concurrent rotations of one token, only the first finds `replaced_at IS NULL`.
     */
    async rotate(tokenHash: string, next: { tokenHash: string; expiresAt: Date }) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .update(refreshTokens)
          .set({ replacedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.replacedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ clientId: refreshTokens.clientId, familyId: refreshTokens.familyId });
        if (!current) return null;
        await tx.insert(refreshTokens).values({ ...current, ...next });
        return current;
      });
    },

    async byHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** One query: the session's current refresh token is live and its client active (the view says both). */
    async isLive({ clientId, sessionId }: { clientId: number; sessionId: string }) {
      const [row] = await db
        .select({ clientId: liveClientSessions.clientId })
        .from(liveClientSessions)
        .where(and(eq(liveClientSessions.familyId, sessionId), eq(liveClientSessions.clientId, clientId)))
        .limit(1);
      return row !== undefined;
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOf(clientId: number) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(refreshTokens.clientId, clientId), isNull(refreshTokens.revokedAt)));
    },

    /** Housekeeping: tokens expired a day ago are of no use, not even for reuse detection. */
    async deleteExpired() {
      await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < now() - interval '1 day'`);
    },
  };
}
