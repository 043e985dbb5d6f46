import type { Language, Localized } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import {
  brands,
  categories,
  colors,
  parts,
  productAboutItems,
  productAccessories,
  productCategories,
  productColorSizes,
  productColors,
  productSpecifications,
  products,
  subParts,
} from "@dukkan/db/schema/catalog";
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import { sizesOfProduct } from "./sizes-of-product.ts";

/**
 * Units sold: the product's own figure (sales before the stock ledger, migration 0009) plus its sales through
 * orders, read from the ledger: sale movements take units out, cancellations and returns put them back. Cached like every
 * catalogue read and invalidated by each order.
 */
const unitsSoldInAll = sql`${products.unitsSold} - coalesce((
  SELECT sum(m.delta) FROM stock_movements m
   WHERE m.product_id = ${products.id} AND m.reason IN ('sale', 'cancellation', 'return')), 0)`;

/** Lowest price and total stock over a product's sellable sizes, as correlated subqueries (cheap for one page). */
const lowestPrice =
  sql<number>`coalesce((select min(s.price) from ${sizesOfProduct(products.id)}), 0)`.mapWith(Number);
const totalStock =
  sql<number>`coalesce((select sum(s.quantity) from ${sizesOfProduct(products.id)}), 0)`.mapWith(Number);

const productCardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  code: products.code,
  image: products.image,
  discount: products.discount,
  rating: products.rating,
  reviews: products.reviews,
  status: products.status,
  createdAt: products.createdAt,
  brandId: products.brandId,
  brandName: brands.name,
  price: lowestPrice,
  quantity: totalStock,
};

const notDeleted = isNull(products.deletedAt);
const listed = and(eq(products.status, 1), notDeleted);

export interface ProductFilter {
  /** Include inactive products (`all_status=true`). */
  includeInactive?: boolean;
  brandId?: number;
  categoryId?: number;
  discounted?: boolean;
}

function productWhere(filter: ProductFilter): SQL | undefined {
  return and(
    filter.includeInactive ? notDeleted : listed,
    filter.brandId === undefined ? undefined : eq(products.brandId, filter.brandId),
    filter.categoryId === undefined
      ? undefined
      : inArray(
          products.id,
          sql`(select ${productCategories.productId} from ${productCategories} where ${productCategories.categoryId} = ${filter.categoryId})`,
        ),
    filter.discounted ? gt(products.discount, 0) : undefined,
  );
}

/** A localized column reduced to Arabic and `lang` (placeholder): all `localize` reads, a fifth of the bytes. */
const inLanguage = (column: AnyPgColumn) => {
  const lang = sql`${sql.placeholder("lang")}::text`;
  return sql<Localized>`jsonb_build_object('ar', ${column}->'ar', ${lang}, ${column}->${lang})`;
};

export function createCatalogRepository(db: Db) {
  const productsWithBrand = <T extends SelectedFields>(columns: T) =>
    db.select(columns).from(products).innerJoin(brands, eq(brands.id, products.brandId));
  const cardQuery = () => productsWithBrand(productCardColumns);

  /** Card columns with their texts in Arabic and the `lang` placeholder only. */
  const cardsInLanguage = () =>
    productsWithBrand({
      ...productCardColumns,
      name: inLanguage(products.name),
      description: inLanguage(products.description),
      brandName: inLanguage(brands.name),
    });
  /**
   * Cards by id, prepared once: search asks for 48 at a time on every cache miss, where building and planning
   * the statement cost more than running it.
   */
  const cardsByIds = cardsInLanguage()
    .where(and(listed, sql`${products.id} = any(${sql.placeholder("ids")}::int[])`))
    .prepare("catalog_cards_by_ids");
  /** The listing without a filter (`/Products`, the API's product list), prepared once for the same reason. */
  const listedPage = cardsInLanguage()
    .where(
      inArray(
        products.id,
        db
          .select({ id: products.id })
          .from(products)
          .where(listed)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(sql.placeholder("limit"))
          .offset(sql.placeholder("offset")),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .prepare("catalog_listed_page");

  return {
    // The storefront's menus show only what staff keep active (a deactivated brand or category disappears).
    brands: () =>
      db
        .select()
        .from(brands)
        .where(and(isNull(brands.deletedAt), eq(brands.active, true)))
        .orderBy(asc(brands.sortOrder), asc(brands.id)),
    parts: () =>
      db.select().from(parts).where(eq(parts.active, true)).orderBy(asc(parts.sortOrder), asc(parts.id)),
    subParts: () =>
      db
        .select()
        .from(subParts)
        .where(eq(subParts.active, true))
        .orderBy(asc(subParts.sortOrder), asc(subParts.id)),
    categories: () =>
      db
        .select()
        .from(categories)
        .where(eq(categories.active, true))
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
    /** Which categories each brand sells in: the menu's brand → sub-part → category nesting. */
    brandCategoryPairs: () =>
      db
        .selectDistinct({ brandId: products.brandId, categoryId: productCategories.categoryId })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.productId, products.id))
        .where(listed),

    newestProducts: (limit: number) =>
      cardQuery().where(listed).orderBy(desc(products.createdAt), desc(products.id)).limit(limit),
    bestSellers: (limit: number) =>
      cardQuery().where(listed).orderBy(desc(unitsSoldInAll), asc(products.id)).limit(limit),
    /**
     * One page of cards. The page's ids are found first on the narrow index, so that the card columns (price
     * and stock subqueries) are computed for the page's rows only, not for every row an OFFSET skips.
     */
    productPage: (filter: ProductFilter, page: { limit: number; offset: number }, lang: Language) => {
      const unfiltered = Object.values(filter).every((value) => value === undefined || value === false);
      if (unfiltered) return listedPage.execute({ ...page, lang });
      const pageIds = db
        .select({ id: products.id })
        .from(products)
        .where(productWhere(filter))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(page.limit)
        .offset(page.offset);
      return cardQuery()
        .where(inArray(products.id, pageIds))
        .orderBy(desc(products.createdAt), desc(products.id));
    },
    productCount: async (filter: ProductFilter) =>
      (await db.select({ total: count() }).from(products).where(productWhere(filter)))[0]?.total ?? 0,
    /** Listed products' cards, their texts in Arabic and `lang` only. */
    productCardsByIds: (ids: number[], lang: Language) =>
      ids.length === 0 ? Promise.resolve([]) : cardsByIds.execute({ ids, lang }),
    productNamesByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(and(listed, inArray(products.id, ids))),

    /** A product that customers may see: active and not deleted (an inactive product's page is a 404). */
    product: async (id: number) =>
      (
        await cardQuery()
          .where(and(eq(products.id, id), listed))
          .limit(1)
      )[0],
    productExtras: async (id: number) => {
      const [row] = await db
        .select({ detail: products.detail, pdf: products.pdf })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },
    productCategories: (id: number) =>
      db
        .select({ id: categories.id, name: categories.name })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, id))
        .orderBy(asc(categories.id)),
    productColors: (id: number) =>
      db
        .select({
          id: productColors.id,
          colorId: productColors.colorId,
          colorName: colors.name,
          hex: colors.hex,
          images: productColors.images,
          invoiceNumber: productColors.invoiceNumber,
        })
        .from(productColors)
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .where(eq(productColors.productId, id))
        .orderBy(asc(productColors.sortOrder), asc(productColors.id)),
    sizesOf: (productColorIds: number[]) =>
      productColorIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(productColorSizes)
            .where(inArray(productColorSizes.productColorId, productColorIds))
            .orderBy(asc(productColorSizes.sortOrder), asc(productColorSizes.id)),
    specifications: (id: number) =>
      db
        .select({ id: productSpecifications.id, name: productSpecifications.name })
        .from(productSpecifications)
        .where(eq(productSpecifications.productId, id))
        .orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id)),
    aboutItems: (id: number) =>
      db
        .select({ id: productAboutItems.id, name: productAboutItems.name })
        .from(productAboutItems)
        .where(eq(productAboutItems.productId, id))
        .orderBy(asc(productAboutItems.sortOrder), asc(productAboutItems.id)),
    accessoryIds: async (id: number) =>
      (
        await db
          .select({ id: productAccessories.accessoryId })
          .from(productAccessories)
          .where(eq(productAccessories.productId, id))
      ).map((row) => row.id),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type ProductCardRow = Awaited<ReturnType<CatalogRepository["newestProducts"]>>[number];
