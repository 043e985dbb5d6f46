import type {
  BrandSummary,
  Feature,
  Language,
  ProductCard,
  RequestContext,
  Setting,
  Slide,
} from "@dukkan/contracts";
import { localize } from "@dukkan/contracts";
import type {
  Brand,
  Feature as FeatureRow,
  Setting as SettingRow,
  Slide as SlideRow,
} from "@dukkan/db/schema";
import { mediaUrl } from "#server/lib/media-url.ts";
import type { ProductCardRow } from "./catalog.repository.ts";

/** Rows → localized response shapes (spec §3). One function per entity, shared by every endpoint. */

export const toSlide = (ctx: RequestContext, row: SlideRow): Slide => ({
  id: row.id,
  media_type: row.mediaType,
  video: mediaUrl(ctx.origin, row.video),
  image: mediaUrl(ctx.origin, row.image),
  main_text: localize(row.mainText, ctx.lang),
  description: localize(row.description, ctx.lang),
});

export const toFeature = (ctx: RequestContext, row: FeatureRow): Feature => ({
  id: row.id,
  icon: mediaUrl(ctx.origin, row.icon),
  title: localize(row.title, ctx.lang),
  description: localize(row.description, ctx.lang),
});

export const toBrandSummary = (ctx: RequestContext, row: Brand): BrandSummary => ({
  id: row.id,
  name: localize(row.name, ctx.lang),
  country: localize(row.country, ctx.lang),
  logo: mediaUrl(ctx.origin, row.logo),
  background_image: mediaUrl(ctx.origin, row.backgroundImage),
  catalog_file: mediaUrl(ctx.origin, row.catalogFile),
});

export const toSetting = (lang: Language, origin: string, row: SettingRow): Setting => ({
  id: row.id,
  key: row.key,
  value: localize(row.value, lang),
  icon: mediaUrl(origin, row.icon),
  link: row.link,
  status: row.status,
});

export const toProductCard = (ctx: RequestContext, row: ProductCardRow): ProductCard => ({
  id: row.id,
  name: localize(row.name, ctx.lang),
  description: localize(row.description, ctx.lang),
  code: row.code,
  image: mediaUrl(ctx.origin, row.image),
  price: row.price,
  discount: row.discount,
  rating: Math.round(row.rating * 10) / 10,
  reviews: row.reviews,
  quantity: row.quantity,
  createdAt: row.createdAt.toISOString(),
  brand: row.brandId,
  brandName: localize(row.brandName, ctx.lang),
});
