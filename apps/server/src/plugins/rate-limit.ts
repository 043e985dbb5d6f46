import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";

/**
 * Rate limiting is opt-in per route (`config.rateLimit`): login, registration and lookups.
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
