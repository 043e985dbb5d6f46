import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Language } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { phoneCodes } from "@dukkan/db/schema/auth-phone-codes";
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { CodePurpose, SystemMessages } from "#server/modules/messages/system-messages.service.ts";

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;

/** Decision 0038's numbers. */
export const codeRules = {
  lifetimeMs: 10 * 60_000,
  tries: 5,
  /** Codes one phone may be sent per purpose and hour, and the least time between two. */
  perPhonePerHour: 3,
  minIntervalMs: 60_000,
};

/**
 * Six-digit codes sent to a phone (password reset, the phone's confirmation before a first cash-on-delivery
 * order). Only an HMAC with the server's secret is stored; the newest code of a phone and purpose is the only
 * live one, takes `tries` tries (each counted before it is compared, in one statement, so parallel guesses
 * cannot share a try), lives `lifetimeMs` and is used once.
 */
export function createPhoneCodes(deps: { db: Db; secret: string; messages: SystemMessages }) {
  const { db, secret, messages } = deps;
  const t = phoneCodes;
  const hashOf = (purpose: CodePurpose, phone: string, code: string) =>
    createHmac("sha256", secret).update(`phone-code\0${purpose}\0${phone}\0${code}`).digest();
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  return {
    /**
     * Sends a new code unless the phone had its share (per-phone limit: silently nothing, so that the caller's
     * answer stays the same). Returns whether a code was queued.
     */
    async send(to: {
      phone: string;
      purpose: CodePurpose;
      lang: Language;
      /** False for a phone that is no client's: the same work, and no message. */
      deliver?: boolean;
    }): Promise<boolean> {
      const now = new Date();
      return db.transaction(async (tx) => {
        // One sender per phone and purpose at a time: two parallel requests cannot both pass the count below.
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`phone-code:${to.purpose}:${to.phone}`}))`,
        );
        const since = new Date(now.getTime() - 60 * 60_000);
        const [recent] = await tx
          .select({ n: count(), last: sql<string | null>`max(${t.createdAt})` })
          .from(t)
          .where(and(eq(t.phone, to.phone), eq(t.purpose, to.purpose), gt(t.createdAt, at(since))));
        const last = recent?.last ? new Date(recent.last).getTime() : 0;
        if ((recent?.n ?? 0) >= codeRules.perPhonePerHour || now.getTime() - last < codeRules.minIntervalMs) {
          return false;
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
        // The older codes are replaced: only the newest one is live.
        await tx
          .update(t)
          .set({ usedAt: now })
          .where(and(eq(t.phone, to.phone), eq(t.purpose, to.purpose), isNull(t.usedAt)));
        await tx.insert(t).values({
          phone: to.phone,
          purpose: to.purpose,
          codeHash: hashOf(to.purpose, to.phone, code).toString("base64url"),
          expiresAt: new Date(now.getTime() + codeRules.lifetimeMs),
          createdAt: now,
        });
        if (to.deliver === false) return false;
        return messages.queueCode(tx, { phone: to.phone, lang: to.lang, purpose: to.purpose, code });
      });
    },

    /**
     * Takes one try of the phone's live code: true (and the code used) when it matches. A wrong, expired,
     * replaced, used or exhausted code is false.
     */
    async consume(phone: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const now = new Date();
      const newest = db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.phone, phone), eq(t.purpose, purpose)))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(1);
      const [tried] = await db
        .update(t)
        .set({ attempts: sql`${t.attempts} + 1` })
        .where(
          and(
            eq(t.id, sql`(${newest})`),
            isNull(t.usedAt),
            lt(t.attempts, codeRules.tries),
            gt(t.expiresAt, at(now)),
          ),
        )
        .returning({ id: t.id, codeHash: t.codeHash });
      const expected = hashOf(purpose, phone, code);
      const stored = tried ? Buffer.from(tried.codeHash, "base64url") : Buffer.alloc(expected.length);
      const matches = timingSafeEqual(stored, expected) && tried !== undefined;
      if (!tried || !matches) return false;
      // Used once: of two right answers at the same moment, one wins.
      const [used] = await db
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.id, tried.id), isNull(t.usedAt)))
        .returning({ id: t.id });
      return used !== undefined;
    },

    /** Housekeeping: codes a day old are of no use. */
    async deleteOld() {
      await db.delete(t).where(lt(t.createdAt, sql`now() - interval '1 day'`));
    },
  };
}
