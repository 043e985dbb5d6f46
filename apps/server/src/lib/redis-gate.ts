import type { Redis, RedisOptions } from "ioredis";

/** A command that fails or times out opens the circuit this long: no request waits on a Redis that hangs. */
const openMs = 5_000;

/**
 * Redis is a helper, never a single point of failure (issue 40): commands fail fast while it is away (no
 * offline queue, short timeouts) and callers fall back to what this instance has (local cache, local rate
 * counters). Reconnection is tried every second at most.
 */
export const redisOptions: RedisOptions = {
  lazyConnect: false,
  connectTimeout: 1_000,
  commandTimeout: 500,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: (times) => Math.min(times * 200, 1_000),
};

export type RedisState = "up" | "down";

/** Whether Redis may be asked now, and what to do when it comes back after an outage. */
export interface RedisGate {
  readonly client: Redis;
  /** Connected, and no command failed in the last `openMs`. */
  usable(): boolean;
  /** A command failed: stop asking for a while. */
  failed(): void;
  /** A command answered. */
  succeeded(): void;
  state(): RedisState;
  /** Called each time Redis is usable again after it was not (not on the first connection). */
  onRecovered(listener: () => void): void;
}

export function createRedisGate(client: Redis, log: (message: string) => void): RedisGate {
  let openUntil = 0;
  let everReady = false;
  let lost = false;
  const recovered: (() => void)[] = [];
  const markLost = () => {
    if (!lost && everReady)
      log("Redis is unavailable: caches and rate limits are per instance until it returns");
    lost = true;
  };
  // Without a listener ioredis prints every failed reconnection.
  client.on("error", markLost);
  client.on("close", markLost);
  const ready = () => {
    if (everReady && lost) {
      log("Redis is back");
      for (const listener of recovered) listener();
    }
    everReady = true;
    lost = false;
  };
  client.on("ready", () => {
    openUntil = 0;
    ready();
  });
  const gate: RedisGate = {
    client,
    usable: () => client.status === "ready" && Date.now() >= openUntil,
    failed() {
      openUntil = Date.now() + openMs;
      markLost();
      // A Redis that hung without dropping the connection: asked again once the circuit closes.
      setTimeout(() => {
        if (client.status === "ready" && Date.now() >= openUntil)
          void client.ping().then(gate.succeeded, gate.failed);
      }, openMs).unref();
    },
    succeeded() {
      if (lost) ready();
    },
    state: () => (client.status === "ready" && Date.now() >= openUntil ? "up" : "down"),
    onRecovered(listener) {
      recovered.push(listener);
    },
  };
  return gate;
}
