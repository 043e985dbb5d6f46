import {
  errorEnvelopeSchema,
  inUseErrorSchema,
  productColorCreateSchema,
  productColorUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
  sizeCreateSchema,
  sizeUpdateSchema,
  writeErrorSchema,
} from "@dukkan/contracts";
import {
  paletteResponseSchema,
  staffProductListQuerySchema,
  staffProductListResponseSchema,
  staffProductResponseSchema,
  staffProductVisibilityResponseSchema,
} from "@dukkan/contracts/staff-products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#server/lib/app-error.ts";
import { requirePermission, staffAuthErrors, staffWriteContext } from "./staff-auth.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ apiKey: [], bearer: [] }];
const readErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...staffAuthErrors };
const writeErrors = { ...readErrors, 409: inUseErrorSchema, 422: writeErrorSchema };

/**
 * The staff catalogue's products, colours and sizes (issue 16). Reads: staffProducts; every write goes through
 * the one catalogue write path (catalogWrites: validation, sanitized HTML, search document, audit, cache and
 * search invalidation). Stock after a size's creation changes only through `POST /staff/sizes/{id}/stock`.
 */
export async function staffProductsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission("catalog.view");
  const edit = requirePermission("catalog.edit");
  const { staffProducts, catalogWrites, orderReferences } = app.services;
  const productAnswer = async (id: number) => ({ data: await staffProducts.product(id) });

  app.get(
    "/staff/products",
    {
      onRequest: view,
      schema: {
        tags: ["staff"],
        summary: "Products: search, filters, sort, pages",
        description:
          "`q` is read as the storefront reads searches (Arabic and Kurdish letter forms, any digits, codes); " +
          "every word must match. Filters: `brand`, `category`, `active` (1/0), `stock` (out/low), `missing` " +
          "(a language the name lacks), `hidden` (a home-screen reason). Deleted products are not listed.",
        security,
        querystring: staffProductListQuerySchema,
        response: { 200: staffProductListResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return staffProducts.list(request.query);
    },
  );

  app.get(
    "/staff/palette-colors",
    {
      onRequest: view,
      schema: {
        tags: ["staff"],
        summary: "The palette colours a product colour is chosen from",
        security,
        response: { 200: paletteResponseSchema, ...staffAuthErrors },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await staffProducts.palette() };
    },
  );

  app.get(
    "/staff/products/:id",
    {
      onRequest: view,
      schema: {
        tags: ["staff"],
        summary: "One product with everything its page edits: texts, relations, colours and sizes",
        security,
        params: idParams,
        response: { 200: staffProductResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return productAnswer(request.params.id);
    },
  );

  app.get(
    "/staff/products/:id/visibility",
    {
      onRequest: view,
      schema: {
        tags: ["staff"],
        summary: "Why customers cannot see or buy this product",
        description:
          "Every reason that applies, with its effect: `hidden` (not listed, searched or shown), `not_buyable` " +
          "(shown, cannot be ordered) or `degraded` (shown without a picture, or in Arabic to a language's customers).",
        security,
        params: idParams,
        response: { 200: staffProductVisibilityResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await staffProducts.visibility(request.params.id) };
    },
  );

  app.post(
    "/staff/products",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "Create a product, optionally with its colours and their sizes",
        description:
          "Texts are `{ ar, en?, ckb?, tr?, it? }` (Arabic required); HTML is sanitized; money is integer IQD; a " +
          "size's `quantity` is its opening stock, recorded as its first stock movement.",
        security,
        body: productCreateSchema,
        response: { 201: staffProductResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await catalogWrites.createProduct(staffWriteContext(request), request.body as never);
      reply.status(201);
      return productAnswer(created.id as number);
    },
  );

  app.patch(
    "/staff/products/:id",
    {
      // A translator passes with translations.edit; the write path then refuses anything but texts in their
      // languages (403 naming the fields).
      onRequest: requirePermission("catalog.edit", "translations.edit"),
      schema: {
        tags: ["staff"],
        summary: "Change a product: send only what changes (`active: false` hides it from customers)",
        description:
          "A translator may change only the texts (name, description, detail, specification and about rows), " +
          "and only in the languages granted: any other change is 403 naming the refused fields (`name.ar`).",
        security,
        params: idParams,
        body: productUpdateSchema,
        response: { 200: staffProductResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await catalogWrites.updateProduct(staffWriteContext(request), request.params.id, request.body as never);
      return productAnswer(request.params.id);
    },
  );

  app.delete(
    "/staff/products/:id",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "Delete a product that no order names",
        description:
          "A product that orders name is refused with 409 (`in_use`: how many orders): deactivate it instead " +
          "(`PATCH` with `active: false`), so that its orders keep their history.",
        security,
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const orders = await orderReferences.ordersWithProduct(request.params.id);
      if (orders > 0) {
        throw new AppError(
          "conflict",
          `This product is in ${orders} order(s) and cannot be deleted: deactivate it instead`,
          undefined,
          { in_use: orders },
        );
      }
      await catalogWrites.deleteProduct(staffWriteContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/staff/products/:id/colors",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "Add a colour to a product (a palette colour, images in order, optionally its sizes)",
        security,
        params: idParams,
        body: productColorCreateSchema,
        response: { 201: staffProductResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await catalogWrites.addProductColor(
        staffWriteContext(request),
        request.params.id,
        request.body as never,
      );
      reply.status(201);
      return productAnswer(request.params.id);
    },
  );

  app.patch(
    "/staff/colors/:id",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "Change a product colour: palette colour, images (order: upload, reorder, delete), place",
        security,
        params: idParams,
        body: productColorUpdateSchema,
        response: { 200: staffProductResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const after = await catalogWrites.updateProductColor(
        staffWriteContext(request),
        request.params.id,
        request.body as never,
      );
      return productAnswer(after.product_id as number);
    },
  );

  app.delete(
    "/staff/colors/:id",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "Remove a product colour and its sizes (their units leave the stock ledger)",
        security,
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await catalogWrites.removeProductColor(staffWriteContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/staff/colors/:id/sizes",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "Add a size to a product colour: name, price in IQD, opening stock (its first movement)",
        security,
        params: idParams,
        body: sizeCreateSchema,
        response: { 201: staffProductResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await catalogWrites.addSize(staffWriteContext(request), request.params.id, request.body as never);
      reply.status(201);
      return productAnswer(await staffProducts.productIdOfColor(request.params.id));
    },
  );

  app.patch(
    "/staff/sizes/:id",
    {
      // A translator may translate the size's name, in their languages only (the write path narrows it).
      onRequest: requirePermission("catalog.edit", "translations.edit"),
      schema: {
        tags: ["staff"],
        summary: "Change a size's name, price or place (never its quantity: POST /staff/sizes/{id}/stock)",
        description:
          "A translator may change only the size's name (`size`), in the languages granted: anything else is 403.",
        security,
        params: idParams,
        body: sizeUpdateSchema.strict(),
        response: { 200: staffProductResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const after = await catalogWrites.updateSize(
        staffWriteContext(request),
        request.params.id,
        request.body,
      );
      return productAnswer(await staffProducts.productIdOfColor(after.product_color_id as number));
    },
  );

  app.delete(
    "/staff/sizes/:id",
    {
      onRequest: edit,
      schema: {
        tags: ["staff"],
        summary: "Remove a size (its units leave the stock ledger)",
        security,
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await catalogWrites.removeSize(staffWriteContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
