import type { BrandSummary, ProductCard, RequestContext } from "@dukkan/contracts";
import { localize } from "@dukkan/contracts";
import type { Brand } from "@dukkan/db/schema/catalog";
import { mediaUrl } from "#server/lib/media-url.ts";
import type { ProductCardRow } from "./catalog.repository.ts";

/** Rows → localized response shapes (spec §3). One function per entity, shared by every endpoint. */

export const toBrandSummary = (ctx: RequestContext, row: Brand): BrandSummary => ({
  id: row.id,
  name: localize(row.name, ctx.lang),
  country: localize(row.country, ctx.lang),
  logo: mediaUrl(ctx.origin, row.logo),
  background_image: mediaUrl(ctx.origin, row.backgroundImage),
  catalog_file: mediaUrl(ctx.origin, row.catalogFile),
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
