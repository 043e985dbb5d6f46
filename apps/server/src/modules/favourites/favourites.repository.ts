import type { Db } from "@dukkan/db";
import { favourites } from "@dukkan/db/schema/favourites";
import { and, desc, eq } from "drizzle-orm";

export function createFavouritesRepository(db: Db) {
  return {
    async remove(clientId: number, productId: number) {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.clientId, clientId), eq(favourites.productId, productId)))
        .returning({ id: favourites.id });
      return rows.length > 0;
    },
    /** Idempotent: a concurrent add of the same product keeps one row. */
    async add(clientId: number, productId: number, colorId: number | null) {
      await db.insert(favourites).values({ clientId, productId, colorId }).onConflictDoNothing();
    },
    list: (clientId: number) =>
      db
        .select({
          id: favourites.id,
          productId: favourites.productId,
          colorId: favourites.colorId,
          createdAt: favourites.createdAt,
        })
        .from(favourites)
        .where(eq(favourites.clientId, clientId))
        .orderBy(desc(favourites.createdAt), desc(favourites.id)),
  };
}
