/** Orders, their lines and timeline, owned by apps/server/src/modules/orders. */
import type { OrderChannel, PaymentMethod } from "@dukkan/contracts";
import { type OrderStatus, orderStatuses, sqlListOf } from "@dukkan/contracts/order-statuses";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { productColorSizes, productColors, products } from "./catalog.ts";
import { cities } from "./cities.ts";
import { clients } from "./clients.ts";
import { id, localized, type MediaKey, status, timestamps } from "./columns.ts";
import { coupons } from "./coupons.ts";
import { orderReasons } from "./orders-reasons.ts";
import { staffUsers } from "./staff.ts";

/** The statuses are defined once, in the contracts (decision 0029). */
export type { OrderStatus };

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** `DK-` and 8 characters of an unambiguous alphabet; cannot be guessed or enumerated. */
    orderNumber: text("order_number").notNull(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    /** stored lower-case */
    email: text("email"),
    /** the governorate (delivery fee) */
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    /** the town or district typed by the customer */
    city: text("city").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark"),
    notes: text("notes"),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    deliveryFee: integer("delivery_fee").notNull().default(0),
    total: integer("total").notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull().default("cod"),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    idempotencyKey: text("idempotency_key"),
    /** sha256 of the normalised request: the same key with another body is a conflict */
    requestHash: text("request_hash"),
    /** the storefront language the order was placed in: the customer's messages and printouts */
    lang: text("lang").notNull().default("ar"),
    /** where the order came from: the storefront, or the channel a staff member entered it from (issue 38) */
    channel: text("channel").$type<OrderChannel>().notNull().default("storefront"),
    /** the staff member who entered it (staff-entered orders only) */
    enteredBy: integer("entered_by").references(() => staffUsers.id, { onDelete: "set null" }),
    /** set when the order leaves with a courier */
    courierId: integer("courier_id").references(() => couriers.id),
    /** cash the courier collects (total, delivery fee included), fixed when the order leaves */
    amountToCollect: integer("amount_to_collect"),
    /** the settlement in which the courier handed in this order's cash */
    settlementId: integer("settlement_id").references(() => courierSettlements.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    uniqueIndex("orders_idempotency_key_key").on(t.idempotencyKey),
    index("orders_client_id_idx").on(t.clientId, t.createdAt),
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_coupon_id_idx").on(t.couponId),
    index("orders_city_id_idx").on(t.cityId),
    index("orders_status_created_at_idx").on(t.status, t.createdAt),
    index("orders_courier_id_idx").on(t.courierId, t.status),
    index("orders_settlement_id_idx").on(t.settlementId),
    // The desk's search by the start of an order number (LIKE 'DK-AB%' under any collation).
    index("orders_order_number_pattern_idx").on(sql`${t.orderNumber} text_pattern_ops`),
    // "Cash not settled": delivered cash-on-delivery orders whose cash no settlement holds yet.
    index("orders_cash_not_settled_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'delivered' AND ${t.settlementId} IS NULL AND ${t.paymentMethod} = 'cod'`),
    // The cash couriers hold now (issue 38, decision 0035): orders out with them or delivered, not settled; the
    // settled ones, nearly all of them, are left out of the index; status and amount in it, for index-only scans.
    index("orders_courier_cash_idx")
      .on(t.courierId, t.status, t.amountToCollect)
      .where(sql`${t.settlementId} IS NULL AND ${t.status} IN ('with_courier', 'delivered')`),
    // The order desk's search: any part of a name or of the phone's digits (trigrams).
    index("orders_full_name_trgm_idx").using("gin", sql`${t.fullName} gin_trgm_ops`),
    index("orders_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
    // A page of orders' refusal records (issue 38, decision 0034): by phone, over the few refused orders only.
    index("orders_refusals_phone_idx").on(t.phone).where(sql`${t.status} IN ('cancelled', 'returned')`),
    check("orders_status_values", sql`${t.status} IN (${sql.raw(sqlListOf(orderStatuses))})`),
    check(
      "orders_channel_values",
      sql`${t.channel} IN ('storefront', 'phone', 'whatsapp', 'facebook', 'showroom')`,
    ),
    check("orders_payment_method_values", sql`${t.paymentMethod} IN ('cod', 'creditCard')`),
    check(
      "orders_amounts_nonnegative",
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.deliveryFee} >= 0 AND ${t.total} >= 0`,
    ),
  ],
);

/** A line of an order, with the names and prices as they were when the order was placed. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productColorId: integer("product_color_id").references(() => productColors.id, { onDelete: "set null" }),
    sizeId: integer("size_id").references(() => productColorSizes.id, { onDelete: "set null" }),
    name: localized("name").notNull(),
    code: text("code").notNull(),
    image: text("image").$type<MediaKey>().notNull(),
    colorName: localized("color_name"),
    sizeName: localized("size_name"),
    /** before the product discount */
    unitPrice: integer("unit_price").notNull(),
    /** percent */
    discount: integer("discount").notNull().default(0),
    quantity: integer("quantity").notNull(),
    lineTotal: integer("line_total").notNull(),
    ...timestamps,
  },
  (t) => [
    index("order_items_order_id_idx").on(t.orderId),
    index("order_items_product_id_idx").on(t.productId),
    index("order_items_size_id_idx").on(t.sizeId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** `edit`: an order edited before dispatch (lines, address, fee, discount); `undo`: a status move reversed (issue 38). */
export const orderEventKinds = [
  "status",
  "note",
  "line_edit",
  "settlement",
  "return",
  "edit",
  "undo",
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/**
 * The order's timeline: a row per status it reached (`kind` status), and the staff's private notes, line edits
 * and settlement; `status` is the order's status when the event happened. Clients see the status rows only.
 */
export const orderStatusEvents = pgTable(
  "order_status_events",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderEventKind>().notNull().default("status"),
    status: text("status").$type<OrderStatus>().notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    note: text("note"),
    /** a cancellation's reason (free text) */
    reason: text("reason"),
    /** a cancellation's (or a return's) reason from the shop's list (issue 38) */
    reasonId: integer("reason_id").references(() => orderReasons.id),
    /** what the event changed: the courier and amount to collect, the lines edited */
    details: jsonb("details").$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index("order_status_events_order_id_idx").on(t.orderId, t.createdAt),
    // The day's figures (issue 38, decision 0035): the status moves of a range of days, e.g. the deliveries.
    index("order_status_events_moves_idx").on(t.status, t.createdAt).where(sql`${t.kind} = 'status'`),
    check(
      "order_status_events_kind_values",
      sql`${t.kind} IN ('status', 'note', 'line_edit', 'settlement', 'return', 'edit', 'undo')`,
    ),
  ],
);

/** The people who take orders to the door and bring the cash back. */
export const couriers = pgTable(
  "couriers",
  {
    id: id(),
    name: text("name").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex("couriers_phone_key").on(t.phone)],
);

/**
 * A courier handing in the cash of delivered orders: what was expected (the orders' amounts to collect) against
 * what was received. A difference stays flagged until someone resolves it with a note.
 */
export const courierSettlements = pgTable(
  "courier_settlements",
  {
    id: id(),
    courierId: integer("courier_id")
      .notNull()
      .references(() => couriers.id),
    expected: integer("expected").notNull(),
    received: integer("received").notNull(),
    note: text("note"),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => staffUsers.id, { onDelete: "set null" }),
    resolutionNote: text("resolution_note"),
    ...timestamps,
  },
  (t) => [
    index("courier_settlements_courier_id_idx").on(t.courierId, t.createdAt),
    check("courier_settlements_amounts", sql`${t.expected} >= 0 AND ${t.received} >= 0`),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderStatusEvent = typeof orderStatusEvents.$inferSelect;
export type NewOrderStatusEvent = typeof orderStatusEvents.$inferInsert;
export type Courier = typeof couriers.$inferSelect;
export type CourierSettlement = typeof courierSettlements.$inferSelect;
