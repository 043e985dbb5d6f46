import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";

/**
 * Rate limiting is opt-in per route (`config.rateLimit`): login, registration, lookups and the shop's writes.
 * Counters live in Redis when REDIS_URL is set, so several instances share them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redis?: Redis }) => {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: "dukkan-rl:" } : {}),
  });
});

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
