import {
  advertSchema,
  advertTypes,
  blogCategoryDetailSchema,
  blogCategorySchema,
  blogSchema,
  branchSchema,
  dealerTypeSchema,
  featureSchema,
  homePageSchema,
  ruleSchema,
  settingKeys,
  settingSchema,
  slideSchema,
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

/** Storefront content under `/api/v1/{lang}` (spec §7): the home page, slides, blog, dealers, rules, settings. */
export async function contentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { content, home } = app.services;
  const tags = ["catalog"];

  app.get(
    "/home",
    {
      config: listingCache,
      schema: {
        tags,
        summary: "Everything the home page shows (our extension)",
        params: langParams,
        response: { 200: dataOf(homePageSchema) },
      },
    },
    async (request) => ({ data: await home.load(ctxOf(request)) }),
  );
  app.get(
    "/slides",
    {
      config: contentCache,
      schema: { tags, summary: "Hero slides", params: langParams, response: { 200: listOf(slideSchema) } },
    },
    async (request) => ({ data: await content.slides(ctxOf(request)) }),
  );
  app.get(
    "/feature",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Features strip",
        params: langParams,
        response: { 200: listOf(featureSchema) },
      },
    },
    async (request) => ({ data: await content.features(ctxOf(request)) }),
  );
  app.get(
    "/branch",
    {
      config: contentCache,
      schema: { tags, summary: "Showrooms", params: langParams, response: { 200: listOf(branchSchema) } },
    },
    async (request) => ({ data: await content.branches(ctxOf(request)) }),
  );
  app.get(
    "/blog-category",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Blog categories",
        params: langParams,
        response: { 200: listOf(blogCategorySchema) },
      },
    },
    async (request) => ({ data: await content.blogCategories(ctxOf(request)) }),
  );
  app.get(
    "/blog-category/:id",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "A blog category with its posts (data.blog_details)",
        params: idParams,
        response: { 200: dataOf(blogCategoryDetailSchema) },
      },
    },
    async (request) => ({ data: await content.blogCategory(ctxOf(request), request.params.id) }),
  );
  app.get(
    "/blog",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "The newest blog posts of every category (our extension)",
        params: langParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(4) }),
        response: { 200: listOf(blogSchema) },
      },
    },
    async (request) => ({ data: await content.recentBlogs(ctxOf(request), request.query.limit) }),
  );
  app.get(
    "/blog/:id",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "One blog post, so a post's page can be shared and indexed (our extension)",
        params: idParams,
        response: { 200: dataOf(blogSchema) },
      },
    },
    async (request) => ({ data: await content.blog(ctxOf(request), request.params.id) }),
  );
  app.get(
    "/setting",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Settings, all or of one type",
        params: langParams,
        querystring: z.object({ typeSetting: z.enum(settingKeys).optional() }),
        response: { 200: listOf(settingSchema) },
      },
    },
    async (request) => ({ data: await content.settings(ctxOf(request), request.query.typeSetting) }),
  );
  app.get(
    "/adverties",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Adverts, optionally of one type",
        params: langParams,
        querystring: z.object({ type: z.enum(advertTypes).optional() }),
        response: { 200: listOf(advertSchema) },
      },
    },
    async (request) => ({ data: await content.adverts(ctxOf(request), request.query.type) }),
  );
  app.get(
    "/dealer-type",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Dealer types with their dealers",
        params: langParams,
        response: { 200: listOf(dealerTypeSchema) },
      },
    },
    async (request) => ({ data: await content.dealerTypes(ctxOf(request)) }),
  );
  app.get(
    "/dealer-type/:id",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "One dealer type with its dealers",
        params: idParams,
        response: { 200: dataOf(dealerTypeSchema) },
      },
    },
    async (request) => ({ data: (await content.dealerTypes(ctxOf(request), request.params.id))[0]! }),
  );
  app.get(
    "/rule",
    {
      config: contentCache,
      schema: {
        tags,
        summary: "Rules pages: title, HTML description, optional PDF",
        params: langParams,
        response: { 200: listOf(ruleSchema) },
      },
    },
    async (request) => ({ data: await content.rules(ctxOf(request)) }),
  );
}
