import type { Database } from "@dukkan/db";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { type BackupManifest, databaseEntry, migrationTag } from "./manifest.ts";
import { BackupProblem, libpqTarget, requirePgTool, runPgTool } from "./pg-tools.ts";

/**
 * One consistent copy of the database and what the manifest says about it: the row counts are read in the same
 * snapshot as the copy, so that a restore can check it got every row.
 */
export interface DatabaseSnapshot {
  entry: string;
  /** PGlite's dump, in memory; or the file pg_dump wrote. */
  source: { bytes: Buffer } | { file: string };
  database: BackupManifest["database"];
  schema: BackupManifest["schema"];
  tables: Record<string, number>;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per table of the schemas Dukkan writes (`public`, and drizzle's migrations table). */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = (await query(
    "select schemaname as schema, tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2",
  )) as { schema: string; name: string }[];
  if (tables.length === 0) return {};
  const union = tables
    .map(
      ({ schema, name }) =>
        `select ${quoteLiteral(`${schema}.${name}`)} as t, count(*)::text as n from ${quoteIdent(schema)}.${quoteIdent(name)}`,
    )
    .join(" union all ");
  const rows = (await query(union)) as { t: string; n: string }[];
  return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The newest migration applied (drizzle's `created_at` is the journal's `when`). */
async function schemaVersion(query: Query): Promise<BackupManifest["schema"]> {
  const [table] = (await query(
    `select to_regclass('drizzle."__drizzle_migrations"') is not null as present`,
  )) as { present: boolean }[];
  if (!table?.present) throw new BackupProblem("the database has no schema yet: there is nothing to back up");
  const [row] = (await query(
    `select max(created_at)::text as newest from drizzle."__drizzle_migrations"`,
  )) as {
    newest: string | null;
  }[];
  const migration = Number(row?.newest ?? 0);
  return { tag: migrationTag(migration), migration };
}

async function serverVersion(query: Query): Promise<{ text: string; major: number }> {
  const [row] = (await query(
    "select current_setting('server_version') as text, current_setting('server_version_num')::int as num",
  )) as { text: string; num: number }[];
  return { text: row!.text, major: Math.floor(row!.num / 10_000) };
}

/**
 * PGlite: one transaction holds PGlite's transaction lock, so no other query of the server runs between the
 * counts and the dump of its data directory (`dumpDataDir` waits only for the query lock, which a transaction
 * releases between its statements). A checkpoint first writes the changed pages, so the copy needs little
 * recovery when opened; without it the copy would still be what a power cut leaves, which PostgreSQL recovers.
 */
async function snapshotPglite(client: PGlite): Promise<DatabaseSnapshot> {
  await client.exec("checkpoint");
  return client.transaction(async (tx) => {
    const query: Query = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    const schema = await schemaVersion(query);
    const tables = await countRows(query);
    const server = await serverVersion(query);
    const dump = await client.dumpDataDir("gzip");
    return {
      entry: databaseEntry.pglite,
      source: { bytes: Buffer.from(await dump.arrayBuffer()) },
      database: {
        kind: "pglite",
        server: `PGlite (PostgreSQL ${server.text})`,
        tool: "PGlite dumpDataDir",
        tool_major: server.major,
      },
      schema,
      tables,
    };
  });
}

/**
 * PostgreSQL: a read-only repeatable-read transaction exports its snapshot, counts the rows in it, and pg_dump
 * dumps exactly that snapshot (`--snapshot`), however many orders arrive meanwhile.
 */
async function snapshotPostgres(pool: pg.Pool, databaseUrl: string, file: string): Promise<DatabaseSnapshot> {
  const client = await pool.connect();
  try {
    await client.query("begin isolation level repeatable read, read only");
    const query: Query = async (text) => (await client.query(text)).rows;
    const server = await serverVersion(query);
    const toolMajor = await requirePgTool("pg_dump", server.major, "dump this server");
    const [{ snapshot }] = (await query("select pg_export_snapshot() as snapshot")) as [{ snapshot: string }];
    const schema = await schemaVersion(query);
    const tables = await countRows(query);
    const target = libpqTarget(databaseUrl);
    await runPgTool(
      "pg_dump",
      [
        "--format=custom",
        `--snapshot=${snapshot}`,
        "--no-password",
        "--file",
        file,
        "--dbname",
        target.dbname,
      ],
      { env: target.env },
      server.major,
    );
    await client.query("commit");
    return {
      entry: databaseEntry.postgres,
      source: { file },
      database: {
        kind: "postgres",
        server: `PostgreSQL ${server.text}`,
        tool: `pg_dump ${toolMajor}`,
        tool_major: toolMajor,
      },
      schema,
      tables,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The database's copy; on PostgreSQL pg_dump writes it to `workFile` (the caller removes it). */
export function snapshotDatabase(
  database: Database,
  options: { databaseUrl: string | undefined; workFile: string },
): Promise<DatabaseSnapshot> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === "pglite") return snapshotPglite(client as PGlite);
  if (!options.databaseUrl) throw new BackupProblem("DATABASE_URL is needed to dump PostgreSQL");
  return snapshotPostgres(client as pg.Pool, options.databaseUrl, options.workFile);
}
