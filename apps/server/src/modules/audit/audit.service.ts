import {
  type Actor,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  type AuditSubject,
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

/**
 * Names of entities whose snapshots do not name them (an order's number, a size's product, colour and size), by
 * entity and id: given by the modules that own them (services.ts), asked once per page per kind.
 */
export type AuditSubjects = Partial<
  Record<AuditEntity, (ids: number[]) => Promise<Map<number, AuditSubject>>>
>;

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

/** The subjects of a page of rows: one call per kind of entity that has a namer. */
async function subjectsOfRows(subjects: AuditSubjects, rows: AuditRow[]) {
  const found = new Map<string, AuditSubject>();
  const kinds = [...new Set(rows.map((row) => row.entity))];
  await Promise.all(
    kinds.map(async (entity) => {
      const namer = subjects[entity];
      if (!namer) return;
      const ids = [...new Set(rows.filter((row) => row.entity === entity).map((row) => row.entityId))];
      for (const [id, subject] of await namer(ids)) found.set(`${entity}:${id}`, subject);
    }),
  );
  return (row: AuditRow) => found.get(`${row.entity}:${row.entityId}`) ?? null;
}

function entryView(
  row: AuditRow,
  named: (actor: Actor) => NamedActor,
  subjectOf: (row: AuditRow) => AuditSubject | null,
): AuditEntry {
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
    subject: subjectOf(row),
  };
}

/**
 * The audit log: an append-only record of who changed what (before and after), written by the writers in their
 * own transaction (`record`), and read by the staff dashboard per entity or as one filtered list.
 */
export function createAuditService(db: Db, staffNames: StaffNames, subjects: AuditSubjects = {}) {
  const repository = createAuditRepository();

  async function list(filter: AuditFilter, query: PaginationQuery) {
    const { rows, total } = await repository.page(db, filter, pageWindow(query));
    const [named, subjectOf] = await Promise.all([
      namingActors(
        staffNames,
        rows.map((row) => ({ kind: row.actor, id: row.actorId })),
      ),
      subjectsOfRows(subjects, rows),
    ]);
    return paginated(
      rows.map((row) => entryView(row, named, subjectOf)),
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
