import type { Redis } from "ioredis";

/**
 * The read cache. Every write in the system calls `invalidateAll()`, which drops every cached read here and,
 * through Redis, on every other instance (spec §7: any create, update or delete invalidates all cached
 * resources). Entries live in process; with Redis they are also shared between instances.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  /** The cached value, or `load()` once, even when many callers miss at the same time. */
  wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  invalidateAll(): Promise<void>;
  /** Calls `listener` after every invalidation, here or (through Redis) on another instance. */
  onInvalidate(listener: () => void): void;
  close(): Promise<void>;
}

const maxLocalEntries = 5_000;
const channel = "dukkan:cache:invalidate";
const generationKey = "dukkan:cache:generation";

export interface CacheOptions {
  /** Which keys the cache keeps; others always load (CACHE=off keeps only what it must, see app.ts). */
  keep?: (key: string) => boolean;
}

export function createCache(redis?: Redis, { keep = () => true }: CacheOptions = {}): Cache {
  const local = new Map<string, { value: unknown; expiresAt: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  let subscriber: Redis | undefined;
  const listeners: (() => void)[] = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };

  if (redis) {
    subscriber = redis.duplicate();
    void subscriber.subscribe(channel);
    subscriber.on("message", (_channel, message) => {
      generation = Number(message) || generation + 1;
      local.clear();
      notify();
    });
    void redis.get(generationKey).then((value) => {
      generation = Number(value ?? 0);
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
      if (hit !== undefined || !redis) return hit;
      const shared = await redis.get(sharedKey(key)).catch(() => null);
      if (shared === null) return undefined;
      const value = JSON.parse(shared) as T;
      const ttl = await redis.ttl(sharedKey(key)).catch(() => 1);
      setLocal(key, value, Math.max(ttl, 1));
      return value;
    },
    async set(key, value, ttlSeconds) {
      if (!keep(key)) return;
      setLocal(key, value, ttlSeconds);
      await redis?.set(sharedKey(key), JSON.stringify(value), "EX", ttlSeconds).catch(() => undefined);
    },
    async wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>) {
      if (!keep(key)) return load();
      const hit = getLocal<T>(key) ?? (redis ? await cache.get<T>(key) : undefined);
      if (hit !== undefined) return hit;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const startedAt = generation;
      const job = load()
        .then(async (value) => {
          // A write during the load makes the value stale: hand it out, but do not keep it.
          if (startedAt === generation) await cache.set(key, value, ttlSeconds);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, job);
      return job;
    },
    async invalidateAll() {
      generation += 1;
      local.clear();
      loading.clear();
      notify();
      if (redis) {
        const next = await redis.incr(generationKey);
        generation = Math.max(generation, next);
        await redis.publish(channel, String(next));
      }
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async close() {
      await subscriber?.quit().catch(() => undefined);
    },
  };
  return cache;
}
