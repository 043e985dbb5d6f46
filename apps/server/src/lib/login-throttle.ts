import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Growing delays after repeated failed logins for one phone: after 5 failures each further attempt must wait
 * 15 s, 30 s, 1 min, ... up to 15 min. Failures are forgotten an hour after the last one and on a successful
 * login, so there is never a permanent lock-out.
 */
export const freeFailures = 5;
const firstDelaySeconds = 15;
const maxDelaySeconds = 15 * 60;
const forgetAfterSeconds = 60 * 60;

export function delayAfter(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
}

export interface FailureRecord {
  failures: number;
  /** epoch milliseconds */
  lastFailureAt: number;
}

/** Seconds to wait before the next attempt, or 0. */
export function retryAfterSeconds(record: FailureRecord | null, now = Date.now()): number {
  if (!record) return 0;
  const waitUntil = record.lastFailureAt + delayAfter(record.failures) * 1000;
  return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
}

export interface LoginThrottle {
  /** Seconds the phone must wait before trying again, or 0. */
  retryAfter(phone: string): Promise<number>;
  recordFailure(phone: string): Promise<void>;
  reset(phone: string): Promise<void>;
}

/** Keys are hashed so the counters never hold a phone number. */
const keyOf = (phone: string) => createHash("sha256").update(phone).digest("base64url").slice(0, 32);

/** In one process: a map bounded in size, entries forgotten an hour after their last failure. */
export function createMemoryLoginThrottle(maxEntries = 100_000): LoginThrottle {
  const records = new Map<string, FailureRecord>();
  const live = (key: string, now: number) => {
    const record = records.get(key);
    if (record && now - record.lastFailureAt > forgetAfterSeconds * 1000) {
      records.delete(key);
      return null;
    }
    return record ?? null;
  };
  return {
    async retryAfter(phone) {
      const now = Date.now();
      return retryAfterSeconds(live(keyOf(phone), now), now);
    },
    async recordFailure(phone) {
      const now = Date.now();
      const key = keyOf(phone);
      const failures = (live(key, now)?.failures ?? 0) + 1;
      records.delete(key); // re-insert at the end: the map's order is least recently failed first
      records.set(key, { failures, lastFailureAt: now });
      if (records.size > maxEntries) {
        const oldest = records.keys().next().value;
        if (oldest !== undefined) records.delete(oldest);
      }
    },
    async reset(phone) {
      records.delete(keyOf(phone));
    },
  };
}

/** Shared by every instance through Redis (REDIS_URL): one hash per phone, expiring an hour after the last failure. */
export function createRedisLoginThrottle(redis: Redis, prefix = "dukkan-login:"): LoginThrottle {
  return {
    async retryAfter(phone) {
      const [failures, last] = await redis.hmget(prefix + keyOf(phone), "failures", "last");
      if (!failures || !last) return 0;
      return retryAfterSeconds({ failures: Number(failures), lastFailureAt: Number(last) });
    },
    async recordFailure(phone) {
      const key = prefix + keyOf(phone);
      await redis
        .multi()
        .hincrby(key, "failures", 1)
        .hset(key, "last", String(Date.now()))
        .expire(key, forgetAfterSeconds)
        .exec();
    },
    async reset(phone) {
      await redis.del(prefix + keyOf(phone));
    },
  };
}
