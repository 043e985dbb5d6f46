import { createRequire } from "node:module";
import rateLimit, { type FastifyRateLimitStore as Store } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { RedisGate } from "../lib/redis-gate.ts";

// The package's two stores, which its index does not export.
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js");

type Counted = Parameters<Store["incr"]>[1];
type RouteOptions = Parameters<Store["child"]>[0];

/**
 * Counters in Redis while it answers, shared by the instances; while it is away (the gate's circuit), this
 * instance's own counters: each instance then allows the limit itself, never unlimited (issue 40).
 */
function sharedOrLocalStore(gate: RedisGate) {
  return class SharedOrLocalStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    /** Built by the plugin with its options, or by `child` with a route's two stores. */
    constructor(options: object, stores?: { shared: Store; local: Store }) {
      const { continueExceeding, exponentialBackoff } = options as Record<string, boolean | undefined>;
      this.shared =
        stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, gate.client, "dukkan-rl:");
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, done: Counted, timeWindow: number, max: number) {
      if (!gate.usable()) return this.local.incr(key, done, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            gate.succeeded();
            return done(null, result);
          }
          gate.failed();
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): Store {
      const stores = { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) };
      return new SharedOrLocalStore(routeOptions, stores);
    }
  };
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`): login, registration, lookups and the shop's writes.
 * Counters live in Redis when REDIS_URL is set, so several instances share them.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis?: RedisGate | undefined }) => {
    await app.register(rateLimit, {
      global: false,
      // A store that fails anyway (it should not: see above) lets the request through rather than answer 500.
      skipOnError: true,
      ...(options.redis ? { store: sharedOrLocalStore(options.redis) } : {}),
    });
  },
);

/**
 * Per IP: LOGIN_RATE_LIMIT (10) sign-in (or password) attempts a minute; the per-account delays live in the auth
 * and staff services. A browser-test run, whose files all sign in from 127.0.0.1, raises it.
 */
export const loginRateLimit = {
  max: (request: FastifyRequest) => request.server.config.loginAttemptsPerMinute,
  timeWindow: "1 minute",
};

/**
 * Per IP and minute, the shop's writes anyone can send: far above what a shopper does (one visit per page
 * load, one order per checkout), so that one address cannot flood them (issue 32). Addresses shared behind a
 * carrier's NAT are why they are not lower. SHOP_RATE_LIMIT_SCALE multiplies them: a browser-test run, whose
 * pages all load from 127.0.0.1, raises it.
 */
export const shopWritesPerMinute = {
  visits: 120,
  couponChecks: 30,
  orders: 20,
  ratings: 30,
  wishlist: 60,
};

export function shopRateLimit(write: keyof typeof shopWritesPerMinute) {
  return {
    max: (request: FastifyRequest) => shopWritesPerMinute[write] * request.server.config.shopRateLimitScale,
    timeWindow: "1 minute",
  };
}
