import {
  isLanguage,
  type Language,
  localize,
  type OrderEntryCustomer,
  type OrderEntryGovernorate,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { orders } from "@dukkan/db/schema/orders";
import { desc, inArray } from "drizzle-orm";
import { createOrderEntryProducts } from "#server/modules/catalog/order-entry-products.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";

/** A customer account as the staff customer search finds it. */
export interface AccountRow {
  id: number;
  fullName: string;
  phone: string;
  cityId: number | null;
}

/**
 * The reads behind the staff order entry screen (issue 38): what to sell (found by the storefront's search,
 * so a code or a name in any language finds what a customer would find), to whom, and the fee of where.
 */
export function createOrderEntryLookup(deps: { db: Db; cities: CitiesService }) {
  const { db, cities } = deps;
  const catalog = createOrderEntryProducts(db);
  return {
    /** The listed products among `ids` with their sizes, stock and unit prices (the catalogue's read). */
    products: (ctx: RequestContext, ids: number[]) => catalog.products(ctx, ids),

    /** Accounts with the address of their last order (what the order will use unless staff type another). */
    async customers(accounts: AccountRow[]): Promise<OrderEntryCustomer[]> {
      if (accounts.length === 0) return [];
      const last = await db
        .selectDistinctOn([orders.clientId], {
          clientId: orders.clientId,
          cityId: orders.cityId,
          city: orders.city,
          address: orders.address,
          landmark: orders.landmark,
          lang: orders.lang,
        })
        .from(orders)
        .where(
          inArray(
            orders.clientId,
            accounts.map((a) => a.id),
          ),
        )
        .orderBy(orders.clientId, desc(orders.id));
      const lastOf = new Map(last.map((row) => [row.clientId, row]));
      return accounts.map((account) => {
        const order = lastOf.get(account.id);
        return {
          id: account.id,
          full_name: account.fullName,
          phone: account.phone,
          governorate_id: order?.cityId ?? account.cityId,
          city: order?.city ?? null,
          address: order?.address ?? null,
          landmark: order?.landmark ?? null,
          language: isLanguage(order?.lang) ? order.lang : "ar",
        };
      });
    },

    async governorates(lang: Language): Promise<OrderEntryGovernorate[]> {
      return (await cities.governorates()).map((g) => ({
        id: g.id,
        name: localize(g.name, lang),
        delivery_fee: g.deliveryFee,
      }));
    },
  };
}
export type OrderEntryLookup = ReturnType<typeof createOrderEntryLookup>;
