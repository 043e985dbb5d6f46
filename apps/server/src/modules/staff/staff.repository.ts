import type { Language, StaffRole } from "@dukkan/contracts";
import type { Db, Tx } from "@dukkan/db";
import { staffRefreshTokens, staffSessions, staffUsers } from "@dukkan/db/schema/staff";
import { and, asc, count, eq, gt, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "#server/lib/like-pattern.ts";

export type StaffUserRow = typeof staffUsers.$inferSelect;

const now = sql`now()`;
const liveSession = and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now));
const activeUser = eq(staffUsers.status, 1);

export function createStaffRepository(db: Db) {
  return {
    /** Names by id, for timelines and settlements that show who did what. */
    async namesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async byEmail(email: string) {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      return row;
    },

    async byId(id: number, executor: Db | Tx = db) {
      const [row] = await executor.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row;
    },

    /** The account behind an access token: active, and its session neither revoked nor expired. */
    async principal(staffId: number, sessionId: string) {
      const [row] = await db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
          languages: staffUsers.languages,
        })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
        .where(and(eq(staffSessions.id, sessionId), eq(staffUsers.id, staffId), liveSession, activeUser))
        .limit(1);
      return row;
    },

    async page(filter: { q?: string | undefined }, limit: number, offset: number) {
      const where: SQL | undefined = filter.q
        ? or(
            ilike(staffUsers.email, containsPattern(filter.q)),
            ilike(staffUsers.name, containsPattern(filter.q)),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffUsers)
          .where(where)
          .orderBy(asc(staffUsers.name), asc(staffUsers.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(staffUsers).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Null when the e-mail is taken. */
    async insertUser(
      row: {
        email: string;
        name: string;
        role: StaffRole;
        languages: Language[];
        passwordHash: string;
      },
      executor: Db | Tx = db,
    ): Promise<StaffUserRow | null> {
      const [inserted] = await executor.insert(staffUsers).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async updateUser(
      tx: Db | Tx,
      id: number,
      patch: Partial<Pick<StaffUserRow, "email" | "name" | "role" | "languages" | "status" | "passwordHash">>,
    ) {
      const [row] = await tx
        .update(staffUsers)
        .set({ ...patch, updatedAt: now })
        .where(eq(staffUsers.id, id))
        .returning();
      return row;
    },

    /** Whether another account than `exceptId` signs in with this e-mail (already lower-case). */
    async emailTaken(email: string, exceptId: number, executor: Db | Tx = db): Promise<boolean> {
      const rows = await executor
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.email, email), ne(staffUsers.id, exceptId)));
      return rows.length > 0;
    },

    /**
     * The active owners, locked: of two owners demoting or disabling each other at once, the second waits and
     * then counts one owner left.
     */
    async lockActiveOwners(tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, "owner"), activeUser))
        .orderBy(asc(staffUsers.id))
        .for("update");
      return rows.map((row) => row.id);
    },

    async markSignedIn(id: number) {
      await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, id));
    },

    async startSession(session: {
      id: string;
      staffUserId: number;
      expiresAt: Date;
      refresh: { tokenHash: string; expiresAt: Date };
    }) {
      await db.transaction(async (tx) => {
        await tx
          .insert(staffSessions)
          .values({ id: session.id, staffUserId: session.staffUserId, expiresAt: session.expiresAt });
        await tx.insert(staffRefreshTokens).values({ sessionId: session.id, ...session.refresh });
      });
    },

    /**
     * Rotation: marks a live token of a live session replaced and stores its successor, in one transaction.
     * The conditional UPDATE is the lock: of two concurrent rotations of one token, only the first finds it live.
     */
    async rotate(tokenHash: string, next: { tokenHash: string; expiresAt: Date }) {
      return db.transaction(async (tx) => {
        const liveSessions = tx
          .select({ id: staffSessions.id })
          .from(staffSessions)
          .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
          .where(and(liveSession, activeUser));
        const [current] = await tx
          .update(staffRefreshTokens)
          .set({ replacedAt: now, updatedAt: now })
          .where(
            and(
              eq(staffRefreshTokens.tokenHash, tokenHash),
              isNull(staffRefreshTokens.replacedAt),
              gt(staffRefreshTokens.expiresAt, now),
              inArray(staffRefreshTokens.sessionId, liveSessions),
            ),
          )
          .returning({ sessionId: staffRefreshTokens.sessionId });
        if (!current) return null;
        await tx.insert(staffRefreshTokens).values({ sessionId: current.sessionId, ...next });
        const [session] = await tx
          .select({ staffUserId: staffSessions.staffUserId })
          .from(staffSessions)
          .where(eq(staffSessions.id, current.sessionId));
        return session ? { sessionId: current.sessionId, staffId: session.staffUserId } : null;
      });
    },

    async tokenByHash(tokenHash: string) {
      const [row] = await db
        .select({ sessionId: staffRefreshTokens.sessionId, replacedAt: staffRefreshTokens.replacedAt })
        .from(staffRefreshTokens)
        .where(eq(staffRefreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async revokeSession(sessionId: string) {
      await db
        .update(staffSessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Ends every session of an account, except `keep` (the device that changed its own password). */
    async revokeSessionsOf(staffUserId: number, options: { keep?: string; tx?: Tx } = {}) {
      await (options.tx ?? db)
        .update(staffSessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(
          and(
            eq(staffSessions.staffUserId, staffUserId),
            isNull(staffSessions.revokedAt),
            options.keep ? ne(staffSessions.id, options.keep) : undefined,
          ),
        );
    },

    /** Housekeeping: sessions and tokens a day past their end are of no use, not even for reuse detection. */
    async deleteExpired() {
      await db
        .delete(staffRefreshTokens)
        .where(sql`${staffRefreshTokens.expiresAt} < now() - interval '1 day'`);
      await db.delete(staffSessions).where(sql`${staffSessions.expiresAt} < now() - interval '1 day'`);
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
