import type { Db } from "@dukkan/db";
import { cities } from "@dukkan/db/schema/cities";
import { asc, eq, sql } from "drizzle-orm";

export function createCitiesRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ id: cities.id, name: cities.name, deliveryFee: cities.deliveryFee })
        .from(cities)
        .orderBy(asc(cities.sortOrder), asc(cities.id)),
    async setDeliveryFee(id: number, fee: number, executor: Db = db) {
      const [row] = await executor
        .update(cities)
        .set({ deliveryFee: fee, updatedAt: sql`now()` })
        .where(eq(cities.id, id))
        .returning({ id: cities.id });
      return row ?? null;
    },
    async byId(id: number, executor: Db = db) {
      const [row] = await executor
        .select({ id: cities.id, name: cities.name, deliveryFee: cities.deliveryFee })
        .from(cities)
        .where(eq(cities.id, id))
        .limit(1);
      return row;
    },
  };
}
