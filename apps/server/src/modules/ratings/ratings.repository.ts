import type { Db } from "@dukkan/db";
import { ratings } from "@dukkan/db/schema/ratings";

export function createRatingsRepository() {
  return {
    /** The new rating, or null when this client has rated this product already (the unique index decides). */
    async insert(tx: Db, row: { clientId: number; productId: number; rate: number; ratedOn: string }) {
      const [inserted] = await tx
        .insert(ratings)
        .values(row)
        .onConflictDoNothing({ target: [ratings.clientId, ratings.productId] })
        .returning({ id: ratings.id, ratedOn: ratings.ratedOn });
      return inserted ?? null;
    },
  };
}
