import type { Database } from "@dukkan/db";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { isDraining } from "./readiness.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "starting", "draining"]),
  database: z.enum(["up", "down"]),
  databaseKind: z.enum(["pglite", "postgres"]),
  search: z.enum(["ready", "warming"]),
});

const readySchema = z.object({
  status: z.enum(["ready", "starting", "draining", "unavailable"]),
  database: z.enum(["up", "down"]),
  search: z.enum(["ready", "warming"]),
  /** The media store (MEDIA_STORE): pages and uploads need it, so an instance that cannot reach it is not ready. */
  media: z.enum(["up", "down"]),
  /** Not needed to serve: while it is away, caches and rate limits are per instance. */
  redis: z.enum(["up", "degraded", "off"]),
});

const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

/**
 * Health for load balancers and orchestrators (issue 40), no key needed:
 * - `GET /api/health/live`: the process answers (restart it when it does not);
 * - `GET /api/health/ready`: send it traffic? 503 while the search index is first built, once SIGTERM's drain
 *   has begun, or when the database or the media store does not answer; Redis is reported, never fatal;
 * - `GET /api/health`: the first endpoint, kept for scripts: 503 when the database does not answer, while
 *   the index is built (`starting`) and while draining.
 */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const databaseUp = () =>
    options.database.ping().then(
      () => true,
      () => false,
    );

  // A key no file has: the store answers "not there" when it is reachable, and throws when it is not.
  const mediaUp = () =>
    app.media.store.head("health/ready-probe").then(
      () => true,
      () => false,
    );

  app.get(
    "/api/health/live",
    { schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async (_request, reply) => noStore(reply).send({ status: "ok" as const }),
  );

  app.get(
    "/api/health/ready",
    { schema: { tags: ["health"], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const warming = app.services.search.warming();
      const draining = isDraining(app.server);
      const [up, media] = await Promise.all([databaseUp(), mediaUp()]);
      const redis = app.redisState();
      const status = draining ? "draining" : !up || !media ? "unavailable" : warming ? "starting" : "ready";
      return noStore(reply)
        .status(status === "ready" ? 200 : 503)
        .send({
          status,
          database: up ? "up" : "down",
          search: warming ? "warming" : "ready",
          media: media ? "up" : "down",
          redis: redis === "down" ? "degraded" : redis,
        });
    },
  );

  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const warming = app.services.search.warming();
      const draining = isDraining(app.server);
      const up = await databaseUp();
      return noStore(reply)
        .status(up && !warming && !draining ? 200 : 503)
        .send({
          status: !up ? "degraded" : draining ? "draining" : warming ? "starting" : "ok",
          database: up ? "up" : "down",
          databaseKind: options.database.kind,
          search: warming ? "warming" : "ready",
        });
    },
  );
}
