/** The audit log, owned by apps/server/src/modules/audit. */
import type { ActorKind, AuditAction, AuditEntity } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

/**
 * One row per entity written by a catalogue write (and later every staff write): who, what, the entity before and
 * after, the request, when. Append-only: a trigger refuses updates and deletes (migration 0009).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actor: text("actor").$type<ActorKind>().notNull(),
    /** the staff member's (or client's) id; null for system actors such as the seed */
    actorId: integer("actor_id"),
    entity: text("entity").$type<AuditEntity>().notNull(),
    entityId: integer("entity_id").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The history of one entity, and the global view newest first (optionally of one actor).
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.id),
    index("audit_log_created_at_idx").on(t.createdAt, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    check("audit_log_action_values", sql`${t.action} IN ('create', 'update', 'delete')`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
