/**
 * The shop's record of its customers (issue 38, decision 0034), owned by apps/server/src/modules/clients:
 * staff notes and tags on an account, and the block list, kept by phone so that it holds for customers who
 * never registered too.
 */
import { sql } from "drizzle-orm";
import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { id, timestamps } from "./columns.ts";
import { staffUsers } from "./staff.ts";

/** One row per account staff wrote something about; an account without a row has no notes and no tags. */
export const clientNotes = pgTable("client_notes", {
  clientId: integer("client_id")
    .primaryKey()
    .references(() => clients.id, { onDelete: "cascade" }),
  /** plain text */
  notes: text("notes"),
  /** short free labels, trimmed and without duplicates (the contracts' rules) */
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  ...timestamps,
});

/** A blocked phone (E.164): its storefront orders wait for a person to confirm them, with a warning. */
export const blockedPhones = pgTable(
  "blocked_phones",
  {
    id: id(),
    /** E.164, normalised like every stored phone */
    phone: text("phone").notNull(),
    reason: text("reason").notNull(),
    blockedBy: integer("blocked_by").references(() => staffUsers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("blocked_phones_phone_key").on(t.phone)],
);

export type ClientNotes = typeof clientNotes.$inferSelect;
export type BlockedPhone = typeof blockedPhones.$inferSelect;
