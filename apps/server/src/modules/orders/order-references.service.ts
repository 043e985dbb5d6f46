import type { Db } from "@dukkan/db";
import { orderItems } from "@dukkan/db/schema/orders";
import { countDistinct, eq } from "drizzle-orm";

/** What other modules may ask about orders without reading their tables: how many orders name a product. */
export function createOrderReferences(db: Db) {
  return {
    async ordersWithProduct(productId: number): Promise<number> {
      const [row] = await db
        .select({ orders: countDistinct(orderItems.orderId) })
        .from(orderItems)
        .where(eq(orderItems.productId, productId));
      return Number(row?.orders ?? 0);
    },
  };
}
export type OrderReferences = ReturnType<typeof createOrderReferences>;
