import type { Db } from "@dukkan/db";
import { type MessageRow, messages, type NewMessage } from "@dukkan/db/schema/messages";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";

export function createMessagesRepository() {
  return {
    async insert(tx: Db, rows: NewMessage[]): Promise<MessageRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(messages).values(rows).returning();
    },

    async byId(db: Db, id: number): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    /** A failed message queued again now, with a fresh count of tries (staff's "retry now"); null if not failed. */
    async retry(db: Db, id: number, orderId: number): Promise<MessageRow | null> {
      const [row] = await db
        .update(messages)
        .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(messages.id, id), eq(messages.orderId, orderId), eq(messages.status, "failed")))
        .returning();
      return row ?? null;
    },

    /**
     * Takes up to `limit` due messages for one try: each gets its try counted and is pushed `leaseMs` into the
     * future, in one statement. Rows another instance is taking are skipped (SKIP LOCKED), and once this commits
     * they are no longer due, so no other instance sends them while this one does.
     */
    claimDue(db: Db, limit: number, leaseMs: number): Promise<MessageRow[]> {
      const due = db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.status, "queued"), lte(messages.nextAttemptAt, sql`now()`)))
        .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(messages)
        .set({
          attempts: sql`${messages.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        })
        .where(inArray(messages.id, due))
        .returning();
    },

    async markSent(db: Db, id: number) {
      await db
        .update(messages)
        .set({ status: "sent", sentAt: sql`now()`, lastError: null })
        .where(eq(messages.id, id));
    },

    /** A failed try: queued again after `retryInMs`, or failed for good when there is no retry. */
    async markFailed(db: Db, id: number, error: string, retryInMs: number | null) {
      await db
        .update(messages)
        .set(
          retryInMs === null
            ? { status: "failed", lastError: error }
            : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
        )
        .where(eq(messages.id, id));
    },

    forOrder(db: Db, orderId: number) {
      return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(asc(messages.id));
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
