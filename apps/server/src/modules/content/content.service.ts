import type { Advert, Blog, ContentPreview, DealerType, RequestContext, Slide } from "@dukkan/contracts";
import { localize } from "@dukkan/contracts";
import { notFound } from "#server/lib/app-error.ts";
import { type Cache, localizedKey as keyOf } from "#server/lib/cache.ts";
import { mediaUrl } from "#server/lib/media-url.ts";
import {
  liveAt,
  type Scheduled,
  toAdvert,
  toBlog,
  toBranch,
  toFeature,
  toRule,
  toSetting,
  toSlide,
  toWhatsAppContact,
  windowOf,
} from "./content.mappers.ts";
import type { ContentRepository } from "./content.repository.ts";
import { draftColumns } from "./content-drafts.ts";

/** Seconds a localized read stays cached; any write drops it sooner (Cache.invalidateAll). */
const ttl = 300;

/**
 * The storefront's content (spec §7): slides, features, adverts, branches, rules, WhatsApp contacts, settings,
 * the blog and dealers, localized and cached; drafts stay out but for a preview link.
 */
export function createContentService(repository: ContentRepository, cache: Cache) {
  const cached = <T>(key: string, load: () => Promise<T>) => cache.wrap(key, ttl, load);

  return {
    slides: async (ctx: RequestContext) =>
      liveAt(
        await cached(keyOf(ctx, "slides"), async () =>
          (await repository.slides()).map(
            (r): Scheduled<Slide> => ({ item: toSlide(ctx, r), ...windowOf(r) }),
          ),
        ),
        Date.now(),
      ),
    features: (ctx: RequestContext) =>
      cached(keyOf(ctx, "features"), async () => (await repository.features()).map((r) => toFeature(ctx, r))),
    branches: (ctx: RequestContext) =>
      cached(keyOf(ctx, "branches"), async () => (await repository.branches()).map((r) => toBranch(ctx, r))),
    rules: (ctx: RequestContext) =>
      cached(keyOf(ctx, "rules"), async () => (await repository.rules()).map((r) => toRule(ctx, r))),
    whatsAppContacts: (ctx: RequestContext) =>
      cached(keyOf(ctx, "whats-app"), async () =>
        (await repository.whatsAppContacts()).map((r) => toWhatsAppContact(ctx, r)),
      ),
    adverts: async (ctx: RequestContext, type?: "horizontal" | "vertical") =>
      liveAt(
        await cached(keyOf(ctx, "adverts", type), async () =>
          (await repository.adverts(type)).map(
            (r): Scheduled<Advert> => ({ item: toAdvert(ctx, r), ...windowOf(r) }),
          ),
        ),
        Date.now(),
      ),
    /** What a preview link (`/?preview=`) shows before it goes live: read fresh, never cached. */
    preview: async (ctx: RequestContext, token: string): Promise<ContentPreview> => {
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return { slide: null, advert: null };
      const [slide, advert] = await Promise.all([
        repository.previewSlide(token),
        repository.previewAdvert(token),
      ]);
      // A published row shows its pending changes: the preview is of what publishing will put live.
      return {
        slide: slide ? toSlide(ctx, { ...slide, ...draftColumns(slide.draft) }) : null,
        advert: advert ? toAdvert(ctx, { ...advert, ...draftColumns(advert.draft) }) : null,
      };
    },
    settings: (ctx: RequestContext, key?: string) =>
      cached(keyOf(ctx, "settings", key), async () =>
        (await repository.settings(key)).map((r) => toSetting(ctx.lang, ctx.origin, r)),
      ),

    blogCategories: (ctx: RequestContext) =>
      cached(keyOf(ctx, "blog-categories"), async () =>
        (await repository.blogCategories()).map((r) => ({ id: r.id, name: localize(r.name, ctx.lang) })),
      ),
    blogCategory: (ctx: RequestContext, id: number) =>
      cached(keyOf(ctx, "blog-category", id), async () => {
        const category = await repository.blogCategory(id);
        if (!category) throw notFound("No blog category with this id");
        const posts = await repository.blogsOf(id);
        return {
          id: category.id,
          name: localize(category.name, ctx.lang),
          blog_details: posts.map((r) => toBlog(ctx, r)),
        };
      }),

    blog: (ctx: RequestContext, id: number): Promise<Blog> =>
      cached(keyOf(ctx, "blog", id), async () => {
        const row = await repository.blog(id);
        if (!row) throw notFound("No blog post with this id");
        return toBlog(ctx, row);
      }),
    recentBlogs: (ctx: RequestContext, limit: number): Promise<Blog[]> =>
      cached(keyOf(ctx, "recent-blogs", limit), async () =>
        (await repository.recentBlogs(limit)).map((r) => toBlog(ctx, r)),
      ),

    dealerTypes: (ctx: RequestContext, id?: number): Promise<DealerType[]> =>
      cached(keyOf(ctx, "dealer-types", id), async () => {
        const types = await repository.dealerTypes(id);
        if (id !== undefined && types.length === 0) throw notFound("No dealer type with this id");
        const dealers = await repository.dealersOf(types.map((t) => t.id));
        const locations = await repository.dealerLocationsOf(dealers.map((d) => d.id));
        return types.map((type) => ({
          id: type.id,
          name: localize(type.name, ctx.lang),
          dealers: dealers
            .filter((d) => d.dealerTypeId === type.id)
            .map((d) => ({
              id: d.id,
              name: localize(d.name, ctx.lang),
              logo: mediaUrl(ctx.origin, d.logo),
              description: localize(d.description, ctx.lang),
              link: d.link,
              phone: d.phone,
              address: localize(d.address, ctx.lang),
              dealer_locations: locations
                .filter((l) => l.dealerId === d.id)
                .map((l) => ({ id: l.id, name: localize(l.name, ctx.lang), link: l.link })),
            })),
        }));
      }),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
