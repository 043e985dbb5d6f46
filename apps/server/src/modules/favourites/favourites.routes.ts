import {
  errorEnvelopeSchema,
  favoriteListResponseSchema,
  favoriteToggleRequestSchema,
  favoriteToggleResponseSchema,
  languageSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import { requireClient, requireSameClient, signedInClient } from "#server/plugins/auth.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { acceptFormBodies } from "#server/plugins/form-body.ts";
import { shopRateLimit } from "#server/plugins/rate-limit.ts";

const authErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** `POST /client-auth/favorite` and `GET /client-auth/list-fav` (spec §7). */
export async function favouritesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);

  app.post(
    "/client-auth/favorite",
    {
      onRequest: requireClient,
      bodyLimit: bodyLimits.form,
      config: { rateLimit: shopRateLimit("wishlist") },
      schema: {
        tags: ["accounts"],
        summary: "Add a product to the wishlist, or remove it when it is there",
        security: [{ apiKey: [], bearer: [] }],
        body: favoriteToggleRequestSchema,
        response: {
          200: favoriteToggleResponseSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const clientId = requireSameClient(request, request.body.client_id);
      const productId = request.body.product_id;
      const colorId = request.body.color ?? null;
      const ctx = requestContext(request, languageOf(request));
      const { favorited } = await app.services.favourites.toggle(ctx, { clientId, productId, colorId });
      return {
        message: favorited ? "Item added to wishlist!" : "Item removed from wishlist!",
        data: { product_id: productId, favorited, color: favorited ? colorId : null },
      };
    },
  );

  app.get(
    "/client-auth/list-fav",
    {
      onRequest: requireClient,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in client's wishlist with product cards (its length is the badge)",
        security: [{ apiKey: [], bearer: [] }],
        querystring: z.object({ lang: languageSchema.optional() }),
        response: { 200: favoriteListResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const ctx = requestContext(request, languageOf(request));
      reply.header("cache-control", "private, no-store");
      return { data: await app.services.favourites.list(ctx, signedInClient(request)) };
    },
  );
}
