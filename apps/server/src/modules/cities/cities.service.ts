import { type City, type Localized, localize, type RequestContext } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import { createCitiesRepository } from "./cities.repository.ts";

/** A governorate with its name in every language and its delivery fee in IQD. */
export interface Governorate {
  id: number;
  name: Localized;
  deliveryFee: number;
}

/** Iraq's 18 governorates, for the registration, profile and checkout forms, and their delivery fees. */
export function createCitiesService(db: Db, cache: Cache, audit: AuditService) {
  const repository = createCitiesRepository(db);
  return {
    async list(ctx: Pick<RequestContext, "lang">): Promise<City[]> {
      const rows = await repository.list();
      return rows.map((row) => ({ id: row.id, name: localize(row.name, ctx.lang) }));
    },
    exists: async (id: number) => (await repository.byId(id)) !== undefined,
    /** Every governorate in the forms' order. */
    governorates: (): Promise<Governorate[]> => repository.list(),
    /**
     * The same, from the read cache: for lists that only name each row's governorate (the staff order list), so
     * that they do not ask the database for 18 unchanging rows on every page (issue 37, decision 0039). The fee
     * write below drops it.
     */
    cachedGovernorates: (): Promise<Governorate[]> =>
      cache.wrap("governorates", 300, () => repository.list()),
    governorate: (id: number): Promise<Governorate | undefined> => repository.byId(id),
    /** The staff's edit (issue 17); the checkout reads fees from the database, and cached pages are dropped. */
    async setDeliveryFee(write: WriteContext, id: number, fee: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repository.byId(id, tx);
        if (!before) throw notFound("No governorate with this id");
        await repository.setDeliveryFee(id, fee, tx);
        await audit.record(tx, write, [
          {
            entity: "delivery_fee",
            entityId: id,
            action: "update",
            before: { delivery_fee: before.deliveryFee },
            after: { delivery_fee: fee },
          },
        ]);
      });
      await cache.invalidateAll();
    },
  };
}
export type CitiesService = ReturnType<typeof createCitiesService>;
