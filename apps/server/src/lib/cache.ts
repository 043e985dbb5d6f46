import type { RequestContext } from "@dukkan/contracts";
import type { RedisGate } from "./redis-gate.ts";

/**
 * The read cache. Every write in the system calls `invalidateAll()`, which drops every cached read here and,
 * through Redis, on every other instance (spec §7: any create, update or delete invalidates all cached
 * resources). Entries live in process; with Redis they are also shared between instances.
 *
 * Redis is only a helper (issue 40): while it is away (`RedisGate`), reads use the local entries and the
 * database, and an invalidation is local at once and published when Redis returns; on its return every
 * instance drops its entries and bumps the shared generation, since it may have missed another's writes.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  /** The cached value, or `load()` once, even when many callers miss at the same time. */
  wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  invalidateAll(): Promise<void>;
  /** Calls `listener` after every invalidation, here or (through Redis) on another instance. */
  onInvalidate(listener: () => void): void;
  /** Reads answered from this instance's entries, from Redis, and loaded (for the metrics). */
  stats(): { localHits: number; sharedHits: number; misses: number };
  close(): Promise<void>;
}

const maxLocalEntries = 5_000;
const channel = "dukkan:cache:invalidate";
const generationKey = "dukkan:cache:generation";

/** A localized read's key: its language, its origin (media URLs are absolute) and what it reads. */
export const localizedKey = (ctx: RequestContext, ...parts: (string | number | boolean | undefined)[]) =>
  [ctx.lang, ctx.origin, ...parts].join("|");

export interface CacheOptions {
  /** Which keys the cache keeps; others always load (CACHE=off keeps only what it must, see app.ts). */
  keep?: (key: string) => boolean;
}

export function createCache(gate?: RedisGate, { keep = () => true }: CacheOptions = {}): Cache {
  const local = new Map<string, { value: unknown; expiresAt: number }>();
  const loading = new Map<string, Promise<unknown>>();
  const counts = { localHits: 0, sharedHits: 0, misses: 0 };
  /** The shared entries' generation in Redis (their keys' prefix), the same on every instance. */
  let generation = 0;
  /** Invalidations seen here: a load begun before one is handed out but not kept. */
  let invalidations = 0;
  const listeners: (() => void)[] = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  /** Redis, when it may be asked now: a failure opens the gate's circuit and answers `undefined`. */
  async function shared<T>(command: (redis: RedisGate["client"]) => Promise<T>): Promise<T | undefined> {
    if (!gate?.usable()) return undefined;
    try {
      const answer = await command(gate.client);
      gate.succeeded();
      return answer;
    } catch {
      gate.failed();
      return undefined;
    }
  }
  function dropLocal() {
    invalidations += 1;
    local.clear();
    loading.clear();
    notify();
  }
  /** Tells the other instances; when Redis is away, its return does (`onRecovered` below). */
  async function publish() {
    const next = await shared((redis) => redis.incr(generationKey));
    if (next === undefined) return;
    generation = next;
    await shared((redis) => redis.publish(channel, String(next)));
  }

  // Subscribed on every (re)connection; its own queue keeps the subscription asked for while it connects.
  const subscriber = gate?.client.duplicate({ enableOfflineQueue: true });
  subscriber?.on("error", () => undefined);
  subscriber?.on("ready", () => void subscriber.subscribe(channel).catch(() => undefined));
  subscriber?.on("message", (_channel, message) => {
    generation = Number(message) || generation + 1;
    dropLocal();
  });
  if (gate) {
    gate.client.once("ready", () => {
      void shared((redis) => redis.get(generationKey)).then((value) => {
        if (value !== undefined) generation = Number(value ?? 0);
      });
    });
    // Writes here or elsewhere may have gone unheard while Redis was away.
    gate.onRecovered(() => {
      dropLocal();
      void publish();
    });
  }
  const sharedKey = (key: string) => `dukkan:cache:${generation}:${key}`;

  function getLocal<T>(key: string): T | undefined {
    const entry = local.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      local.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  function setLocal(key: string, value: unknown, ttlSeconds: number) {
    if (local.size >= maxLocalEntries) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = local.keys().next().value;
      if (oldest !== undefined) local.delete(oldest);
    }
    local.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  const cache: Cache = {
    async get<T>(key: string) {
      if (!keep(key)) return undefined;
      const hit = getLocal<T>(key);
      if (hit !== undefined) {
        counts.localHits += 1;
        return hit;
      }
      const found = await shared((redis) => redis.multi().get(sharedKey(key)).ttl(sharedKey(key)).exec());
      const [[, text] = [], [, ttl] = []] = found ?? [];
      if (typeof text !== "string") return undefined;
      counts.sharedHits += 1;
      const value = JSON.parse(text) as T;
      setLocal(key, value, Math.max(Number(ttl) || 1, 1));
      return value;
    },
    async set(key, value, ttlSeconds) {
      if (!keep(key)) return;
      setLocal(key, value, ttlSeconds);
      await shared((redis) => redis.set(sharedKey(key), JSON.stringify(value), "EX", ttlSeconds));
    },
    async wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>) {
      if (!keep(key)) return load();
      const hit = await cache.get<T>(key);
      if (hit !== undefined) return hit;
      counts.misses += 1;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const startedAt = invalidations;
      const job = load()
        .then(async (value) => {
          // A write during the load makes the value stale: hand it out, but do not keep it.
          if (startedAt === invalidations) await cache.set(key, value, ttlSeconds);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, job);
      return job;
    },
    /** Never fails: after a commit, the write has happened whatever Redis does (issue 40). */
    async invalidateAll() {
      dropLocal();
      if (gate) await publish();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    stats: () => ({ ...counts }),
    async close() {
      // Not `quit()`: its queue would wait for a Redis that is away.
      subscriber?.disconnect();
    },
  };
  return cache;
}
