import type { Database } from "@dukkan/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  databaseKind: z.enum(["pglite", "postgres"]),
});

/** `GET /api/health`: no key needed; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await options.database.ping().then(
        () => true,
        () => false,
      );
      return reply
        .status(up ? 200 : 503)
        .header("cache-control", "no-store")
        .send({
          status: up ? "ok" : "degraded",
          database: up ? "up" : "down",
          databaseKind: options.database.kind,
        });
    },
  );
}
