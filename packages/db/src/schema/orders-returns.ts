/** Returns after delivery (issue 38), owned by apps/server/src/modules/orders. */
import type { ReturnCondition } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { productColorSizes } from "./catalog.ts";
import { id } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";
import { orderReasons } from "./orders-reasons.ts";
import { staffUsers } from "./staff.ts";

/**
 * Units a customer brought back after delivery, with the cash handed back (`refund`, IQD). The day's figures sum
 * `refund` by `created_at`. An exchange is a return whose customer took a new order (`exchange_order_id`).
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    reasonId: integer("reason_id").references(() => orderReasons.id),
    /** free text beside the reason from the list */
    reason: text("reason"),
    refund: integer("refund").notNull().default(0),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    exchangeOrderId: integer("exchange_order_id").references(() => orders.id, { onDelete: "set null" }),
    // Append-only: no updated_at.
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_returns_order_id_idx").on(t.orderId),
    index("order_returns_created_at_idx").on(t.createdAt),
    index("order_returns_exchange_order_id_idx").on(t.exchangeOrderId),
    check("order_returns_refund_nonnegative", sql`${t.refund} >= 0`),
  ],
);

/** A returned line: how many units of an order line came back, and whether they went back on the shelf. */
export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    id: id(),
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    sizeId: integer("size_id").references(() => productColorSizes.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    condition: text("condition").$type<ReturnCondition>().notNull(),
  },
  (t) => [
    index("order_return_lines_return_id_idx").on(t.returnId),
    index("order_return_lines_order_item_id_idx").on(t.orderItemId),
    check("order_return_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_return_lines_condition_values", sql`${t.condition} IN ('restock', 'damaged')`),
  ],
);

export type OrderReturn = typeof orderReturns.$inferSelect;
export type OrderReturnLine = typeof orderReturnLines.$inferSelect;
