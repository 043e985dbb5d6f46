import {
  type Language,
  languageSchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestionsResponseSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestContext } from "#server/lib/request-context.ts";

const langParams = z.object({ lang: languageSchema });
/** Generous per-IP limit: an overlay asks once per keystroke (after debouncing), people type fast. */
const rateLimit = { max: 120, timeWindow: "1 minute" };
/** Results change only with the catalogue; browsers may keep them briefly. */
const httpCache = { maxAge: 30 };

/** Product search and the search overlay's suggestions under `/api/v1/{lang}` (spec §7, issue 4). */
export async function searchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const search = app.services.search;
  const tags = ["search"];

  app.get(
    "/products/search",
    {
      config: { rateLimit, httpCache },
      schema: {
        tags,
        summary: "Products matching a query in any language, by name, brand, category or code; best first",
        params: langParams,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => search.search(requestContext(request, request.params.lang as Language), request.query),
  );
  app.get(
    "/products/suggestions",
    {
      config: { rateLimit, httpCache },
      schema: {
        tags,
        summary: "Up to 6 product names for the search overlay, as the user types (our extension)",
        params: langParams,
        querystring: searchQuerySchema.pick({ search: true }),
        response: { 200: suggestionsResponseSchema },
      },
    },
    async (request) => ({
      data: await search.suggestions(requestContext(request, request.params.lang as Language), request.query),
    }),
  );
}
