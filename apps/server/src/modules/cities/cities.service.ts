import { type City, type Localized, localize, type RequestContext } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { createCitiesRepository } from "./cities.repository.ts";

/** A governorate with its name in every language and its delivery fee in IQD. */
export interface Governorate {
  id: number;
  name: Localized;
  deliveryFee: number;
}

/** Iraq's 18 governorates, for the registration, profile and checkout forms, and their delivery fees. */
export function createCitiesService(db: Db) {
  const repository = createCitiesRepository(db);
  return {
    async list(ctx: Pick<RequestContext, "lang">): Promise<City[]> {
      const rows = await repository.list();
      return rows.map((row) => ({ id: row.id, name: localize(row.name, ctx.lang) }));
    },
    exists: async (id: number) => (await repository.byId(id)) !== undefined,
    /** Every governorate in the forms' order. */
    governorates: (): Promise<Governorate[]> => repository.list(),
    governorate: (id: number): Promise<Governorate | undefined> => repository.byId(id),
  };
}
export type CitiesService = ReturnType<typeof createCitiesService>;
