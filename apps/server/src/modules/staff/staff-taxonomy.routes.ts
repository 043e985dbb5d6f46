import {
  brandCreateSchema,
  brandUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  errorEnvelopeSchema,
  inUseErrorSchema,
  partCreateSchema,
  partUpdateSchema,
  staffBrandListSchema,
  staffBrandSchema,
  staffCategoryListSchema,
  staffCategorySchema,
  staffPartListSchema,
  staffPartSchema,
  staffSubPartListSchema,
  staffSubPartSchema,
  subPartCreateSchema,
  subPartUpdateSchema,
  type TaxonomyKind,
  type TaxonomyListQuery,
  taxonomyListQuerySchema,
  writeErrorSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originOf } from "#server/lib/request-context.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { Services } from "#server/services.ts";
import { requirePermission, staffAuthErrors, staffWriteContext } from "./staff-auth.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ apiKey: [], bearer: [] }];
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...staffAuthErrors };
const writeErrors = { ...errors, 409: inUseErrorSchema, 422: writeErrorSchema };

interface Kind {
  path: TaxonomyKind;
  /** For the documentation: "brand", "sub-part". */
  one: string;
  view: z.ZodType;
  list: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  /** The use that refuses a deletion (documented). */
  inUse: string;
  read(services: Services): {
    list(origin: string, query: TaxonomyListQuery): Promise<unknown>;
    one(origin: string, id: number): Promise<unknown>;
  };
  write(services: Services): {
    create(ctx: WriteContext, input: never): Promise<Record<string, unknown>>;
    update(ctx: WriteContext, id: number, input: never): Promise<unknown>;
    remove(ctx: WriteContext, id: number): Promise<unknown>;
  };
}

/** The four kinds, each read by the taxonomy reads and written through the one catalogue write path. */
const kinds: readonly Kind[] = [
  {
    path: "brands",
    one: "brand",
    view: staffBrandSchema,
    list: staffBrandListSchema,
    create: brandCreateSchema,
    update: brandUpdateSchema,
    inUse: "products (not deleted) carry it",
    read: ({ taxonomy }) => ({ list: taxonomy.brands, one: taxonomy.brand }),
    write: ({ catalogWrites: w }) => ({
      create: w.createBrand,
      update: w.updateBrand,
      remove: w.deleteBrand,
    }),
  },
  {
    path: "parts",
    one: "part",
    view: staffPartSchema,
    list: staffPartListSchema,
    create: partCreateSchema,
    update: partUpdateSchema,
    inUse: "sub-parts belong to it",
    read: ({ taxonomy }) => ({ list: taxonomy.parts, one: taxonomy.part }),
    write: ({ catalogWrites: w }) => ({ create: w.createPart, update: w.updatePart, remove: w.deletePart }),
  },
  {
    path: "sub-parts",
    one: "sub-part",
    view: staffSubPartSchema,
    list: staffSubPartListSchema,
    create: subPartCreateSchema,
    update: subPartUpdateSchema,
    inUse: "categories belong to it",
    read: ({ taxonomy }) => ({ list: taxonomy.subParts, one: taxonomy.subPart }),
    write: ({ catalogWrites: w }) => ({
      create: w.createSubPart,
      update: w.updateSubPart,
      remove: w.deleteSubPart,
    }),
  },
  {
    path: "categories",
    one: "category",
    view: staffCategorySchema,
    list: staffCategoryListSchema,
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    inUse: "products (not deleted) are in it",
    read: ({ taxonomy }) => ({ list: taxonomy.categories, one: taxonomy.category }),
    write: ({ catalogWrites: w }) => ({
      create: w.createCategory,
      update: w.updateCategory,
      remove: w.deleteCategory,
    }),
  },
];

/**
 * Brands, parts, sub-parts and categories for the staff app (issue 16): list, one, create, change (a translator:
 * names in the granted languages only), deactivate, delete unless used.
 */
export async function staffTaxonomyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission("catalog.view");
  const edit = requirePermission("catalog.edit");

  for (const kind of kinds) {
    const read = kind.read(app.services);
    const write = kind.write(app.services);
    const base = `/staff/${kind.path}`;

    app.get(
      base,
      {
        onRequest: view,
        schema: {
          tags: ["staff"],
          summary: `${kind.one}s: search \`q\` (a name in any language), \`active\`, \`sort\`, pages`,
          security,
          querystring: taxonomyListQuerySchema,
          response: { 200: kind.list, ...errors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return read.list(originOf(request), request.query);
      },
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: view,
        schema: {
          tags: ["staff"],
          summary: `One ${kind.one}, for its edit page`,
          security,
          params: idParams,
          response: { 200: z.object({ data: kind.view }), ...errors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: await read.one(originOf(request), request.params.id) };
      },
    );

    app.post(
      base,
      {
        onRequest: edit,
        schema: {
          tags: ["staff"],
          summary: `Create a ${kind.one} (names \`{ ar, en?, ckb?, tr?, it? }\`, media keys from /staff/media)`,
          security,
          body: kind.create,
          response: { 201: z.object({ data: kind.view }), ...writeErrors },
        },
      },
      async (request, reply) => {
        const created = await write.create(staffWriteContext(request), request.body as never);
        reply.status(201);
        return { data: await read.one(originOf(request), created.id as number) };
      },
    );

    app.patch(
      `${base}/:id`,
      {
        // A translator passes with translations.edit; the write path then refuses anything but names in their
        // languages (403 naming the fields).
        onRequest: requirePermission("catalog.edit", "translations.edit"),
        schema: {
          tags: ["staff"],
          summary: `Change a ${kind.one}: send only what changes; \`active: false\` deactivates it`,
          description:
            "A translator may change only names, and only in the languages granted to them: any other change " +
            "is 403 with the refused fields (`name.ar`).",
          security,
          params: idParams,
          body: kind.update,
          response: { 200: z.object({ data: kind.view }), ...writeErrors },
        },
      },
      async (request) => {
        await write.update(staffWriteContext(request), request.params.id, request.body as never);
        return { data: await read.one(originOf(request), request.params.id) };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: edit,
        schema: {
          tags: ["staff"],
          summary: `Delete a ${kind.one}`,
          description:
            `Refused with 409 (\`in_use\`: how many) while ${kind.inUse}: deactivate it instead ` +
            "(`PATCH` with `active: false`) to hide it from the storefront.",
          security,
          params: idParams,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await write.remove(staffWriteContext(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
}
