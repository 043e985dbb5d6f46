import {
  type Actor,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  auditQuerySchema,
  type NamedActor,
  type PaginationQuery,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { AuditRow } from "@dukkan/db/schema/audit";
import { namingActors, type StaffNames } from "#server/lib/actor-names.ts";
import { parseInput } from "#server/lib/input.ts";
import { pageWindow, paginated } from "#server/lib/pagination.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import { type AuditFilter, createAuditRepository } from "./audit.repository.ts";

/** An entity as stored (its row as JSON, with the relations that belong to it). */
export type Snapshot = Record<string, unknown>;

/** One entity written: what it was before (null when created) and after (null when removed). */
export interface AuditChange {
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  before: Snapshot | null;
  after: Snapshot | null;
}

const timestampKeys = new Set(["updated_at", "updatedAt"]);

/** JSON of a snapshot without its timestamps, keys sorted, so that two snapshots of one unchanged row compare equal. */
function contentOf(snapshot: Snapshot | null): string {
  return JSON.stringify(snapshot, (key, value) => {
    if (timestampKeys.has(key)) return undefined;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return value;
  });
}

/** An update that changed nothing but a timestamp (an empty `PATCH {}`, the same values again) is not history. */
const changedSomething = (change: AuditChange) =>
  change.action !== "update" || contentOf(change.before) !== contentOf(change.after);

function entryView(row: AuditRow, named: (actor: Actor) => NamedActor): AuditEntry {
  return {
    id: row.id,
    actor: named({ kind: row.actor, id: row.actorId }),
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    before: row.before,
    after: row.after,
    request_id: row.requestId,
    at: row.createdAt.toISOString(),
  };
}

/**
 * The audit log: an append-only record of who changed what (before and after), written by the writers in their
 * own transaction (`record`), and read by the staff dashboard per entity or as one filtered list.
 */
export function createAuditService(db: Db, staffNames: StaffNames) {
  const repository = createAuditRepository();

  async function list(filter: AuditFilter, query: PaginationQuery) {
    const { rows, total } = await repository.page(db, filter, pageWindow(query));
    const named = await namingActors(
      staffNames,
      rows.map((row) => ({ kind: row.actor, id: row.actorId })),
    );
    return paginated(
      rows.map((row) => entryView(row, named)),
      total,
      query,
    );
  }

  return {
    /** Writes one entry per change, in the writer's transaction: the change and its record commit together. */
    record: (tx: Db, ctx: WriteContext, changes: AuditChange[]) =>
      repository.insert(
        tx,
        changes.filter(changedSomething).map((change) => ({
          actor: ctx.actor.kind,
          actorId: ctx.actor.id,
          entity: change.entity,
          entityId: change.entityId,
          action: change.action,
          before: change.before,
          after: change.after,
          requestId: ctx.requestId,
          ...(ctx.at ? { createdAt: ctx.at } : {}),
        })),
      ),

    /** The history of one entity, newest first. */
    history: (entity: AuditEntity, entityId: number, query: PaginationQuery) =>
      list({ entity, entityId }, query),

    /** Every entry, newest first, filtered by entity, entity id, actor and time (`from` ≤ at < `to`). */
    async list(input: Partial<AuditQuery>) {
      const query = parseInput(auditQuerySchema, input);
      return list(
        {
          entity: query.entity,
          entityId: query.entity_id,
          actorId: query.actor_id,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        query,
      );
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
