import type { Database } from "@dukkan/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "starting"]),
  database: z.enum(["up", "down"]),
  databaseKind: z.enum(["pglite", "postgres"]),
  search: z.enum(["ready", "warming"]),
});

/**
 * `GET /api/health`: no key needed; 503 when the database does not answer, and while the search index is
 * being built after start (`starting`): a load balancer sends no traffic before it is ready, and a large
 * catalogue's index built under load took 120 MB more memory.
 */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const warming = app.services.search.warming();
      const up = await options.database.ping().then(
        () => true,
        () => false,
      );
      return reply
        .status(up && !warming ? 200 : 503)
        .header("cache-control", "no-store")
        .send({
          status: !up ? "degraded" : warming ? "starting" : "ok",
          database: up ? "up" : "down",
          databaseKind: options.database.kind,
          search: warming ? "warming" : "ready",
        });
    },
  );
}
