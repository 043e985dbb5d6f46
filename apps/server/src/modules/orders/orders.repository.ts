import type { Db } from "@dukkan/db";
import {
  cities,
  clients,
  colors,
  type NewOrder,
  type NewOrderItem,
  type OrderStatus,
  orderItems,
  orderStatusEvents,
  orders,
  productColorSizes,
  productColors,
  products,
} from "@dukkan/db/schema";
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";

export type OrderRow = typeof orders.$inferSelect;

export function createOrdersRepository() {
  return {
    async byIdempotencyKey(db: Db, key: string) {
      const [row] = await db
        .select({ id: orders.id, clientId: orders.clientId, requestHash: orders.requestHash })
        .from(orders)
        .where(eq(orders.idempotencyKey, key))
        .limit(1);
      return row;
    },

    /** Everything needed to price and describe the asked sizes, with the product and colour they belong to. */
    sellable(db: Db, sizeIds: number[]) {
      return db
        .select({
          sizeId: productColorSizes.id,
          sizeName: productColorSizes.size,
          price: productColorSizes.price,
          quantity: productColorSizes.quantity,
          productColorId: productColors.id,
          colorName: colors.name,
          colorImages: productColors.images,
          productId: products.id,
          name: products.name,
          code: products.code,
          image: products.image,
          discount: products.discount,
          status: products.status,
          deletedAt: products.deletedAt,
        })
        .from(productColorSizes)
        .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .innerJoin(products, eq(products.id, productColors.productId))
        .where(inArray(productColorSizes.id, sizeIds));
    },

    async stock(db: Db, sizeIds: number[]) {
      const rows = await db
        .select({ id: productColorSizes.id, quantity: productColorSizes.quantity })
        .from(productColorSizes)
        .where(inArray(productColorSizes.id, sizeIds));
      return new Map(rows.map((r) => [r.id, r.quantity]));
    },

    async city(db: Db, id: number) {
      const [row] = await db
        .select({ id: cities.id, deliveryFee: cities.deliveryFee })
        .from(cities)
        .where(eq(cities.id, id))
        .limit(1);
      return row;
    },

    governorates(db: Db) {
      return db
        .select({ id: cities.id, name: cities.name, deliveryFee: cities.deliveryFee })
        .from(cities)
        .orderBy(asc(cities.sortOrder), asc(cities.id));
    },

    /** Serialises this client's orders while its per-client coupon uses are counted. */
    async lockClient(tx: Db, clientId: number) {
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("no key update");
    },

    /** Takes `quantity` units when that many are left; the row lock makes concurrent orders queue here. */
    async takeStock(tx: Db, sizeId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(productColorSizes)
        .set({ quantity: sql`${productColorSizes.quantity} - ${quantity}`, updatedAt: sql`now()` })
        .where(and(eq(productColorSizes.id, sizeId), gte(productColorSizes.quantity, quantity)))
        .returning({ id: productColorSizes.id });
      return rows.length === 1;
    },

    /** Puts a cancelled order's units back on the shelf (sizes deleted since are skipped). */
    async returnStock(tx: Db, orderId: number) {
      await tx.execute(sql`
        UPDATE product_color_sizes AS s
           SET quantity = s.quantity + back.quantity, updated_at = now()
          FROM (SELECT size_id, sum(quantity)::int AS quantity FROM order_items
                 WHERE order_id = ${orderId} AND size_id IS NOT NULL GROUP BY size_id) AS back
         WHERE s.id = back.size_id`);
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

    /** Moves an order on when it is still in one of `from`; null when it is not (or does not exist). */
    async transition(tx: Db, input: { orderNumber: string; from: readonly OrderStatus[]; to: OrderStatus }) {
      if (input.from.length === 0) return null;
      const [row] = await tx
        .update(orders)
        .set({ status: input.to, updatedAt: sql`now()` })
        .where(and(eq(orders.orderNumber, input.orderNumber), inArray(orders.status, [...input.from])))
        .returning({ id: orders.id });
      return row ?? null;
    },

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

    /** Lines, timeline and governorate of the given orders. */
    async details(db: Db, orderIds: number[], cityIds: number[]) {
      if (orderIds.length === 0) return { items: [], events: [], cities: [] };
      const [items, events, cityRows] = await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
        db
          .select()
          .from(orderStatusEvents)
          .where(inArray(orderStatusEvents.orderId, orderIds))
          .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
        db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds)),
      ]);
      return { items, events, cities: cityRows };
    },
  };
}
