import { createHash } from "node:crypto";
import type { Db } from "@dukkan/db";
import { staffIdempotencyKeys } from "@dukkan/db/schema/staff-idempotency";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";

/** Keys are kept this long: a retry comes within minutes, an operator's within the day. */
const keepMs = 24 * 60 * 60 * 1000;

export interface IdempotentRequest {
  staffId: number;
  key: string | undefined;
  /** Method and path, and the body: what makes two requests with one key the same. */
  method: string;
  path: string;
  body: unknown;
}

/**
 * Staff writes that add (a stock adjustment, a settlement) under an Idempotency-Key (issue 40): the first
 * request claims the key, writes, and keeps its answer; a retry with the same key and request gets that
 * answer without writing again, with another request 409. The claim is its own statement before the write,
 * so that the write's service keeps its transaction: if the server fails after the write began, the key
 * stays claimed without an answer and retries get 409 (`idempotency_in_progress`): refused, never applied
 * twice. A refused write (4xx) releases the key for a corrected retry.
 */
export function createStaffIdempotency(db: Db) {
  return {
    async run<T>(
      request: IdempotentRequest,
      statusCode: number,
      write: () => Promise<T>,
    ): Promise<{ statusCode: number; body: T }> {
      if (request.key === undefined) return { statusCode, body: await write() };
      const requestHash = createHash("sha256")
        .update(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`)
        .digest("base64url");
      const where = and(
        eq(staffIdempotencyKeys.staffId, request.staffId),
        eq(staffIdempotencyKeys.key, request.key),
      );
      // Old keys go first, so that a key reused a day later is a new request.
      await db
        .delete(staffIdempotencyKeys)
        .where(and(where, lt(staffIdempotencyKeys.createdAt, new Date(Date.now() - keepMs))));
      const claimed = await db
        .insert(staffIdempotencyKeys)
        .values({ staffId: request.staffId, key: request.key, requestHash })
        .onConflictDoNothing()
        .returning({ key: staffIdempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await db.select().from(staffIdempotencyKeys).where(where);
        if (!first || first.requestHash !== requestHash)
          throw new AppError("conflict", "This Idempotency-Key was used for another request");
        if (first.statusCode === null)
          throw new AppError("conflict", "The first request with this Idempotency-Key has not answered yet");
        return { statusCode: first.statusCode, body: first.response as T };
      }
      let body: T;
      try {
        body = await write();
      } catch (error) {
        // Refused before anything was written (a 4xx): the key is free again. Otherwise it stays claimed.
        if (error instanceof AppError && error.statusCode < 500)
          await db.delete(staffIdempotencyKeys).where(where);
        throw error;
      }
      await db
        .update(staffIdempotencyKeys)
        .set({ statusCode, response: sql`${JSON.stringify(body)}::jsonb` })
        .where(and(where, isNull(staffIdempotencyKeys.statusCode)));
      return { statusCode, body };
    },
  };
}

export type StaffIdempotency = ReturnType<typeof createStaffIdempotency>;
