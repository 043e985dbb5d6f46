import { errorEnvelopeSchema, rateRequestSchema, rateResponseSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import { requireClient, requireSameClient } from "#server/plugins/auth.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { acceptFormBodies } from "#server/plugins/form-body.ts";
import { shopRateLimit } from "#server/plugins/rate-limit.ts";

/** `POST /client-auth/rate` (spec §7). */
export async function ratingsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);

  app.post(
    "/client-auth/rate",
    {
      onRequest: requireClient,
      bodyLimit: bodyLimits.form,
      config: { rateLimit: shopRateLimit("ratings") },
      schema: {
        tags: ["accounts"],
        summary: "Rate a product 1 to 5, once",
        description: "A second rating of the same product: 409 'You have already rated this product'.",
        security: [{ apiKey: [], bearer: [] }],
        body: rateRequestSchema,
        response: {
          201: rateResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const clientId = requireSameClient(request, request.body.client_id);
      const ctx = requestContext(request, languageOf(request));
      const data = await app.services.ratings.rate(ctx, {
        clientId,
        productId: request.body.product_id,
        rate: request.body.rate,
        date: request.body.date,
      });
      return reply.status(201).send({ message: "Rating submitted successfully!", data });
    },
  );
}
