import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
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

/** Per IP: 10 sign-in (or password) attempts a minute; the per-phone delays live in the auth service. */
export const loginRateLimit = { max: 10, timeWindow: "1 minute" };
