import {
  discountedUnitPrice,
  type Language,
  localize,
  type OrderEntryCustomer,
  type OrderEntryGovernorate,
  type OrderEntryProduct,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { colors, productColorSizes, productColors, products } from "@dukkan/db/schema/catalog";
import { orders } from "@dukkan/db/schema/orders";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { mediaUrl } from "#server/lib/media-url.ts";
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
  return {
    /**
     * The listed products among `ids` (search order kept), each colour with its sizes, their stock and the unit
     * price an order line is charged (order-pricing.ts prices the same way: the size's price less the product's
     * discount).
     */
    async products(ctx: RequestContext, ids: number[]): Promise<OrderEntryProduct[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          productId: products.id,
          code: products.code,
          name: products.name,
          image: products.image,
          discount: products.discount,
          colorId: productColors.id,
          colorName: colors.name,
          hex: colors.hex,
          sizeId: productColorSizes.id,
          size: productColorSizes.size,
          price: productColorSizes.price,
          quantity: productColorSizes.quantity,
        })
        .from(products)
        .innerJoin(productColors, eq(productColors.productId, products.id))
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .innerJoin(productColorSizes, eq(productColorSizes.productColorId, productColors.id))
        .where(and(inArray(products.id, ids), eq(products.status, 1), isNull(products.deletedAt)))
        .orderBy(
          asc(productColors.sortOrder),
          asc(productColors.id),
          asc(productColorSizes.sortOrder),
          asc(productColorSizes.id),
        );
      const byId = new Map<number, OrderEntryProduct>();
      for (const row of rows) {
        let product = byId.get(row.productId);
        if (!product) {
          product = {
            id: row.productId,
            code: row.code,
            name: localize(row.name, ctx.lang),
            image: mediaUrl(ctx.origin, row.image),
            colors: [],
          };
          byId.set(row.productId, product);
        }
        let color = product.colors.find((c) => c.id === row.colorId);
        if (!color) {
          color = { id: row.colorId, name: localize(row.colorName, ctx.lang), hex: row.hex, sizes: [] };
          product.colors.push(color);
        }
        color.sizes.push({
          id: row.sizeId,
          size: localize(row.size, ctx.lang),
          unit_price: discountedUnitPrice(row.price, row.discount),
          quantity: row.quantity,
        });
      }
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

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
