import { staffDashboardResponseSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requirePermission, signedInStaff, staffAuthErrors } from "./staff-auth.ts";

/** `GET /staff/dashboard`: the staff app's home screen. */
export async function staffDashboardRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/staff/dashboard",
    {
      onRequest: requirePermission("dashboard.view"),
      schema: {
        tags: ["staff"],
        summary:
          "Home screen numbers: today's orders by status, low stock, hidden products, missing translations",
        description:
          "Each section is present only when the role may use the list it links to; a translator's missing " +
          "translations cover the granted languages only. The shop's day is Baghdad time.",
        security: [{ apiKey: [], bearer: [] }],
        response: { 200: staffDashboardResponseSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await app.services.staffDashboard.forStaff(signedInStaff(request)) };
    },
  );
}
