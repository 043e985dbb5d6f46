import type { Db } from "@dukkan/db";
import { cities } from "@dukkan/db/schema";
import { asc, eq } from "drizzle-orm";

export function createCitiesRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .orderBy(asc(cities.sortOrder), asc(cities.id)),
    async exists(id: number) {
      const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}
