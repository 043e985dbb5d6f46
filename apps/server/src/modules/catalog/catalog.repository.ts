import type { Db } from "@dukkan/db";
import {
  brands,
  features,
  productColorSizes,
  productColors,
  products,
  settings,
  slides,
} from "@dukkan/db/schema";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";

/** Lowest price and total stock over a product's sellable sizes, as correlated subqueries (cheap for one page). */
const lowestPrice = sql<number>`coalesce((
  select min(s.price) from ${productColorSizes} s
  join ${productColors} c on c.id = s.product_color_id
  where c.product_id = ${products.id}), 0)`.mapWith(Number);
const totalStock = sql<number>`coalesce((
  select sum(s.quantity) from ${productColorSizes} s
  join ${productColors} c on c.id = s.product_color_id
  where c.product_id = ${products.id}), 0)`.mapWith(Number);

const productCardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  code: products.code,
  image: products.image,
  discount: products.discount,
  rating: products.rating,
  reviews: products.reviews,
  createdAt: products.createdAt,
  brandId: products.brandId,
  brandName: brands.name,
  price: lowestPrice,
  quantity: totalStock,
};

const listed = and(eq(products.status, 1), isNull(products.deletedAt));

export type ProductCardRow = Awaited<
  ReturnType<ReturnType<typeof createCatalogRepository>["newestProducts"]>
>[number];

export function createCatalogRepository(db: Db) {
  return {
    slides: () => db.select().from(slides).orderBy(asc(slides.sortOrder), asc(slides.id)),
    features: () => db.select().from(features).orderBy(asc(features.sortOrder), asc(features.id)),
    brands: () =>
      db.select().from(brands).where(isNull(brands.deletedAt)).orderBy(asc(brands.sortOrder), asc(brands.id)),
    settingsByKey: (key: string) =>
      db
        .select()
        .from(settings)
        .where(eq(settings.key, key))
        .orderBy(asc(settings.sortOrder), asc(settings.id)),
    newestProducts: (limit: number) =>
      db
        .select(productCardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(listed)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit),
    bestSellers: (limit: number) =>
      db
        .select(productCardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(listed)
        .orderBy(desc(products.unitsSold), asc(products.id))
        .limit(limit),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
