import { settingKeys } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import {
  adverts,
  blogCategories,
  blogs,
  branches,
  dealerLocations,
  dealers,
  dealerTypes,
  features,
  rules,
  settings,
  slides,
  whatsappContacts,
} from "@dukkan/db/schema/content";
import { and, asc, desc, eq, inArray } from "drizzle-orm";

/** The storefront's reads of its content: published rows only, in the order the pages show them. */
export function createContentRepository(db: Db) {
  return {
    /** Published slides (drafts stay out); their dates are checked when read, so that a cached list ages well. */
    slides: () =>
      db.select().from(slides).where(eq(slides.active, true)).orderBy(asc(slides.sortOrder), asc(slides.id)),
    features: () => db.select().from(features).orderBy(asc(features.sortOrder), asc(features.id)),
    branches: () => db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.id)),
    rules: () => db.select().from(rules).orderBy(asc(rules.id)),
    whatsAppContacts: () =>
      db.select().from(whatsappContacts).orderBy(asc(whatsappContacts.sortOrder), asc(whatsappContacts.id)),
    adverts: (type?: "horizontal" | "vertical") =>
      db
        .select()
        .from(adverts)
        .where(and(eq(adverts.active, true), type ? eq(adverts.type, type) : undefined))
        .orderBy(asc(adverts.sortOrder), asc(adverts.id)),
    /** The draft (or live) slide and advert a preview link names; never cached. */
    previewSlide: async (token: string) =>
      (await db.select().from(slides).where(eq(slides.previewToken, token)).limit(1))[0],
    previewAdvert: async (token: string) =>
      (await db.select().from(adverts).where(eq(adverts.previewToken, token)).limit(1))[0],
    /** The storefront's settings (spec §7's keys); staff-only rows (the feeds' exclusions) never leave here. */
    settings: (key?: string) =>
      db
        .select()
        .from(settings)
        .where(key ? eq(settings.key, key) : inArray(settings.key, [...settingKeys]))
        .orderBy(asc(settings.key), asc(settings.sortOrder), asc(settings.id)),

    blogCategories: () => db.select().from(blogCategories).orderBy(asc(blogCategories.id)),
    blogCategory: async (id: number) =>
      (await db.select().from(blogCategories).where(eq(blogCategories.id, id)))[0],
    blogsOf: (categoryId: number) =>
      db
        .select()
        .from(blogs)
        .where(eq(blogs.blogCategoryId, categoryId))
        .orderBy(desc(blogs.createdAt), desc(blogs.id)),
    blog: async (id: number) => (await db.select().from(blogs).where(eq(blogs.id, id)))[0],
    recentBlogs: (limit: number) =>
      db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id)).limit(limit),

    dealerTypes: (id?: number) =>
      db
        .select()
        .from(dealerTypes)
        .where(id === undefined ? undefined : eq(dealerTypes.id, id))
        .orderBy(asc(dealerTypes.id)),
    dealersOf: (typeIds: number[]) =>
      typeIds.length === 0
        ? Promise.resolve([])
        : db.select().from(dealers).where(inArray(dealers.dealerTypeId, typeIds)).orderBy(asc(dealers.id)),
    dealerLocationsOf: (dealerIds: number[]) =>
      dealerIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(dealerLocations)
            .where(inArray(dealerLocations.dealerId, dealerIds))
            .orderBy(asc(dealerLocations.id)),
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
