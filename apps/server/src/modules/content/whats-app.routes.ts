import { isLanguage, whatsAppContactSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestContext } from "#server/lib/request-context.ts";

/**
 * `GET /api/v1/whats-app` (spec §7) has no language segment: the language comes from a `lang` query
 * parameter or the `lang` cookie, else Arabic.
 */
export async function whatsAppRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/whats-app",
    {
      config: { httpCache: { maxAge: 300, varyOnLangCookie: true } },
      schema: {
        tags: ["catalog"],
        summary: "WhatsApp contacts by department, with their chat links",
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: z.object({ data: z.array(whatsAppContactSchema) }) },
      },
    },
    async (request) => {
      const wanted = request.query.lang ?? request.cookies.lang;
      const ctx = requestContext(request, isLanguage(wanted) ? wanted : "ar");
      return { data: await app.services.content.whatsAppContacts(ctx) };
    },
  );
}
