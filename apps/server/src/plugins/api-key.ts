import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError } from "#server/lib/app-error.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Every `/api/v1` call carries the public client key as the `api_key` query parameter (spec §7).
 * Register inside the `/api/v1` scope only.
 */
export function requireApiKey(app: FastifyInstance, apiKey: string) {
  const expected = digest(apiKey);
  app.addHook("onRequest", async (request) => {
    const given = (request.query as Record<string, unknown> | undefined)?.api_key;
    if (typeof given !== "string" || !timingSafeEqual(digest(given), expected)) {
      throw new AppError("unauthorized", "A valid api_key query parameter is required");
    }
  });
}
