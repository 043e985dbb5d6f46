/** The staff's choices for customers' messages (issue 39, decision 0037), owned by apps/server/src/modules/messages. */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff.ts";

/**
 * Which channels each message event uses (`order_confirmed` → `["whatsapp","email"]`). An event without a row
 * uses every channel (decision 0031's rule: the phone by WhatsApp when it is on, else SMS; e-mail when on).
 */
export const messageEventSettings = pgTable("message_event_settings", {
  event: text("event").primaryKey(),
  channels: jsonb("channels").$type<string[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
});

/** A staff-written text replacing the default one (message-texts.ts) of an event in one language. */
export const messageTemplates = pgTable(
  "message_templates",
  {
    event: text("event").notNull(),
    lang: text("lang").notNull(),
    text: text("text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.event, t.lang] })],
);

export type MessageEventSetting = typeof messageEventSettings.$inferSelect;
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
