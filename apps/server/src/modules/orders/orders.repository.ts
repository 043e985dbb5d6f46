import type { Db } from "@dukkan/db";
import {
  type NewOrder,
  type NewOrderItem,
  type OrderStatus,
  orderItems,
  orderStatusEvents,
  orders,
} from "@dukkan/db/schema/orders";
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";

export type OrderRow = typeof orders.$inferSelect;

/** The advisory-lock space of "one client's checkout" (the second key is the client id). */
const clientCheckoutLock = 741_239_801;

export function createOrdersRepository() {
  return {
    async byIdempotencyKey(db: Db, key: string) {
      const [row] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          clientId: orders.clientId,
          enteredBy: orders.enteredBy,
          requestHash: orders.requestHash,
        })
        .from(orders)
        .where(eq(orders.idempotencyKey, key))
        .limit(1);
      return row;
    },

    /** Serialises one client's checkouts until the transaction ends, while its per-client coupon uses are counted. */
    async lockClient(tx: Db, clientId: number) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${clientCheckoutLock}::int4, ${clientId}::int4)`);
    },

    /** The new order's id, or null when the order number is taken (the caller draws another). */
    async insertOrder(tx: Db, row: NewOrder): Promise<number | null> {
      const [inserted] = await tx
        .insert(orders)
        .values(row)
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning({ id: orders.id });
      return inserted?.id ?? null;
    },
    async insertItems(tx: Db, rows: NewOrderItem[]) {
      await tx.insert(orderItems).values(rows);
    },
    async insertEvent(
      tx: Db,
      row: { orderId: number; status: OrderStatus; staffUserId?: number | null; note?: string | null },
    ) {
      await tx.insert(orderStatusEvents).values(row);
    },

    /** The units of each size an order holds (lines whose size was deleted since are left out). */
    unitsOf: (db: Db, orderId: number) =>
      db
        .select({ sizeId: sql<number>`${orderItems.sizeId}`, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.sizeId))),

    async byNumber(db: Db, orderNumber: string) {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
      return row;
    },
    async byId(db: Db, id: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async page(db: Db, filter: { clientId?: number; status?: OrderStatus }, limit: number, offset: number) {
      const where = and(
        filter.clientId !== undefined ? eq(orders.clientId, filter.clientId) : undefined,
        filter.status ? eq(orders.status, filter.status) : undefined,
        // A staff member's draft is the shop's until the customer agrees: the customer does not see it.
        filter.clientId !== undefined ? ne(orders.status, "draft") : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Lines and timeline of the given orders. */
    async details(db: Db, orderIds: number[]) {
      if (orderIds.length === 0) return { items: [], events: [] };
      const [items, events] = await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
        db
          .select()
          .from(orderStatusEvents)
          .where(inArray(orderStatusEvents.orderId, orderIds))
          .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
      ]);
      return { items, events };
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
