import {
  errorEnvelopeSchema,
  translationItemResponseSchema,
  translationListQuerySchema,
  translationListResponseSchema,
  translationSaveParamsSchema,
  translationSaveRequestSchema,
  translationSummaryResponseSchema,
  translationTargets,
  writableLanguages,
  writeErrorSchema,
} from "@dukkan/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "#server/lib/app-error.ts";
import { requirePermission, signedInStaff, staffAuthErrors, staffWriteContext } from "./staff-auth.ts";

const security = [{ apiKey: [], bearer: [] }];

/** The target languages this staff member may read and write here: a translator's granted ones, else all. */
function languagesOf(request: FastifyRequest): string[] {
  const writable = writableLanguages(signedInStaff(request));
  return translationTargets.filter((lang) => writable.includes(lang));
}

function requireLanguage(request: FastifyRequest, language: string): void {
  if (!languagesOf(request).includes(language))
    throw new AppError("forbidden", `Not one of your languages (${languagesOf(request).join(", ")})`, {
      language: ["not_your_language"],
    });
}

/**
 * The translation workspace (issue 18): counts per entity and language, the texts of one language in a state,
 * one entity's texts, and saving them. A translator sees and writes only their languages (403 for others).
 */
export async function staffTranslationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { translations } = app.services;
  const onRequest = requirePermission("translations.edit");

  app.get(
    "/staff/translations/summary",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary: "Per translated entity and language: texts with an Arabic source, done, missing and stale",
        security,
        response: { 200: translationSummaryResponseSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await translations.summary(languagesOf(request)) };
    },
  );

  app.get(
    "/staff/translations",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary:
          "The entities with a text in `state` in `language`, each with its fields (source, text, state)",
        security,
        querystring: translationListQuerySchema,
        response: { 200: translationListResponseSchema, 400: errorEnvelopeSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      requireLanguage(request, request.query.language);
      reply.header("cache-control", "no-store");
      return translations.list(request.query);
    },
  );

  app.get(
    "/staff/translations/:entity/:id",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary: "One entity's texts in `language` beside their Arabic source",
        security,
        params: translationSaveParamsSchema,
        querystring: translationListQuerySchema.pick({ language: true }),
        response: {
          200: translationItemResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...staffAuthErrors,
        },
      },
    },
    async (request, reply) => {
      requireLanguage(request, request.query.language);
      reply.header("cache-control", "no-store");
      const { entity, id } = request.params;
      return { data: await translations.one(entity, id, request.query.language) };
    },
  );

  app.patch(
    "/staff/translations/:entity/:id",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary: "Save one entity's texts in one language (the Arabic source is never changed here)",
        description:
          "`fields` maps a translated field (`name`, `description`) to its text; an empty text removes it. " +
          "Written through the catalogue write path: audit, caches and search follow, and the texts are no " +
          "longer stale. A translator may write only their languages (403).",
        security,
        params: translationSaveParamsSchema,
        body: translationSaveRequestSchema,
        response: {
          200: translationItemResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          422: writeErrorSchema,
          ...staffAuthErrors,
        },
      },
    },
    async (request) => {
      requireLanguage(request, request.body.language);
      const { entity, id } = request.params;
      return { data: await translations.save(staffWriteContext(request), entity, id, request.body) };
    },
  );
}
