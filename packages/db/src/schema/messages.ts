/** Customers' and staff's messages (issue 39), owned by apps/server/src/modules/messages. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

/**
 * The outbox: one row per message, written in the same transaction as the event that causes it, then sent by
 * the background sender (decision 0031). `queued` rows are due at `next_attempt_at`; a row being sent is
 * locked (`FOR UPDATE SKIP LOCKED`) so another instance skips it.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    /** whatsapp | sms | email */
    channel: text("channel").notNull(),
    /** A phone in international form (`+964…`) or an e-mail address. */
    recipient: text("recipient").notNull(),
    lang: text("lang").notNull(),
    /** What the message says, e.g. `order_placed`: the text, or the WhatsApp template, is chosen by it. */
    templateKey: text("template_key").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    /** queued | sent | failed */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * A message that must exist once whatever the number of instances (the owner's morning summary of one day
     * to one recipient, decision 0038): the insert that finds it taken does nothing.
     */
    dedupeKey: text("dedupe_key"),
  },
  (t) => [
    // The sender's question: what is queued and due, oldest first.
    index("messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("messages_order_idx").on(t.orderId),
    uniqueIndex("messages_dedupe_key_key").on(t.dedupeKey),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
