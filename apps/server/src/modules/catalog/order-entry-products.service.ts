import {
  discountedUnitPrice,
  localize,
  type OrderEntryProduct,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { colors, productColorSizes, productColors, products } from "@dukkan/db/schema/catalog";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { mediaUrl } from "#server/lib/media-url.ts";

/** The catalogue's read for the staff order entry screen (issue 38, decision 0036). */
export function createOrderEntryProducts(db: Db) {
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
  };
}
