import { cityListResponseSchema, type Language, languageSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** `GET /api/v1/{lang}/cities`: register inside the `/:lang` scope. */
export async function citiesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/cities",
    {
      schema: {
        tags: ["accounts"],
        summary: "Iraq's governorates, localized (registration, profile and checkout forms)",
        params: z.object({ lang: languageSchema }),
        response: { 200: cityListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data: await app.services.cities.list({ lang: request.params.lang as Language }) };
    },
  );
}
