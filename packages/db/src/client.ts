import { constants, existsSync } from "node:fs";
import { access, mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { bundleForAnExistingDatabase } from "./pglite-bundle.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The drizzle database type both drivers (PGlite and node-postgres) satisfy. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  ping(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://...`; when unset or blank, an embedded PGlite database in `${dataDir}/pgdata` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * PGlite's file bundle without what an existing database never reads (pglite-bundle.ts: ~3.6 MB less). It is
   * read from PGlite's internals, so it is checked when the database opens, and the whole bundle is used
   * instead if it does not hold (decision 0041's addendum). Default: on, unless `PGLITE_SMALL_BUNDLE=0`.
   */
  smallBundle?: boolean | undefined;
  /** Where a start-up warning goes (the trimmed bundle not used): one line. Default: standard error. */
  warn?: ((message: string) => void) | undefined;
  /** Maximum connections of the node-postgres pool (default 10). */
  poolMax?: number;
}

/** A start-up failure described in one human sentence, fit to print as a single log line. */
export class DatabaseStartupError extends Error {
  override readonly name = "DatabaseStartupError";
}

/**
 * The extensions every PGlite instance is created with (the migrations create them). PGlite is imported only
 * when used: a server on PostgreSQL does not pay its ~55 MB of memory.
 */
async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  return { pg_trgm, unaccent };
}

/** The committed migrations folder, resolved relative to this file. */
export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const url = options.databaseUrl?.trim();
  if (url) return openPostgres(url, options.poolMax ?? 10);
  return openPgliteDir(options.dataDir, {
    smallBundle: options.smallBundle ?? process.env.PGLITE_SMALL_BUNDLE !== "0",
    warn: options.warn ?? ((message) => process.stderr.write(`dukkan: ${message}\n`)),
  });
}

// ---------------------------------------------------------------- PGlite

async function openPgliteDir(
  dataDir: string,
  { smallBundle, warn }: { smallBundle: boolean; warn: (message: string) => void },
): Promise<Database> {
  const dir = resolve(dataDir);
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    const probe = join(dir, `.write-test-${process.pid}`);
    await writeFile(probe, "");
    await rm(probe, { force: true });
  } catch (error) {
    throw new DatabaseStartupError(`DATA_DIR ${dir} is not writable: ${describeError(error)}`, {
      cause: error,
    });
  }
  const pgdata = join(dir, "pgdata");
  try {
    // A new database is created by initdb, which reads the whole bundle (pglite-bundle.ts).
    if (smallBundle && existsSync(join(pgdata, "PG_VERSION"))) {
      const opened = await openWithTrimmedBundle(pgdata);
      if (opened.database) return opened.database;
      warn(`PGlite's trimmed file bundle was not used (${opened.reason}); opening with the whole bundle`);
    }
    return await openPglite({ dataDir: pgdata });
  } catch (error) {
    throw new DatabaseStartupError(
      `Cannot open the embedded database in ${pgdata}: ${describeError(error)} (is another process using DATA_DIR, or was it written by another PGlite version?)`,
      { cause: error },
    );
  }
}

/**
 * Read from the bundle at a shop's first query with a time zone: a layout guessed wrong (other offsets for the
 * files) fails here or answers another hour, as PGlite's own start reads other files of it. PL/pgSQL and the
 * extensions' files are not read here: loading them compiles their WebAssembly, memory an idle shop does not
 * use; pglite-bundle.test.ts holds them on every PGlite upgrade.
 */
const bundleProbe =
  "select to_char(timestamptz '2026-01-01 12:00+00' at time zone 'Asia/Baghdad', 'HH24') as hour";

async function openWithTrimmedBundle(
  pgdata: string,
): Promise<
  { database: Database & { client: PGlite }; reason?: never } | { database?: never; reason: string }
> {
  const fsBundle = bundleForAnExistingDatabase();
  if (!fsBundle) return { reason: "its table of contents was not found in this PGlite" };
  let database: (Database & { client: PGlite }) | undefined;
  try {
    database = await openPglite({ dataDir: pgdata, fsBundle });
    const [probe] = (await database.client.query<{ hour: string }>(bundleProbe)).rows;
    if (probe?.hour !== "15") throw new Error(`Asia/Baghdad's noon read as ${probe?.hour}:00`);
    return { database };
  } catch (error) {
    await database?.close().catch(() => {});
    return { reason: describeError(error) };
  }
}

/** Opens a PGlite instance (on disk with `dataDir`, in memory without) with the extensions Dukkan needs. */
export async function openPglite(
  options: Omit<PGliteOptions, "extensions"> = {},
): Promise<Database & { client: PGlite }> {
  const [{ PGlite }, { drizzle: drizzlePglite }, extensions] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    pgliteExtensions(),
  ]);
  const client = await PGlite.create({
    // PostgreSQL's default 128 MB of shared buffers is memory the process keeps once touched; PGlite's files
    // sit in the OS page cache anyway, so a miss costs a copy, not a disk read. 16 → 4 MB took ~145 MB off the
    // server's resident memory, 4 → 1 MB another ~5 MB, with the same throughput. One backend runs here, and the
    // lock and process tables of the default 100 connections were ~4 MB of touched memory (decision 0016).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=1MB", "-c", "max_connections=2"],
    ...options,
    extensions,
  });
  const db: PgliteDatabase<Schema> = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    client,
    async close() {
      if (!client.closed) await client.close();
    },
    async ping() {
      await client.query("select 1");
    },
  };
}

// ---------------------------------------------------------------- PostgreSQL

/** Opens a node-postgres pool and checks that the server answers. */
export async function openPostgres(
  databaseUrl: string,
  poolMax = 10,
  onClose?: () => Promise<void>,
): Promise<Database> {
  const where = describeTarget(databaseUrl);
  // Imported when used, like PGlite: the embedded store does not load node-postgres (issue 20).
  const [{ default: pgDriver }, { drizzle: drizzleNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  const pool = new pgDriver.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: "dukkan",
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw postgresStartupError(error, where);
  }
  const db: NodePgDatabase<Schema> = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: "postgres",
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await onClose?.();
    },
    async ping() {
      await pool.query("select 1");
    },
  };
}

function describeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
      throw new DatabaseStartupError(
        `DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//...)`,
      );
    }
    const port = url.port || "5432";
    const database = url.pathname.replace(/^\//, "") || "(default database)";
    return `${url.hostname || "localhost"}:${port}/${decodeURIComponent(database)}`;
  } catch (error) {
    if (error instanceof DatabaseStartupError) throw error;
    throw new DatabaseStartupError(
      "DATABASE_URL is not a valid URL: expected postgres://user@host:port/database",
      {
        cause: error,
      },
    );
  }
}

function postgresStartupError(error: unknown, where: string): DatabaseStartupError {
  const err = error as { code?: string; message?: string };
  const hostPort = where.slice(0, where.lastIndexOf("/"));
  const database = where.slice(where.lastIndexOf("/") + 1);
  let message: string;
  switch (err.code) {
    case "ECONNREFUSED":
      message = `Cannot reach PostgreSQL at ${hostPort} (connection refused): check DATABASE_URL and that the server is running`;
      break;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      message = `Cannot reach PostgreSQL at ${hostPort} (host not found): check DATABASE_URL`;
      break;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      message = `Cannot reach PostgreSQL at ${hostPort} (${err.code}): check DATABASE_URL and the network`;
      break;
    case "28P01":
    case "28000":
      message = `PostgreSQL at ${hostPort} refused the credentials (${err.message}): check the user and password in DATABASE_URL`;
      break;
    case "3D000":
      message = `Database "${database}" does not exist on PostgreSQL at ${hostPort}: create it or fix DATABASE_URL`;
      break;
    case "57P03":
      message = `PostgreSQL at ${hostPort} is starting up or shutting down: try again shortly`;
      break;
    default:
      if (/timeout/i.test(err.message ?? "")) {
        message = `Cannot reach PostgreSQL at ${hostPort} (timed out after 5 s): check DATABASE_URL and the network`;
      } else {
        message = `Cannot connect to PostgreSQL at ${hostPort}: ${describeError(error)}`;
      }
  }
  return new DatabaseStartupError(message, { cause: error });
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

// ---------------------------------------------------------------- migrations and helpers

/** The rows of a raw `db.execute(sql…)`, typed: both drivers answer `{ rows }`. */
export const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;

/** True when the catalogue holds no brand, product or setting (a fresh database that wants the demo seed). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [brands, products, settings] = await Promise.all([
    db.$count(schema.brands),
    db.$count(schema.products),
    db.$count(schema.settings),
  ]);
  return brands + products + settings === 0;
}
