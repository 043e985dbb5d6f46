/** The shop's list of cancel and return reasons (issue 38), owned by apps/server/src/modules/orders. */
import type { OrderReasonKind } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, localized, timestamps } from "./columns.ts";

/**
 * A reason staff pick when cancelling an order or recording a return, so that reports can count them (free text
 * goes beside it, on the event or the return). Deactivated rather than deleted: old events keep pointing at it.
 */
export const orderReasons = pgTable(
  "order_reasons",
  {
    id: id(),
    kind: text("kind").$type<OrderReasonKind>().notNull(),
    label: localized("label").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("order_reasons_kind_idx").on(t.kind, t.position),
    check("order_reasons_kind_values", sql`${t.kind} IN ('cancel', 'return')`),
  ],
);

export type OrderReason = typeof orderReasons.$inferSelect;
