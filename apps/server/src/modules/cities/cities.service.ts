import { type City, localize, type RequestContext } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { createCitiesRepository } from "./cities.repository.ts";

/** Iraq's 18 governorates, for the registration, profile and checkout forms. */
export function createCitiesService(db: Db) {
  const repository = createCitiesRepository(db);
  return {
    async list(ctx: Pick<RequestContext, "lang">): Promise<City[]> {
      const rows = await repository.list();
      return rows.map((row) => ({ id: row.id, name: localize(row.name, ctx.lang) }));
    },
    exists: (id: number) => repository.exists(id),
  };
}
export type CitiesService = ReturnType<typeof createCitiesService>;
