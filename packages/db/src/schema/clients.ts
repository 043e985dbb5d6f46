/** Client accounts, owned by apps/server/src/modules/clients. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cities } from "./cities.ts";
import { id, status, timestamps } from "./columns.ts";

export const clients = pgTable(
  "clients",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email"),
    /** E.164, e.g. +9647701234567 */
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    bornDate: date("born_date"),
    gender: text("gender").$type<"Male" | "Female">(),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    status: status(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clients_phone_key").on(t.phone),
    index("clients_city_id_idx").on(t.cityId),
    check("clients_gender_values", sql`${t.gender} IS NULL OR ${t.gender} IN ('Male', 'Female')`),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
