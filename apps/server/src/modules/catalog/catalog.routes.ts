import {
  advertSchema,
  advertTypes,
  blogCategoryDetailSchema,
  blogCategorySchema,
  blogSchema,
  branchSchema,
  brandSchema,
  dealerTypeSchema,
  featureSchema,
  homePageSchema,
  type Language,
  languageSchema,
  paginatedSchema,
  paginationQuerySchema,
  partSchema,
  productCardSchema,
  productDetailSchema,
  ruleSchema,
  settingKeys,
  settingSchema,
  slideSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestContext } from "#server/lib/request-context.ts";

const langParams = z.object({ lang: languageSchema });
const idParams = langParams.extend({ id: z.coerce.number().int().positive() });
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const listOf = <T extends z.ZodType>(schema: T) => dataOf(z.array(schema));
const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Short-lived in browsers (spec §9: the client keeps data 60 s); the server cache is invalidated on writes. */
const listing = { httpCache: { maxAge: 60 } };
const content = { httpCache: { maxAge: 300 } };

/** Catalogue and content reads under `/api/v1/{lang}` (spec §7). */
export async function catalogRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const catalog = app.services.catalog;
  const ctxOf = (request: { params: { lang: string } }) =>
    requestContext(request as never, request.params.lang as Language);
  const tags = ["catalog"];

  app.get(
    "/home",
    {
      config: listing,
      schema: {
        tags,
        summary: "Everything the home page shows (our extension)",
        params: langParams,
        response: { 200: dataOf(homePageSchema) },
      },
    },
    async (request) => ({ data: await app.services.home.load(ctxOf(request)) }),
  );
  app.get(
    "/slides",
    {
      config: content,
      schema: { tags, summary: "Hero slides", params: langParams, response: { 200: listOf(slideSchema) } },
    },
    async (request) => ({ data: await catalog.slides(ctxOf(request)) }),
  );
  app.get(
    "/feature",
    {
      config: content,
      schema: {
        tags,
        summary: "Features strip",
        params: langParams,
        response: { 200: listOf(featureSchema) },
      },
    },
    async (request) => ({ data: await catalog.features(ctxOf(request)) }),
  );
  app.get(
    "/branch",
    {
      config: content,
      schema: { tags, summary: "Showrooms", params: langParams, response: { 200: listOf(branchSchema) } },
    },
    async (request) => ({ data: await catalog.branches(ctxOf(request)) }),
  );
  app.get(
    "/part",
    {
      config: content,
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
      config: content,
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
    "/blog-category",
    {
      config: content,
      schema: {
        tags,
        summary: "Blog categories",
        params: langParams,
        response: { 200: listOf(blogCategorySchema) },
      },
    },
    async (request) => ({ data: await catalog.blogCategories(ctxOf(request)) }),
  );
  app.get(
    "/blog-category/:id",
    {
      config: content,
      schema: {
        tags,
        summary: "A blog category with its posts (data.blog_details)",
        params: idParams,
        response: { 200: dataOf(blogCategoryDetailSchema) },
      },
    },
    async (request) => ({ data: await catalog.blogCategory(ctxOf(request), request.params.id) }),
  );
  app.get(
    "/blog",
    {
      config: content,
      schema: {
        tags,
        summary: "The newest blog posts of every category (our extension)",
        params: langParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(4) }),
        response: { 200: listOf(blogSchema) },
      },
    },
    async (request) => ({ data: await catalog.recentBlogs(ctxOf(request), request.query.limit) }),
  );
  app.get(
    "/blog/:id",
    {
      config: content,
      schema: {
        tags,
        summary: "One blog post, so a post's page can be shared and indexed (our extension)",
        params: idParams,
        response: { 200: dataOf(blogSchema) },
      },
    },
    async (request) => ({ data: await catalog.blog(ctxOf(request), request.params.id) }),
  );
  app.get(
    "/setting",
    {
      config: content,
      schema: {
        tags,
        summary: "Settings, all or of one type",
        params: langParams,
        querystring: z.object({ typeSetting: z.enum(settingKeys).optional() }),
        response: { 200: listOf(settingSchema) },
      },
    },
    async (request) => ({ data: await catalog.settings(ctxOf(request), request.query.typeSetting) }),
  );
  app.get(
    "/products",
    {
      config: listing,
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
      config: listing,
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
      config: listing,
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
    config: listing,
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
      config: listing,
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
  app.get(
    "/adverties",
    {
      config: content,
      schema: {
        tags,
        summary: "Adverts, optionally of one type",
        params: langParams,
        querystring: z.object({ type: z.enum(advertTypes).optional() }),
        response: { 200: listOf(advertSchema) },
      },
    },
    async (request) => ({ data: await catalog.adverts(ctxOf(request), request.query.type) }),
  );
  app.get(
    "/dealer-type",
    {
      config: content,
      schema: {
        tags,
        summary: "Dealer types with their dealers",
        params: langParams,
        response: { 200: listOf(dealerTypeSchema) },
      },
    },
    async (request) => ({ data: await catalog.dealerTypes(ctxOf(request)) }),
  );
  app.get(
    "/dealer-type/:id",
    {
      config: content,
      schema: {
        tags,
        summary: "One dealer type with its dealers",
        params: idParams,
        response: { 200: dataOf(dealerTypeSchema) },
      },
    },
    async (request) => ({ data: (await catalog.dealerTypes(ctxOf(request), request.params.id))[0]! }),
  );
  app.get(
    "/rule",
    {
      config: content,
      schema: {
        tags,
        summary: "Rules pages: title, HTML description, optional PDF",
        params: langParams,
        response: { 200: listOf(ruleSchema) },
      },
    },
    async (request) => ({ data: await catalog.rules(ctxOf(request)) }),
  );
}
