/** Governorates, owned by apps/server/src/modules/cities. */
import { integer, pgTable } from "drizzle-orm/pg-core";
import { id, localized, sortOrder, timestamps } from "./columns.ts";

/** Iraq's 18 governorates with their delivery fee in IQD. */
export const cities = pgTable("cities", {
  id: id(),
  name: localized("name").notNull(),
  deliveryFee: integer("delivery_fee").notNull().default(0),
  sortOrder: sortOrder(),
  ...timestamps,
});

export type City = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
