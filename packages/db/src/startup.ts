import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type pg from "pg";
import {
  type Database,
  DatabaseStartupError,
  type Db,
  migrationsFolder,
  rowsOf,
  type Schema,
} from "./client.ts";

/**
 * Start-up of one instance against the shared database: refuse a schema newer than this release knows, apply
 * the migrations, then run `afterMigrations` (the demo seed, the first owner), all under one lock, so that
 * several instances started at once on an empty PostgreSQL database migrate and seed it exactly once.
 * PGlite is one process's alone: no lock is needed there.
 */

const STARTUP_LOCK_KEY = 7_412_398_215;

/** The newest migration this build carries (`when` in drizzle's journal), and how many there are. */
export function knownMigrations(): { count: number; newest: number; newestTag: string } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const newest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  return { count: journal.entries.length, newest: newest.when, newestTag: newest.tag };
}

const migrationsTable = sql.raw(`drizzle."__drizzle_migrations"`);

/** The newest migration applied to this database (drizzle's `created_at`, its journal `when`), or null. */
async function newestApplied(db: Db): Promise<{ newest: number; release: string | null } | null> {
  const [table] = await rowsOf<{ exists: boolean }>(
    db.execute(sql`select to_regclass('drizzle."__drizzle_migrations"') is not null as exists`),
  );
  if (!table?.exists) return null;
  const [row] = await rowsOf<{ newest: string | null; release: string | null }>(
    db.execute(
      sql`select max(created_at)::text as newest,
            obj_description('drizzle."__drizzle_migrations"'::regclass, 'pg_class') as release
          from ${migrationsTable}`,
    ),
  );
  return row?.newest ? { newest: Number(row.newest), release: row.release } : null;
}

/** Thrown before anything is written when the database was migrated by a newer release than this one. */
export async function refuseNewerSchema(db: Db, release: string): Promise<void> {
  const applied = await newestApplied(db);
  const known = knownMigrations();
  if (!applied || applied.newest <= known.newest) return;
  const by = applied.release ? `release ${applied.release}` : "a newer release";
  throw new DatabaseStartupError(
    `the database's schema is newer than this release (${release}) knows: it was migrated by ${by}; run that release or a newer one (or restore a backup made before the upgrade)`,
  );
}

/** Marks the database with the release that last migrated it, for the refusal above in an older release. */
async function recordRelease(db: Db, release: string): Promise<void> {
  const applied = await newestApplied(db);
  if (!applied || applied.newest > knownMigrations().newest) return;
  const label = release.replace(/'/g, "");
  await db.execute(sql.raw(`comment on table drizzle."__drizzle_migrations" is '${label}'`));
}

async function applyMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as PgliteDatabase<Schema>, config);
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as NodePgDatabase<Schema>, config);
  }
}

/** Runs `work` while holding the start-up lock (PostgreSQL: a session advisory lock on a client of its own). */
async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === "pglite") return work();
  const pool = (database.db as NodePgDatabase<Schema> & { $client: pg.Pool }).$client;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

export interface PrepareOptions {
  /** This build's name, recorded in the database and named in refusals (`release.json`, or `development`). */
  release?: string;
  /** Runs after the migrations, under the same lock: the demo seed, the first owner. */
  afterMigrations?: () => Promise<void>;
}

/** Checks, migrates and prepares the database for this release (see the module's comment). */
export async function prepareDatabase(database: Database, options: PrepareOptions = {}): Promise<void> {
  const release = options.release ?? "development";
  await underStartupLock(database, async () => {
    await refuseNewerSchema(database.db, release);
    await applyMigrations(database);
    await recordRelease(database.db, release);
    await options.afterMigrations?.();
  });
}

/** Applies the committed migrations (what `npm run migrate` and the tests call). */
export const migrate = (database: Database, release?: string) =>
  prepareDatabase(database, release ? { release } : {});
