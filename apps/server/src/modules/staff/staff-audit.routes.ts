import { auditListResponseSchema, auditQuerySchema, errorEnvelopeSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requirePermission, staffAuthErrors } from "./staff-auth.ts";

/** `GET /staff/audit`: the global audit view (issue 16); an entity's History tab filters it by entity and id. */
export async function staffAuditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/staff/audit",
    {
      onRequest: requirePermission("audit.view"),
      schema: {
        tags: ["staff"],
        summary: "Audit log: every catalogue write with its actor, before/after and request id, newest first",
        description:
          "Filters (all optional): `entity` and `entity_id` (one entity's history), `actor_id` (a staff " +
          "member), `from` ≤ time < `to` (ISO 8601 with offset). A staff actor carries its name.",
        security: [{ apiKey: [], bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, 400: errorEnvelopeSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return app.services.audit.list(request.query);
    },
  );
}
