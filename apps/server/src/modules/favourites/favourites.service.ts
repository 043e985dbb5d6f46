import type { FavoriteEntry, RequestContext } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { CatalogService } from "#server/modules/catalog/catalog.service.ts";
import { createFavouritesRepository } from "./favourites.repository.ts";

export function createFavouritesService(deps: { db: Db; catalog: CatalogService }) {
  const repository = createFavouritesRepository(deps.db);
  const { catalog } = deps;
  return {
    /** Adds the product to the wishlist, or removes it when it is there already (spec §7). */
    async toggle(
      ctx: RequestContext,
      input: { clientId: number; productId: number; colorId: number | null },
    ): Promise<{ favorited: boolean }> {
      if (await repository.remove(input.clientId, input.productId)) return { favorited: false };
      const [card] = await catalog.productCards(ctx, [input.productId]);
      if (!card) throw notFound("No product with this id");
      if (input.colorId !== null) {
        const product = await catalog.product(ctx, input.productId);
        if (!product.colors.some((c) => c.id === input.colorId)) {
          throw new AppError("validation_failed", "The product has no such colour", {
            color: ["The selected color is invalid."],
          });
        }
      }
      await repository.add(input.clientId, input.productId, input.colorId);
      return { favorited: true };
    },

    /** The wishlist with product cards, newest first; products no longer listed drop out. */
    async list(ctx: RequestContext, clientId: number): Promise<FavoriteEntry[]> {
      const rows = await repository.list(clientId);
      const cards = new Map(
        (
          await catalog.productCards(
            ctx,
            rows.map((r) => r.productId),
          )
        ).map((card) => [card.id, card]),
      );
      return rows.flatMap((row) => {
        const product = cards.get(row.productId);
        return product
          ? [
              {
                id: row.id,
                product_id: row.productId,
                color: row.colorId,
                created_at: row.createdAt.toISOString(),
                product,
              },
            ]
          : [];
      });
    },
  };
}
