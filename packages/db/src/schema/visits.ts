/** Page visits, owned by apps/server/src/modules/visits. */
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { id, timestamps } from "./columns.ts";

export const visits = pgTable(
  "visits",
  {
    id: id(),
    url: text("url").notNull(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("visits_client_id_idx").on(t.clientId), index("visits_created_at_idx").on(t.createdAt)],
);

export type Visit = typeof visits.$inferSelect;
export type NewVisit = typeof visits.$inferInsert;
