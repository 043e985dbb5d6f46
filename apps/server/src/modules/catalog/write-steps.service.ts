import type { AuditEntity } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { is, type SQL } from "drizzle-orm";
import { type PgTable, PgTransaction } from "drizzle-orm/pg-core";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditChange, AuditService, Snapshot } from "#server/modules/audit/audit.service.ts";
import {
  type CatalogEntity,
  createCatalogWritesRepository,
  type WritableTable,
} from "./catalog-writes.repository.ts";
import { recordTranslationMarks } from "./translation-marks.ts";

export type { Snapshot };

export const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);
const entityLabel = (entity: string) => entity.replace("_", " ");

/**
 * The tables a write path writes one entity at a time, by the names the audit log and snapshots use, and each
 * entity's snapshot: its row as JSON (`t`) with the relations written with it. The catalogue passes its own;
 * storefront content (modules/content) passes its tables to the same steps.
 */
export interface WrittenEntities<E extends AuditEntity> {
  tables: Record<E, WritableTable>;
  snapshotSql(entity: E): SQL;
}

/** Palette colours cannot be deactivated; everything else of the taxonomy can, and stays for what uses it. */
function inUse(entity: string, count: number, what: string): AppError {
  const instead = entity === "colour" ? "" : ": deactivate it instead to hide it from the storefront";
  return new AppError("conflict", `This ${entity} is still used by ${count} ${what}${instead}`, undefined, {
    in_use: count,
  });
}

/**
 * The steps every catalogue and content write is made of: one transaction that ends with the translation marks
 * and audit entries of what it wrote, then the caches (and every instance's search index) invalidated; snapshots
 * before and after; checks of the ids a write refers to and of what still depends on a row it removes.
 */
export function createWriteSteps<E extends AuditEntity>(
  deps: { db: Db; cache: Cache; audit: AuditService },
  entities: WrittenEntities<E>,
) {
  const { db, cache, audit } = deps;
  const repository = createCatalogWritesRepository();
  const { tables } = entities;

  /** A caller that already holds a transaction (the seed) has each write join it instead of nesting one. */
  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    is(db, PgTransaction) ? work(db) : db.transaction((tx) => work(tx));

  async function write<T>(
    ctx: WriteContext,
    work: (tx: Db, changes: AuditChange[]) => Promise<T>,
  ): Promise<T> {
    const result = await transaction(async (tx) => {
      const changes: AuditChange[] = [];
      const after = await work(tx, changes);
      await recordTranslationMarks(tx, changes);
      await audit.record(tx, ctx, changes);
      return after;
    });
    await cache.invalidateAll();
    return result;
  }

  /** Entities as stored, in one statement; rows that do not exist are missing from the map. */
  const snapshots = (tx: Db, entity: E, ids: number[]) =>
    repository.snapshots(tx, tables[entity], entities.snapshotSql(entity), ids);

  async function snapshotOf(tx: Db, entity: E, id: number): Promise<Snapshot> {
    const snapshot = (await snapshots(tx, entity, [id])).get(id);
    if (!snapshot) throw notFound(`No ${entityLabel(entity)} with this id`);
    return snapshot;
  }

  /** Every id names a row (not deleted); else a 422 on `field`. */
  async function requireIds(tx: Db, table: WritableTable, ids: number[], field: string) {
    const found = await repository.existing(tx, table, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw invalidField(field, `Unknown id: ${missing.join(", ")}`, "unknown_id");
  }

  async function created(tx: Db, changes: AuditChange[], entity: E, id: number) {
    const after = await snapshotOf(tx, entity, id);
    changes.push({ entity, entityId: id, action: "create", before: null, after });
    return after;
  }

  /** Records the creation of these rows (snapshots read in one statement); returns their snapshots in order. */
  async function createdMany(tx: Db, changes: AuditChange[], entity: E, ids: number[]) {
    const stored = await snapshots(tx, entity, ids);
    return ids.map((id) => {
      const after = stored.get(id) as Snapshot;
      changes.push({ entity, entityId: id, action: "create", before: null, after });
      return after;
    });
  }

  /** Updates one row and records it; `values` in the table's columns. */
  async function updated(
    tx: Db,
    changes: AuditChange[],
    target: { entity: E; id: number; at: Date | undefined; before?: Snapshot },
    values: Record<string, unknown>,
  ) {
    const before = target.before ?? (await snapshotOf(tx, target.entity, target.id));
    await repository.update(tx, tables[target.entity], target.id, values as never, target.at);
    const after = await snapshotOf(tx, target.entity, target.id);
    changes.push({ entity: target.entity, entityId: target.id, action: "update", before, after });
    return after;
  }

  async function removed(tx: Db, changes: AuditChange[], entity: E, id: number) {
    const before = await snapshotOf(tx, entity, id);
    await repository.remove(tx, tables[entity], id);
    changes.push({ entity, entityId: id, action: "delete", before, after: null });
    return before;
  }

  /** Refuses a removal while `count` rows of `table` still depend on the entity. */
  async function refuseInUse(tx: Db, table: PgTable, where: SQL | undefined, message: [string, string]) {
    const count = await repository.count(tx, table, where);
    if (count > 0) throw inUse(message[0], count, message[1]);
  }

  return {
    repository,
    write,
    snapshotOf,
    requireIds,
    created,
    createdMany,
    updated,
    removed,
    refuseInUse,
  };
}
export type WriteSteps<E extends AuditEntity = CatalogEntity> = ReturnType<typeof createWriteSteps<E>>;
