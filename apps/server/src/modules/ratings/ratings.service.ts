import { alreadyRatedMessage, type RequestContext } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import type { CatalogService } from "#server/modules/catalog/catalog.service.ts";
import { createRatingsRepository } from "./ratings.repository.ts";

const today = () => new Date().toISOString().slice(0, 10);

export function createRatingsService(deps: { db: Db; catalog: CatalogService; cache: Cache }) {
  const repository = createRatingsRepository();
  const { db, catalog, cache } = deps;
  return {
    /** One rating per client and product; the product's average and review count change in the same transaction. */
    async rate(
      ctx: RequestContext,
      input: { clientId: number; productId: number; rate: number; date?: string | undefined },
    ) {
      const [card] = await catalog.productCards(ctx, [input.productId]);
      if (!card) throw notFound("No product with this id");
      const result = await db.transaction(async (tx) => {
        const rating = await repository.insert(tx, {
          clientId: input.clientId,
          productId: input.productId,
          rate: input.rate,
          ratedOn: input.date ?? today(),
        });
        if (!rating) return null;
        const product = await catalog.addRating(tx, input.productId, input.rate);
        if (!product) throw notFound("No product with this id");
        return { ...rating, product };
      });
      if (!result) throw new AppError("conflict", alreadyRatedMessage);
      // Listings and product pages show the rating: drop every cached read (spec §7).
      await cache.invalidateAll();
      return {
        id: result.id,
        product_id: input.productId,
        rate: input.rate,
        date: result.ratedOn,
        product: { rating: Math.round(result.product.rating * 10) / 10, reviews: result.product.reviews },
      };
    },
  };
}
