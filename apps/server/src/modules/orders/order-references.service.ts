import type { Db } from "@dukkan/db";
import { orderItems, orders } from "@dukkan/db/schema/orders";
import { countDistinct, eq, inArray } from "drizzle-orm";

/**
 * What other modules may ask about orders without reading their tables: how many orders name a product; the
 * numbers of orders by id (the audit log names an order by its number).
 */
export function createOrderReferences(db: Db) {
  return {
    async ordersWithProduct(productId: number): Promise<number> {
      const [row] = await db
        .select({ orders: countDistinct(orderItems.orderId) })
        .from(orderItems)
        .where(eq(orderItems.productId, productId));
      return Number(row?.orders ?? 0);
    },

    async numbersOf(ids: number[]): Promise<Map<number, { number: string }>> {
      const rows = await db
        .select({ id: orders.id, number: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.id, ids));
      return new Map(rows.map((row) => [row.id, { number: row.number }]));
    },
  };
}
export type OrderReferences = ReturnType<typeof createOrderReferences>;
