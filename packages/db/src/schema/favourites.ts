/** Wishlists, owned by apps/server/src/modules/favourites. */
import { index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { colors, products } from "./catalog.ts";
import { clients } from "./clients.ts";
import { id, timestamps } from "./columns.ts";

export const favourites = pgTable(
  "favourites",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorId: integer("color_id").references(() => colors.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("favourites_client_product_key").on(t.clientId, t.productId),
    index("favourites_product_id_idx").on(t.productId),
  ],
);

export type Favourite = typeof favourites.$inferSelect;
export type NewFavourite = typeof favourites.$inferInsert;
