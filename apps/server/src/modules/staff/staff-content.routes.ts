import {
  type ContentKind,
  contentKindDefinition,
  contentKindSchemas,
  contentKinds,
  contentPreviewLinkSchema,
  errorEnvelopeSchema,
  inUseErrorSchema,
  scheduledContentKinds,
  settingFormKeys,
  settingFormSchemas,
  staffContentItemSchema,
  staffContentListSchema,
  writeErrorSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission, staffAuthErrors, staffWriteContext } from "./staff-auth.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ apiKey: [], bearer: [] }];
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...staffAuthErrors };
const writeErrors = { ...errors, 409: inUseErrorSchema, 422: writeErrorSchema };
const item = z.object({ data: staffContentItemSchema });

/**
 * The storefront's content for the staff app (issue 18): `GET|POST /staff/content/{kind}`,
 * `GET|PATCH|DELETE /staff/content/{kind}/{id}`; slides and adverts also `POST …/{id}/publish` and
 * `POST …/{id}/preview`; the settings as typed forms, `GET /staff/settings` and `PUT /staff/settings/{key}`.
 */
export async function staffContentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const edit = requirePermission("content.edit");
  const content = app.services.contentAdmin;

  for (const kind of contentKinds) {
    const spec = contentKindSchemas[kind];
    const base = `/staff/content/${kind}`;
    const one = contentKindDefinition(kind).nouns[0];

    app.get(
      base,
      {
        onRequest: requirePermission("content.edit", "translations.edit"),
        schema: {
          tags: ["staff"],
          summary: `Content: every ${one}, in the storefront's order`,
          security,
          response: { 200: staffContentListSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: await content.list(kind) };
      },
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: requirePermission("content.edit", "translations.edit"),
        schema: {
          tags: ["staff"],
          summary: `One ${one}`,
          security,
          params: idParams,
          response: { 200: item, ...errors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: await content.one(kind, request.params.id) };
      },
    );

    app.post(
      base,
      {
        onRequest: edit,
        schema: {
          tags: ["staff"],
          summary: `Create a ${one}`,
          description:
            "Texts `{ ar, en?, ckb?, tr?, it? }`; media keys from /staff/media; HTML is sanitized.",
          security,
          body: spec.create,
          response: { 201: item, ...writeErrors },
        },
      },
      async (request, reply) => {
        const created = await content.create(staffWriteContext(request, "content.edit"), kind, request.body);
        reply.status(201);
        return { data: await content.one(kind, created.id as number) };
      },
    );

    app.patch(
      `${base}/:id`,
      {
        // A translator passes with translations.edit; the write path refuses all but texts in their languages.
        onRequest: requirePermission("content.edit", "translations.edit"),
        schema: {
          tags: ["staff"],
          summary: `Change a ${one}: send only what changes`,
          description:
            "A published slide or advert keeps its live version: the change is stored as its `draft` (previewed, then published).",
          security,
          params: idParams,
          body: spec.update,
          response: { 200: item, ...writeErrors },
        },
      },
      async (request) => {
        // A published slide's or advert's changes wait as a draft until published (decision 0018 addendum).
        await content.update(
          staffWriteContext(request, "content.edit"),
          kind,
          request.params.id,
          request.body,
          { draftWhenLive: true },
        );
        return { data: await content.one(kind, request.params.id) };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: edit,
        schema: {
          tags: ["staff"],
          summary: `Delete a ${one}`,
          description:
            "A blog category with posts, or a dealer type with dealers, is refused with 409 (`in_use`).",
          security,
          params: idParams,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await content.remove(staffWriteContext(request, "content.edit"), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  for (const kind of scheduledContentKinds satisfies readonly ContentKind[]) {
    const one = contentKindDefinition(kind).nouns[0];
    app.post(
      `/staff/content/${kind}/:id/publish`,
      {
        onRequest: edit,
        schema: {
          tags: ["staff"],
          summary: `Publish a ${one}: live now (within its dates) with its pending changes, its preview link retired`,
          security,
          params: idParams,
          response: { 200: item, ...writeErrors },
        },
      },
      async (request) => {
        await content.publish(staffWriteContext(request, "content.edit"), kind, request.params.id);
        return { data: await content.one(kind, request.params.id) };
      },
    );

    app.post(
      `/staff/content/${kind}/:id/preview`,
      {
        onRequest: edit,
        schema: {
          tags: ["staff"],
          summary: `A storefront link that shows this ${one} before it is published`,
          description:
            "The same link until the row is published; the page it opens is never cached or indexed.",
          security,
          params: idParams,
          response: { 200: z.object({ data: contentPreviewLinkSchema }), ...errors },
        },
      },
      async (request) => ({ data: { path: await content.previewPath(kind, request.params.id) } }),
    );
  }

  app.get(
    "/staff/settings",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "The shop's settings, one typed form per key",
        security,
        // The forms' shapes are the PUT bodies' (documented there); answers are not re-validated against them.
        response: { 200: z.object({ data: z.looseObject({}) }), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await content.settings() };
    },
  );

  for (const key of settingFormKeys) {
    app.put(
      `/staff/settings/${key}`,
      {
        onRequest: edit,
        schema: {
          tags: ["staff"],
          summary: `Save the \`${key}\` setting (replaces its rows; one audit entry)`,
          security,
          body: settingFormSchemas[key],
          response: { 200: z.object({ data: z.looseObject({ key: z.string() }) }), ...writeErrors },
        },
      },
      async (request) => ({
        data: await content.saveSetting(staffWriteContext(request, "content.edit"), key, request.body),
      }),
    );
  }
}
