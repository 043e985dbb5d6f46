import {
  type OrderListSort,
  type OrderView,
  orderStatuses,
  sqlListOf,
  statusesOfDeskView,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import {
  courierSettlements,
  couriers,
  type NewOrder,
  type NewOrderStatusEvent,
  type OrderStatus,
  orderItems,
  orderStatusEvents,
  orders,
} from "@dukkan/db/schema/orders";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { shopTimeZone } from "./orders-insights.service.ts";

/** The order list's filters, already normalised by the service (search split into its possible meanings). */
export interface OrderListFilter {
  clientId?: number | undefined;
  view?: OrderView | undefined;
  status?: OrderStatus | undefined;
  governorateId?: number | undefined;
  courierId?: number | undefined;
  /** Baghdad calendar days, inclusive */
  from?: string | undefined;
  to?: string | undefined;
  search?:
    | {
        /** Starts of an order number, `DK-` included */
        orderNumberStarts: string[];
        orderNumberPart: string | null;
        phoneDigits: string | null;
        name: string | null;
      }
    | undefined;
}

/** A status's place in the workflow (placed first, the side exits last), for sorting by status. */
const statusRank = sql.raw(
  `array_position(ARRAY[${sqlListOf(orderStatuses)}]::text[], "orders"."status"::text)`,
);

/** ORDER BY of a list sort; ties newest first, then by id, so that pages never overlap. */
function listOrder(sort: OrderListSort): SQL[] {
  const direction = sort.startsWith("-") ? desc : asc;
  switch (sort.replace("-", "")) {
    case "total":
      return [direction(orders.total), desc(orders.createdAt), desc(orders.id)];
    case "status":
      return [direction(statusRank), desc(orders.createdAt), desc(orders.id)];
    default:
      return [direction(orders.createdAt), direction(orders.id)];
  }
}

const startOfShopDay = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${shopTimeZone})`;
const today = sql`date_trunc('day', now() AT TIME ZONE ${shopTimeZone})`;

function viewCondition(view: OrderView): SQL | undefined {
  switch (view) {
    case "to_confirm":
    case "to_prepare":
    case "with_courier":
      return inArray(orders.status, statusesOfDeskView(view));
    case "cash_not_settled":
      return and(
        eq(orders.status, "delivered"),
        isNull(orders.settlementId),
        eq(orders.paymentMethod, "cod"),
      );
    case "today":
      return sql`${orders.createdAt} >= ${startOfShopDay(today)}`;
  }
}

/** LIKE's wildcards typed by a person are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: NonNullable<OrderListFilter["search"]>): SQL | undefined {
  const alternatives: SQL[] = [];
  for (const start of search.orderNumberStarts)
    alternatives.push(sql`${orders.orderNumber} LIKE ${`${escapeLike(start)}%`}`);
  // A part from the middle: no index serves it, a scan of the order numbers (short texts) does.
  if (search.orderNumberPart)
    alternatives.push(sql`${orders.orderNumber} LIKE ${`%${escapeLike(search.orderNumberPart)}%`}`);
  // Phones are stored in E.164; a part of the digits matches through the trigram index.
  if (search.phoneDigits) alternatives.push(sql`${orders.phone} LIKE ${`%${search.phoneDigits}%`}`);
  if (search.name) alternatives.push(sql`${orders.fullName} ILIKE ${`%${escapeLike(search.name)}%`}`);
  return alternatives.length === 0 ? sql`false` : sql`(${sql.join(alternatives, sql` OR `)})`;
}

export function listWhere(filter: OrderListFilter): SQL | undefined {
  return and(
    filter.clientId !== undefined ? eq(orders.clientId, filter.clientId) : undefined,
    filter.view ? viewCondition(filter.view) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.governorateId ? eq(orders.cityId, filter.governorateId) : undefined,
    filter.courierId ? eq(orders.courierId, filter.courierId) : undefined,
    filter.from ? sql`${orders.createdAt} >= ${startOfShopDay(sql`${filter.from}::date`)}` : undefined,
    filter.to ? sql`${orders.createdAt} < ${startOfShopDay(sql`${filter.to}::date + 1`)}` : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

export type CourierRow = typeof couriers.$inferSelect;
export type SettlementRow = typeof courierSettlements.$inferSelect;

/** The SQL of the order desk: list and search, timeline events, line edits, couriers and settlements. */
export function createOrderDeskRepository() {
  return {
    /** A page of the order list; its total is `count` (the service keeps it apart: it changes only on a write). */
    list(db: Db, filter: OrderListFilter, sort: OrderListSort, limit: number, offset: number) {
      return db
        .select({
          orderNumber: orders.orderNumber,
          status: orders.status,
          createdAt: orders.createdAt,
          fullName: orders.fullName,
          phone: orders.phone,
          cityId: orders.cityId,
          city: orders.city,
          address: orders.address,
          landmark: orders.landmark,
          notes: orders.notes,
          total: orders.total,
          courierId: orders.courierId,
          courierName: couriers.name,
          amountToCollect: orders.amountToCollect,
          settlementId: orders.settlementId,
          channel: orders.channel,
          // Spelled out: drizzle leaves columns unqualified in a select list, which the subquery would read as its own.
          units: sql<number>`(SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = "orders"."id")`,
        })
        .from(orders)
        .leftJoin(couriers, eq(couriers.id, orders.courierId))
        .where(listWhere(filter))
        .orderBy(...listOrder(sort))
        .limit(limit)
        .offset(offset);
    },

    async count(db: Db, filter: OrderListFilter): Promise<number> {
      const [total] = await db.select({ n: count() }).from(orders).where(listWhere(filter));
      return total?.n ?? 0;
    },

    /** Orders waiting for a confirmation call, and the newest order's number. */
    async newOrders(db: Db) {
      const [[waiting], [latest]] = await Promise.all([
        db
          .select({ n: count() })
          .from(orders)
          .where(inArray(orders.status, statusesOfDeskView("to_confirm"))),
        db
          .select({ orderNumber: orders.orderNumber })
          .from(orders)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(1),
      ]);
      return { toConfirm: waiting?.n ?? 0, latest: latest?.orderNumber ?? null };
    },

    /**
     * Moves the order on when it is still in one of `from` (one conditional update: of two concurrent moves the
     * second matches no row). Leaving with a courier fixes the courier and the amount to collect.
     */
    async transition(
      tx: Db,
      input: { orderNumber: string; from: readonly OrderStatus[]; to: OrderStatus; courierId: number | null },
    ) {
      if (input.from.length === 0) return null;
      // The status it leaves, read under the row's lock (for the audit log's "before").
      const [current] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.orderNumber, input.orderNumber))
        .for("update");
      if (!current) return null;
      const [row] = await tx
        .update(orders)
        .set({
          status: input.to,
          updatedAt: sql`now()`,
          ...(input.courierId !== null
            ? { courierId: input.courierId, amountToCollect: sql`${orders.total}` }
            : {}),
        })
        .where(
          and(
            eq(orders.orderNumber, input.orderNumber),
            inArray(orders.status, [...input.from]),
            // A settled order's cash is in the till: nothing moves it any more.
            isNull(orders.settlementId),
          ),
        )
        .returning({ id: orders.id, amountToCollect: orders.amountToCollect });
      return row ? { ...row, from: current.status } : null;
    },

    async insertEvent(tx: Db, row: NewOrderStatusEvent) {
      await tx.insert(orderStatusEvents).values(row);
    },

    /** Every event of the order's timeline, oldest first. */
    events: (db: Db, orderId: number) =>
      db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
        .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),

    /** The order row locked for an edit of its lines (the status is checked on the locked row). */
    async lockOrder(tx: Db, orderNumber: string) {
      const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
      return row;
    },
    itemsOf: (tx: Db, orderId: number) =>
      tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    async setItemQuantity(tx: Db, itemId: number, quantity: number, lineTotal: number) {
      await tx
        .update(orderItems)
        .set({ quantity, lineTotal, updatedAt: sql`now()` })
        .where(eq(orderItems.id, itemId));
    },
    async deleteItem(tx: Db, itemId: number) {
      await tx.delete(orderItems).where(eq(orderItems.id, itemId));
    },
    /** An edit's new contact, address and amounts (issue 38), on the row locked by `lockOrder`. */
    async updateOrder(
      tx: Db,
      orderId: number,
      set: Pick<
        NewOrder,
        | "fullName"
        | "phone"
        | "cityId"
        | "city"
        | "address"
        | "landmark"
        | "subtotal"
        | "discount"
        | "deliveryFee"
        | "total"
      >,
    ) {
      await tx
        .update(orders)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /**
     * An undone move (issue 38): the order goes back to `to` when it is still in `from` and not settled. Undoing
     * the handover to a courier forgets the courier and the amount to collect.
     */
    async undoMove(
      tx: Db,
      input: { orderId: number; from: OrderStatus; to: OrderStatus; forgetCourier: boolean },
    ) {
      const [row] = await tx
        .update(orders)
        .set({
          status: input.to,
          updatedAt: sql`now()`,
          ...(input.forgetCourier ? { courierId: null, amountToCollect: null } : {}),
        })
        .where(and(eq(orders.id, input.orderId), eq(orders.status, input.from), isNull(orders.settlementId)))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    // ------------------------------------------------------------ couriers

    async activeCourier(db: Db, id: number) {
      const [row] = await db
        .select({ id: couriers.id })
        .from(couriers)
        .where(and(eq(couriers.id, id), eq(couriers.status, 1)))
        .limit(1);
      return row;
    },
    async courier(db: Db, id: number) {
      const [row] = await db.select().from(couriers).where(eq(couriers.id, id)).limit(1);
      return row;
    },
    /** Couriers with what they hold now: orders out with them, cash of delivered orders not handed in. */
    async couriers(db: Db, ids?: number[]) {
      return db
        .select({
          courier: couriers,
          withCourier: sql<number>`count(${orders.id}) FILTER (WHERE ${orders.status} = 'with_courier')::int`,
          cashToSettle: sql<number>`coalesce(sum(${orders.amountToCollect}) FILTER (WHERE ${orders.status} = 'delivered' AND ${orders.settlementId} IS NULL), 0)::int`,
        })
        .from(couriers)
        .leftJoin(orders, eq(orders.courierId, couriers.id))
        .where(ids ? inArray(couriers.id, ids) : undefined)
        .groupBy(couriers.id)
        .orderBy(desc(couriers.status), asc(couriers.name), asc(couriers.id));
    },
    async insertCourier(db: Db, row: { name: string; phone: string }) {
      const [inserted] = await db
        .insert(couriers)
        .values(row)
        .onConflictDoNothing({ target: couriers.phone })
        .returning({ id: couriers.id });
      return inserted?.id ?? null;
    },
    async updateCourier(db: Db, id: number, set: Partial<{ name: string; phone: string; status: number }>) {
      const [row] = await db
        .update(couriers)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(couriers.id, id))
        .returning({ id: couriers.id });
      return row ?? null;
    },
    async courierByPhone(db: Db, phone: string) {
      const [row] = await db
        .select({ id: couriers.id })
        .from(couriers)
        .where(eq(couriers.phone, phone))
        .limit(1);
      return row;
    },

    // ------------------------------------------------------------ settlements

    /**
     * Locks the listed orders of this courier whose cash can be handed in now (out with the courier or delivered,
     * not settled), in id order so that concurrent writers never deadlock. A status change racing this waits
     * on the lock and then sees the settled order.
     */
    lockSettleable: (tx: Db, courierId: number, orderNumbers: string[]) =>
      tx
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          amount: orders.amountToCollect,
        })
        .from(orders)
        .where(
          and(
            inArray(orders.orderNumber, orderNumbers),
            eq(orders.courierId, courierId),
            inArray(orders.status, ["with_courier", "delivered"]),
            isNull(orders.settlementId),
          ),
        )
        .orderBy(asc(orders.id))
        .for("update"),
    async insertSettlement(
      tx: Db,
      row: {
        courierId: number;
        expected: number;
        received: number;
        note: string | null;
        staffUserId: number;
      },
    ) {
      const [inserted] = await tx
        .insert(courierSettlements)
        .values(row)
        .returning({ id: courierSettlements.id });
      return inserted!.id;
    },
    /** The orders' cash is handed in: those still out are delivered (the courier brought their cash). */
    async settleOrders(tx: Db, orderIds: number[], settlementId: number) {
      await tx
        .update(orders)
        .set({ settlementId, status: "delivered", updatedAt: sql`now()` })
        .where(inArray(orders.id, orderIds));
    },
    async settlements(
      db: Db,
      filter: { courierId?: number | undefined; open?: boolean | undefined },
      limit: number,
      offset: number,
      id?: number,
    ) {
      const where = and(
        id !== undefined ? eq(courierSettlements.id, id) : undefined,
        filter.courierId ? eq(courierSettlements.courierId, filter.courierId) : undefined,
        filter.open === undefined
          ? undefined
          : filter.open
            ? sql`${courierSettlements.received} <> ${courierSettlements.expected} AND ${courierSettlements.resolvedAt} IS NULL`
            : sql`NOT (${courierSettlements.received} <> ${courierSettlements.expected} AND ${courierSettlements.resolvedAt} IS NULL)`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ settlement: courierSettlements, courierName: couriers.name })
          .from(courierSettlements)
          .innerJoin(couriers, eq(couriers.id, courierSettlements.courierId))
          .where(where)
          .orderBy(desc(courierSettlements.createdAt), desc(courierSettlements.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(courierSettlements).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    settledOrders: (db: Db, settlementIds: number[]) =>
      settlementIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              settlementId: orders.settlementId,
              orderNumber: orders.orderNumber,
              amount: orders.amountToCollect,
            })
            .from(orders)
            .where(inArray(orders.settlementId, settlementIds))
            .orderBy(asc(orders.id)),
    async resolveSettlement(db: Db, id: number, input: { staffUserId: number; note: string }) {
      const [row] = await db
        .update(courierSettlements)
        .set({
          resolvedAt: sql`now()`,
          resolvedBy: input.staffUserId,
          resolutionNote: input.note,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(courierSettlements.id, id),
            isNull(courierSettlements.resolvedAt),
            sql`${courierSettlements.received} <> ${courierSettlements.expected}`,
          ),
        )
        .returning({ id: courierSettlements.id });
      return row ?? null;
    },
  };
}
export type OrderDeskRepository = ReturnType<typeof createOrderDeskRepository>;
