import { homePageSchema, type Language, languageSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestContext } from "#server/lib/request-context.ts";

const langParams = z.object({ lang: languageSchema });

/** Catalogue reads under `/api/v1/{lang}` (spec §7). */
export async function catalogRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/home",
    {
      schema: {
        tags: ["catalog"],
        summary: "Everything the home page shows (our extension)",
        params: langParams,
        response: { 200: z.object({ data: homePageSchema }) },
      },
    },
    async (request) => {
      const ctx = requestContext(request, request.params.lang as Language);
      return { data: await app.services.home.load(ctx) };
    },
  );
}
