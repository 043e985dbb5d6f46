import {
  brandSchema,
  paginatedSchema,
  paginationQuerySchema,
  partSchema,
  productCardSchema,
  productDetailSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  contentCache,
  ctxOf,
  dataOf,
  idParams,
  langParams,
  listingCache,
  listOf,
} from "#server/lib/storefront-routes.ts";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Catalogue reads under `/api/v1/{lang}` (spec §7): the menu, brands and products. */
export async function catalogRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const catalog = app.services.catalog;
  const tags = ["catalog"];

  app.get(
    "/part",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Parts with their brands, sub-parts and categories (the menu)",
        params: langParams,
        response: { 200: listOf(partSchema) },
      },
    },
    async (request) => ({ data: await catalog.parts(ctxOf(request)) }),
  );
  app.get(
    "/brand",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Brands with their sub-parts and categories",
        params: langParams,
        response: { 200: listOf(brandSchema) },
      },
    },
    async (request) => ({ data: await catalog.brands(ctxOf(request)) }),
  );
  app.get(
    "/products",
    {
      config: listingCache,
      schema: {
        tags,
        summary: "Products: the 10 newest with isNew=1, else a page (all_status=true includes inactive ones)",
        params: langParams,
        querystring: paginationQuerySchema.extend({
          isNew: booleanFlag.optional(),
          all_status: booleanFlag.optional(),
        }),
        response: { 200: z.union([paginatedSchema(productCardSchema), listOf(productCardSchema)]) },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const { isNew, all_status, ...page } = request.query;
      if (isNew) return { data: await catalog.newProducts(ctx) };
      return catalog.products(ctx, { ...page, includeInactive: all_status ?? false });
    },
  );
  app.get(
    "/products/:id",
    {
      config: listingCache,
      schema: {
        tags,
        summary: "Product detail",
        params: idParams,
        response: { 200: dataOf(productDetailSchema) },
      },
    },
    async (request) => ({ data: await catalog.product(ctxOf(request), request.params.id) }),
  );
  app.get(
    "/product/best-seller",
    {
      config: listingCache,
      schema: {
        tags,
        summary: "Best sellers, by units sold",
        params: langParams,
        response: { 200: listOf(productCardSchema) },
      },
    },
    async (request) => ({ data: await catalog.bestSellers(ctxOf(request)) }),
  );
  const brandProducts = {
    config: listingCache,
    schema: {
      tags,
      summary: "A brand's products, optionally in one category",
      params: idParams.extend({ category: z.coerce.number().int().positive().optional() }),
      querystring: paginationQuerySchema,
      response: { 200: paginatedSchema(productCardSchema) },
    },
  };
  const brandProductsHandler = async (request: {
    params: { lang: string; id: number; category?: number };
    query: z.infer<typeof paginationQuerySchema>;
  }) => catalog.brandProducts(ctxOf(request), request.params.id, request.params.category, request.query);
  app.get("/product-category/:id", brandProducts, brandProductsHandler);
  app.get("/product-category/:id/:category", brandProducts, brandProductsHandler);
  app.get(
    "/product-with-discount",
    {
      config: listingCache,
      schema: {
        tags,
        summary: "Discounted products",
        params: langParams,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(productCardSchema) },
      },
    },
    async (request) => catalog.discountedProducts(ctxOf(request), request.query),
  );
}
