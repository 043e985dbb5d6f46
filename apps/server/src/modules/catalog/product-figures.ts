import type { Db } from "@dukkan/db";
import { products } from "@dukkan/db/schema/catalog";
import { eq, sql } from "drizzle-orm";

/**
 * For the ratings module: folds one new rating into a product's average and review count, in the caller's
 * transaction (`tx`), so the rating row and the product's figures change together. (The products_touch trigger
 * dates the update.)
 */
export async function addProductRating(tx: Db, productId: number, rate: number) {
  const [row] = await tx
    .update(products)
    .set({
      rating: sql`least(5, greatest(0, (${products.rating} * ${products.reviews} + ${rate}) / (${products.reviews} + 1)))`,
      reviews: sql`${products.reviews} + 1`,
    })
    .where(eq(products.id, productId))
    .returning({ rating: products.rating, reviews: products.reviews });
  return row ?? null;
}
