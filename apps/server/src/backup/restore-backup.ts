import { createReadStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import {
  type Database,
  knownMigrations,
  openDatabase,
  openPglite,
  prepareDatabase,
  rowsOf,
} from "@dukkan/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { countRows } from "./database-snapshot.ts";
import { type BackupManifest, databaseEntry } from "./manifest.ts";
import { BackupProblem, libpqTarget, requirePgTool, runPgTool } from "./pg-tools.ts";
import { readVerified } from "./read-archive.ts";
import { mediaFiles } from "./write-archive.ts";

/**
 * `npm run restore`: check the whole archive into a staging folder inside DATA_DIR, then replace the database
 * and the media, then migrate (an older backup in a newer release). Nothing of the target is touched before
 * every checksum matched, the schema is one this release knows and the database kind is the target's.
 */
export interface RestoreOptions {
  archive: string;
  force: boolean;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  release: string;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  target: string;
  migratedTo: string;
}

const tableName = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;
const userRows = (tables: Record<string, number>) =>
  Object.entries(tables)
    .filter(([name]) => name.startsWith("public."))
    .reduce((sum, [, rows]) => sum + rows, 0);

async function withAdminClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "dukkan-restore" });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupProblem(`cannot connect to DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A server's pool names itself `dukkan` (openPostgres): its queries would fail or block mid-restore. */
async function refuseRunningServers(databaseUrl: string): Promise<void> {
  const servers = await withAdminClient(databaseUrl, async (client) => {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'dukkan'",
    );
    return result.rows[0]?.n ?? 0;
  });
  if (servers > 0)
    throw new BackupProblem(
      `${servers} connection(s) of a running Dukkan server are open to this database: stop every instance first`,
    );
}

/** Rows in the target database's tables (0 for none, or no schema yet). */
async function targetRows(options: RestoreOptions): Promise<number> {
  if (options.databaseUrl) {
    return withAdminClient(options.databaseUrl, async (client) =>
      userRows(await countRows(async (text) => (await client.query(text)).rows)),
    );
  }
  if (!existsSync(path.join(options.dataDir, "pgdata", "PG_VERSION"))) return 0;
  const database = await openDatabase({ databaseUrl: undefined, dataDir: options.dataDir });
  try {
    return userRows(await countRows((text) => rowsOf(database.db.execute(sql.raw(text)))));
  } finally {
    await database.close();
  }
}

async function refuseNonEmptyTarget(options: RestoreOptions, where: string): Promise<void> {
  const [rows, media] = await Promise.all([targetRows(options), mediaFiles(options.mediaDir)]);
  if (rows === 0 && media.length === 0) return;
  const held = [
    rows > 0 ? `${where} holds ${rows.toLocaleString("en")} rows` : "",
    media.length > 0 ? `${options.mediaDir} holds ${media.length.toLocaleString("en")} media files` : "",
  ].filter(Boolean);
  throw new BackupProblem(`the target is not empty (${held.join("; ")}): add --force to replace it`);
}

function refuseUnusable(manifest: BackupManifest, targetKind: "pglite" | "postgres"): void {
  const known = knownMigrations();
  if (manifest.schema.migration > known.newest)
    throw new BackupProblem(
      `the backup's schema (${manifest.schema.tag ?? manifest.schema.migration}, release ${manifest.release}) is newer than this release knows (${known.newestTag}): restore it with release ${manifest.release} or newer`,
    );
  if (manifest.database.kind !== targetKind)
    throw new BackupProblem(
      manifest.database.kind === "pglite"
        ? "this is a backup of the embedded database (PGlite): restore it with DATABASE_URL unset"
        : "this is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into",
    );
  const odd = Object.keys(manifest.tables).find((name) => !tableName.test(name));
  if (odd)
    throw new BackupProblem(`the backup's manifest names an odd table (${odd}): it is not a Dukkan backup`);
}

function checkCounts(actual: Record<string, number>, manifest: BackupManifest): void {
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (actual[table] !== rows)
      throw new BackupProblem(
        `the restored ${table} holds ${actual[table] ?? "no"} rows where the backup counted ${rows}: nothing was replaced`,
      );
  }
}

/** PGlite: load the data directory into the staging folder, check its rows, migrate it; then it may replace pgdata. */
async function stagePglite(staging: string, manifest: BackupManifest, release: string): Promise<string> {
  const stagedPgdata = path.join(staging, "pgdata");
  const dump = await readFile(path.join(staging, databaseEntry.pglite));
  const database = await openPglite({ dataDir: stagedPgdata, loadDataDir: new Blob([dump]) });
  try {
    checkCounts(await countRows((text) => rowsOf(database.db.execute(sql.raw(text)))), manifest);
    await prepareDatabase(database, { release });
  } finally {
    await database.close();
  }
  return stagedPgdata;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * PostgreSQL: one psql transaction drops Dukkan's schemas, runs pg_restore's script and checks every table's rows
 * against the manifest: a failure anywhere rolls all of it back, the old data included.
 */
async function restorePostgres(
  staging: string,
  manifest: BackupManifest,
  databaseUrl: string,
): Promise<void> {
  await requirePgTool(
    "pg_restore",
    manifest.database.tool_major,
    `read a dump made by pg_dump ${manifest.database.tool_major}`,
  );
  const dumpFile = path.join(staging, databaseEntry.postgres);
  const target = libpqTarget(databaseUrl);
  const prefix = [
    "SET client_min_messages = warning;",
    "DROP SCHEMA IF EXISTS drizzle CASCADE;",
    "DROP SCHEMA IF EXISTS public CASCADE;",
    "CREATE SCHEMA public;",
    "",
  ].join("\n");
  const checks = Object.entries(manifest.tables).map(([name, rows]) => {
    const [schema, table] = name.split(".") as [string, string];
    return `SELECT count(*) INTO n FROM ${quoteIdent(schema)}.${quoteIdent(table)}; IF n <> ${rows} THEN RAISE EXCEPTION 'restored % rows of ${name}, the backup counted ${rows}', n; END IF;`;
  });
  const suffix = `\nDO $restore_check$ DECLARE n bigint; BEGIN\n${checks.join("\n")}\nEND $restore_check$;\n`;

  let restoreProcess: import("node:child_process").ChildProcess | undefined;
  const script = runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--file=-", dumpFile], {
    onSpawn: (child) => {
      restoreProcess = child;
    },
  });
  const apply = runPgTool(
    "psql",
    ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "--no-password", "--dbname", target.dbname],
    {
      env: target.env,
      stdio: ["pipe", "ignore", "pipe"],
      onSpawn: (psql) => {
        const input = psql.stdin!;
        input.on("error", () => {}); // psql stopped early: its own error says why
        input.write(prefix);
        restoreProcess!.stdout!.pipe(input, { end: false });
        restoreProcess!.stdout!.once("end", () => input.end(suffix));
      },
    },
  );
  const [restored, applied] = await Promise.allSettled([script, apply]);
  if (applied.status === "rejected") throw applied.reason;
  if (restored.status === "rejected") throw restored.reason;
}

/** Replaces `live` with `staged`; the old one goes into the staging folder, which is removed afterwards. */
async function swapIn(staged: string, live: string, staging: string): Promise<void> {
  if (existsSync(live)) await rename(live, path.join(staging, `replaced-${path.basename(live)}`));
  await rename(staged, live);
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreOutcome> {
  const targetKind = options.databaseUrl ? "postgres" : "pglite";
  const target = options.databaseUrl
    ? `the PostgreSQL database of DATABASE_URL`
    : `the embedded database in ${path.join(options.dataDir, "pgdata")}`;
  if (!existsSync(options.archive)) throw new BackupProblem(`${options.archive} does not exist`);
  if (options.databaseUrl) await refuseRunningServers(options.databaseUrl);
  if (!options.force) await refuseNonEmptyTarget(options, target);

  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dataDir, ".restore-"));
  try {
    const manifest = await readVerified(createReadStream(options.archive), staging);
    refuseUnusable(manifest, targetKind);
    const stagedMedia = path.join(staging, "media");
    await mkdir(stagedMedia, { recursive: true });

    if (targetKind === "pglite") {
      const stagedPgdata = await stagePglite(staging, manifest, options.release);
      await swapIn(stagedPgdata, path.join(options.dataDir, "pgdata"), staging);
    } else {
      await restorePostgres(staging, manifest, options.databaseUrl!);
      const database: Database = await openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
      });
      try {
        await prepareDatabase(database, { release: options.release });
      } finally {
        await database.close();
      }
    }
    await swapIn(stagedMedia, options.mediaDir, staging);
    return { manifest, target, migratedTo: knownMigrations().newestTag };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
