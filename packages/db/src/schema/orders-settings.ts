/** The shop's order settings (issue 39), owned by apps/server/src/modules/orders. */
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff.ts";

/** One row (id 1), absent until staff first save: every setting is then its default. */
export const orderSettings = pgTable(
  "order_settings",
  {
    id: integer("id").primaryKey().default(1),
    /**
     * Ask a new customer (a phone with no delivered order) to confirm the phone with a code before a
     * cash-on-delivery order: the shop's defence against fake orders (decision 0038). Off by default.
     */
    codPhoneConfirmation: boolean("cod_phone_confirmation").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [check("order_settings_one_row", sql`${t.id} = 1`)],
);
