/** Product ratings, owned by apps/server/src/modules/ratings. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { clients } from "./clients.ts";
import { id, timestamps } from "./columns.ts";

export const ratings = pgTable(
  "ratings",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    rate: smallint("rate").notNull(),
    ratedOn: date("rated_on").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("ratings_client_product_key").on(t.clientId, t.productId),
    index("ratings_product_id_idx").on(t.productId),
    check("ratings_rate_range", sql`${t.rate} >= 1 AND ${t.rate} <= 5`),
  ],
);

export type Rating = typeof ratings.$inferSelect;
export type NewRating = typeof ratings.$inferInsert;
