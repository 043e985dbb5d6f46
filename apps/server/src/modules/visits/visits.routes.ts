import { errorEnvelopeSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { shopRateLimit } from "#server/plugins/rate-limit.ts";

const bodySchema = z.object({ url: z.string().max(4096) });

/** `POST /api/v1/visitour/create` (spec §7): one call per page load; the storefront only logs a failure. */
export async function visitsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/visitour/create",
    {
      bodyLimit: bodyLimits.visit,
      config: { rateLimit: shopRateLimit("visits") },
      schema: {
        tags: ["visits"],
        summary: "Record a page visit (the path only)",
        body: bodySchema,
        response: { 201: z.object({ data: z.object({ url: z.string() }) }), 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await app.services.visits.record({ url: request.body.url });
      return reply.status(201).send({ data });
    },
  );
}
