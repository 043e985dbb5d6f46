import type { Db } from "@dukkan/db";
import { loginAttempts } from "@dukkan/db/schema/auth";
import { eq, sql } from "drizzle-orm";
import {
  type Allowance,
  firstDelaySeconds,
  forgetAfterSeconds,
  type LoginThrottle,
  maxDelaySeconds,
  perAccount,
  perAddress,
  retryAfterSeconds,
  throttleKeys,
} from "#server/lib/login-throttle.ts";

/**
 * The sign-in throttle of clients and staff, in the database: every instance shares it, and each reservation is
 * one upsert, so two parallel attempts can never both take the last free one. Times come from the server's
 * clock (not the database's), like the tokens' expiry.
 */
export function createLoginThrottle(db: Db, secret: string): LoginThrottle {
  const t = loginAttempts;

  /**
   * Takes one attempt of `key` unless it must wait: the row is counted (or started again after an hour) only
   * when its delay is over. Returns 0, or the seconds to wait.
   */
  async function take(key: string, { free }: Allowance): Promise<number> {
    const now = new Date();
    const at = sql`${now.toISOString()}::timestamptz`;
    const forgotten = sql`${t.lastAttemptAt} <= ${at} - make_interval(secs => ${forgetAfterSeconds}::int)`;
    const delay = sql`least(${maxDelaySeconds}::int, ${firstDelaySeconds}::int * power(2, ${t.attempts} - ${free}::int))`;
    const [taken] = await db
      .insert(t)
      .values({ key, attempts: 1, lastAttemptAt: now })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          attempts: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${t.attempts} + 1 END`,
          lastAttemptAt: now,
        },
        setWhere: sql`${forgotten} OR ${t.attempts} < ${free}::int OR ${t.lastAttemptAt} + make_interval(secs => ${delay}) <= ${at}`,
      })
      .returning({ attempts: t.attempts });
    if (taken) return 0;
    const [row] = await db.select().from(t).where(eq(t.key, key));
    const record = row ? { attempts: row.attempts, lastAttemptAt: row.lastAttemptAt.getTime() } : null;
    // Refused, yet the wait may have ended since: the next attempt will be let through.
    return Math.max(1, retryAfterSeconds(record, free, now.getTime()));
  }

  /** Gives back an attempt that was not a failure. */
  async function giveBack(key: string) {
    await db
      .update(t)
      .set({ attempts: sql`${t.attempts} - 1` })
      .where(sql`${t.key} = ${key} AND ${t.attempts} > 0`);
  }

  return {
    async reserve(attempt) {
      const keys = throttleKeys(secret, attempt);
      const addressWait = await take(keys.perAddress, perAddress);
      if (addressWait > 0) return addressWait;
      const accountWait = await take(keys.perAccount, perAccount);
      // Refused for the whole account: this address's attempt was not made.
      if (accountWait > 0) await giveBack(keys.perAddress);
      return accountWait;
    },

    async succeeded(attempt) {
      const keys = throttleKeys(secret, attempt);
      await db.delete(t).where(eq(t.key, keys.perAddress));
      await giveBack(keys.perAccount);
    },
  };
}

/** Housekeeping: counters an hour past their last attempt count for nothing. */
export async function deleteForgottenAttempts(db: Db) {
  await db
    .delete(loginAttempts)
    .where(sql`${loginAttempts.lastAttemptAt} < now() - make_interval(secs => ${forgetAfterSeconds}::int)`);
}
