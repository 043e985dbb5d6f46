/** Staff writes' Idempotency-Keys (issue 40), owned by apps/server/src/modules/staff. */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff.ts";

/**
 * One row per staff member and key: claimed before the write, its answer kept after it, so that a retry
 * (a timeout, a lost answer) gets the first answer instead of applying again. A row without a status is a
 * write under way, or one whose outcome is unknown (the server failed after it began): retries get 409.
 */
export const staffIdempotencyKeys = pgTable(
  "staff_idempotency_keys",
  {
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The method and path, and a hash of the body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.key] })],
);
