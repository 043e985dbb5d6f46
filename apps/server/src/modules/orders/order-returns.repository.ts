import type { OrderReasonKind, ReturnCondition } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { orderItems, orders } from "@dukkan/db/schema/orders";
import { type OrderReason, orderReasons } from "@dukkan/db/schema/orders-reasons";
import { orderReturnLines, orderReturns } from "@dukkan/db/schema/orders-returns";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

/** The reasons list and returns after delivery (issue 38): their own tables, read and written here only. */
export function createOrderReturnsRepository() {
  return {
    reasons(db: Db, filter: { kind?: OrderReasonKind | undefined; activeOnly?: boolean }) {
      return db
        .select()
        .from(orderReasons)
        .where(
          and(
            filter.kind ? eq(orderReasons.kind, filter.kind) : undefined,
            filter.activeOnly ? eq(orderReasons.active, true) : undefined,
          ),
        )
        .orderBy(asc(orderReasons.kind), asc(orderReasons.position), asc(orderReasons.id));
    },
    async reason(db: Db, id: number): Promise<OrderReason | undefined> {
      const [row] = await db.select().from(orderReasons).where(eq(orderReasons.id, id)).limit(1);
      return row;
    },
    async reasonForUpdate(tx: Db, id: number): Promise<OrderReason | undefined> {
      const [row] = await tx.select().from(orderReasons).where(eq(orderReasons.id, id)).for("update");
      return row;
    },
    async insertReason(tx: Db, row: typeof orderReasons.$inferInsert): Promise<OrderReason> {
      const [created] = await tx.insert(orderReasons).values(row).returning();
      return created as OrderReason;
    },
    async updateReason(
      tx: Db,
      id: number,
      change: Partial<Pick<OrderReason, "label" | "active" | "position">>,
    ): Promise<OrderReason> {
      const [row] = await tx
        .update(orderReasons)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(orderReasons.id, id))
        .returning();
      return row as OrderReason;
    },

    /**
     * The order row locked FOR UPDATE: returns of one order (and its status moves, which lock it too) run one after
     * the other, so what was already returned is read after any concurrent return committed.
     */
    async lockOrder(tx: Db, orderNumber: string) {
      const [row] = await tx
        .select({
          id: orders.id,
          status: orders.status,
          total: orders.total,
          orderNumber: orders.orderNumber,
        })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
        .for("update");
      return row;
    },
    orderIdByNumber: async (db: Db, orderNumber: string) => {
      const [row] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
        .limit(1);
      return row;
    },

    /** The order's lines with the units already returned from each (columns spelt out: drizzle leaves a lone table's unqualified). */
    lines(db: Db, orderId: number) {
      return db
        .select({
          id: orderItems.id,
          sizeId: orderItems.sizeId,
          quantity: orderItems.quantity,
          returned: sql<number>`coalesce((
            SELECT sum(l.quantity) FROM order_return_lines l WHERE l.order_item_id = "order_items"."id"), 0)`.mapWith(
            Number,
          ),
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
    },

    async insertReturn(
      tx: Db,
      row: typeof orderReturns.$inferInsert,
      lines: { orderItemId: number; sizeId: number | null; quantity: number; condition: ReturnCondition }[],
    ) {
      const [created] = await tx.insert(orderReturns).values(row).returning();
      const ret = created as typeof orderReturns.$inferSelect;
      await tx.insert(orderReturnLines).values(lines.map((line) => ({ ...line, returnId: ret.id })));
      return ret;
    },

    /** Units of the order that came back after delivery, by size (whatever their condition). */
    returnedBySize(db: Db, orderId: number) {
      return db
        .select({
          sizeId: orderReturnLines.sizeId,
          quantity: sql<number>`sum(${orderReturnLines.quantity})`.mapWith(Number),
        })
        .from(orderReturnLines)
        .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
        .where(eq(orderReturns.orderId, orderId))
        .groupBy(orderReturnLines.sizeId);
    },

    /** Sum of the refunds already recorded against the order. */
    async refunded(db: Db, orderId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${orderReturns.refund}), 0)`.mapWith(Number) })
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId));
      return row?.sum ?? 0;
    },

    /** The order's returns, oldest first, with their lines and the exchange order's number. */
    async returnsOf(db: Db, orderId: number) {
      const rows = await db
        .select({
          id: orderReturns.id,
          createdAt: orderReturns.createdAt,
          staffUserId: orderReturns.staffUserId,
          reasonId: orderReturns.reasonId,
          reasonLabel: orderReasons.label,
          reason: orderReturns.reason,
          refund: orderReturns.refund,
          exchangeOrderNumber: sql<string | null>`(
            SELECT o.order_number FROM orders o WHERE o.id = "order_returns"."exchange_order_id")`,
        })
        .from(orderReturns)
        .leftJoin(orderReasons, eq(orderReasons.id, orderReturns.reasonId))
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
      const lines =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(orderReturnLines)
              .where(
                inArray(
                  orderReturnLines.returnId,
                  rows.map((r) => r.id),
                ),
              )
              .orderBy(asc(orderReturnLines.id));
      return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.returnId === r.id) }));
    },

    async returnForUpdate(tx: Db, id: number, orderId: number) {
      const [row] = await tx
        .select()
        .from(orderReturns)
        .where(and(eq(orderReturns.id, id), eq(orderReturns.orderId, orderId)))
        .for("update");
      return row;
    },
    async setExchange(tx: Db, id: number, exchangeOrderId: number) {
      await tx.update(orderReturns).set({ exchangeOrderId }).where(eq(orderReturns.id, id));
    },

    /** The order whose return this order replaces (an exchange), if any. */
    async exchangeFor(db: Db, orderId: number): Promise<string | null> {
      const [row] = await db
        .select({ orderNumber: orders.orderNumber })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(eq(orderReturns.exchangeOrderId, orderId))
        .orderBy(asc(orderReturns.id))
        .limit(1);
      return row?.orderNumber ?? null;
    },
  };
}
export type OrderReturnsRepository = ReturnType<typeof createOrderReturnsRepository>;
