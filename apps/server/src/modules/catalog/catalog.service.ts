import type {
  Brand,
  Paginated,
  PaginationQuery,
  Part,
  ProductCard,
  ProductDetail,
  RequestContext,
} from "@dukkan/contracts";
import { localize } from "@dukkan/contracts";
import { notFound } from "#server/lib/app-error.ts";
import { type Cache, localizedKey as keyOf } from "#server/lib/cache.ts";
import { mediaUrl } from "#server/lib/media-url.ts";
import { pageWindow, paginated } from "#server/lib/pagination.ts";
import { toBrandSummary, toProductCard } from "./catalog.mappers.ts";
import type { CatalogRepository, ProductFilter } from "./catalog.repository.ts";
import { addProductRating } from "./product-figures.ts";

/** Seconds a localized read stays cached; any write drops it sooner (Cache.invalidateAll). */
const ttl = { listing: 60, counts: 300, menu: 300 } as const;
export const newProductsCount = 10; // spec §9
export const bestSellersCount = 10;

/** Totals: kept even with CACHE=off (app.ts); the staff product list keeps its totals under it too. */
export const countKeyPrefix = "count|";
export const isCountKey = (key: string) => key.startsWith(countKeyPrefix);

export function createCatalogService(repository: CatalogRepository, cache: Cache) {
  const cached = <T>(key: string, seconds: number, load: () => Promise<T>) => cache.wrap(key, seconds, load);

  async function productPage(ctx: RequestContext, filter: ProductFilter, query: PaginationQuery) {
    const filterKey = JSON.stringify(filter);
    return cached(keyOf(ctx, "products", filterKey, query.page, query.per_page), ttl.listing, async () => {
      const [rows, total] = await Promise.all([
        repository.productPage(filter, pageWindow(query), ctx.lang),
        // Counting a large catalogue is the expensive half: keep it apart and longer.
        cached(`${countKeyPrefix}${filterKey}`, ttl.counts, () => repository.productCount(filter)),
      ]);
      return paginated(
        rows.map((row) => toProductCard(ctx, row)),
        total,
        query,
      );
    });
  }

  /** Brands with the sub-parts and categories they sell in, optionally only within one part. */
  async function brandsWithMenu(ctx: RequestContext): Promise<(Brand & { partIds: number[] })[]> {
    return cached(keyOf(ctx, "brand-menu"), ttl.menu, async () => {
      const [brands, subParts, categories, pairs] = await Promise.all([
        repository.brands(),
        repository.subParts(),
        repository.categories(),
        repository.brandCategoryPairs(),
      ]);
      const categoryById = new Map(categories.map((c) => [c.id, c]));
      return brands.map((brand) => {
        const categoryIds = new Set(pairs.filter((p) => p.brandId === brand.id).map((p) => p.categoryId));
        const subPartsOfBrand = subParts
          .map((subPart) => ({
            subPart,
            categories: [...categoryIds]
              .map((id) => categoryById.get(id))
              .filter((c) => c !== undefined && c.subPartId === subPart.id)
              .sort((a, b) => a!.sortOrder - b!.sortOrder || a!.id - b!.id),
          }))
          .filter((entry) => entry.categories.length > 0);
        return {
          ...toBrandSummary(ctx, brand),
          sub_parts: subPartsOfBrand.map(({ subPart, categories: cats }) => ({
            id: subPart.id,
            name: localize(subPart.name, ctx.lang),
            categories: cats.map((c) => ({
              id: c!.id,
              name: localize(c!.name, ctx.lang),
              background_image: mediaUrl(ctx.origin, c!.backgroundImage ?? null),
            })),
          })),
          partIds: [...new Set(subPartsOfBrand.map(({ subPart }) => subPart.partId))],
        };
      });
    });
  }

  const withoutPartIds = ({ partIds: _partIds, ...brand }: Brand & { partIds: number[] }): Brand => brand;

  return {
    brands: async (ctx: RequestContext): Promise<Brand[]> => (await brandsWithMenu(ctx)).map(withoutPartIds),
    parts: (ctx: RequestContext): Promise<Part[]> =>
      cached(keyOf(ctx, "parts"), ttl.menu, async () => {
        const [parts, brands, subParts] = await Promise.all([
          repository.parts(),
          brandsWithMenu(ctx),
          repository.subParts(),
        ]);
        const partOfSubPart = new Map(subParts.map((s) => [s.id, s.partId]));
        return parts.map((part) => ({
          id: part.id,
          name: localize(part.name, ctx.lang),
          // Under a part, a brand shows only the sub-parts of that part.
          brands: brands
            .filter((brand) => brand.partIds.includes(part.id))
            .map((brand) => ({
              ...withoutPartIds(brand),
              sub_parts: brand.sub_parts.filter((s) => partOfSubPart.get(s.id) === part.id),
            })),
        }));
      }),

    newProducts: (ctx: RequestContext): Promise<ProductCard[]> =>
      cached(keyOf(ctx, "new-products"), ttl.listing, async () =>
        (await repository.newestProducts(newProductsCount)).map((r) => toProductCard(ctx, r)),
      ),
    bestSellers: (ctx: RequestContext): Promise<ProductCard[]> =>
      cached(keyOf(ctx, "best-sellers"), ttl.listing, async () =>
        (await repository.bestSellers(bestSellersCount)).map((r) => toProductCard(ctx, r)),
      ),
    products: (ctx: RequestContext, query: PaginationQuery & { includeInactive?: boolean }) =>
      productPage(ctx, { includeInactive: query.includeInactive }, query),
    brandProducts: (
      ctx: RequestContext,
      brandId: number,
      categoryId: number | undefined,
      query: PaginationQuery,
    ) => productPage(ctx, { brandId, categoryId }, query),
    discountedProducts: (ctx: RequestContext, query: PaginationQuery): Promise<Paginated<ProductCard>> =>
      productPage(ctx, { discounted: true }, query),
    productCards: async (ctx: RequestContext, ids: number[]) =>
      (await repository.productCardsByIds(ids, ctx.lang)).map((r) => toProductCard(ctx, r)),
    /**
     * Folds a client's new rating into the product's average and review count, in the ratings module's
     * transaction (`tx`); null when there is no such product.
     */
    addRating: addProductRating,
    /** Listed products' names in every language (search suggestions). */
    productNames: (ids: number[]) => repository.productNamesByIds(ids),

    product: (ctx: RequestContext, id: number): Promise<ProductDetail> =>
      cached(keyOf(ctx, "product", id), ttl.listing, async () => {
        const card = await repository.product(id);
        if (!card) throw notFound("No product with this id");
        const [extras, categories, colours, specifications, about, accessoryIds] = await Promise.all([
          repository.productExtras(id),
          repository.productCategories(id),
          repository.productColors(id),
          repository.specifications(id),
          repository.aboutItems(id),
          repository.accessoryIds(id),
        ]);
        const [sizes, accessories] = await Promise.all([
          repository.sizesOf(colours.map((c) => c.id)),
          repository.productCardsByIds(accessoryIds, ctx.lang),
        ]);
        return {
          ...toProductCard(ctx, card),
          detail: localize(extras?.detail, ctx.lang),
          pdf: mediaUrl(ctx.origin, extras?.pdf ?? null),
          status: card.status,
          categories: categories.map((c) => ({ id: c.id, name: localize(c.name, ctx.lang) })),
          colors: colours.map((c) => ({ id: c.colorId, name: localize(c.colorName, ctx.lang) })),
          product_colors: colours.map((c) => ({
            id: c.id,
            color_id: c.colorId,
            color_name: localize(c.colorName, ctx.lang),
            hex: c.hex,
            images: c.images.map((key) => mediaUrl(ctx.origin, key)),
            invoice_number: c.invoiceNumber,
            product_color_sizes: sizes
              .filter((s) => s.productColorId === c.id)
              .map((s) => ({
                id: s.id,
                size: localize(s.size, ctx.lang),
                price: String(s.price),
                quantity: s.quantity,
              })),
          })),
          about_products: about.map((a) => ({ id: a.id, name: localize(a.name, ctx.lang) })),
          specifications: specifications.map((s) => ({ id: s.id, name: localize(s.name, ctx.lang) })),
          accessories: accessories.map((r) => toProductCard(ctx, r)),
        };
      }),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
