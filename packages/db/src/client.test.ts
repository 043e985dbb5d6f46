import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { DatabaseStartupError, isEmpty, openDatabase, openPglite, openPostgres } from "./client.ts";
import { migrate } from "./startup.ts";
import { postgresAvailable, testDatabaseUrl } from "./testing.ts";

const pgUp = await postgresAvailable();

async function tableNames(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const rows = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows).map(
    (r) => r.table_name,
  );
}

async function extensionNames(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const rows = await database.db.execute<{ extname: string }>(
    sql`select extname from pg_extension order by extname`,
  );
  return (Array.isArray(rows) ? rows : (rows as { rows: { extname: string }[] }).rows).map((r) => r.extname);
}

function expectSchema(tables: string[], extensions: string[]) {
  for (const t of [
    "brands",
    "products",
    "product_color_sizes",
    "settings",
    "refresh_tokens",
    "cities",
    "branches",
  ]) {
    expect(tables).toContain(t);
  }
  expect(extensions).toEqual(expect.arrayContaining(["pg_trgm", "unaccent"]));
}

describe("migrations", () => {
  it("apply on PGlite, twice without harm", async () => {
    const database = await openPglite();
    try {
      await migrate(database);
      await migrate(database);
      expectSchema(await tableNames(database), await extensionNames(database));
      expect(await isEmpty(database.db)).toBe(true);
      await expect(
        database.db.execute(sql`insert into colors (name, hex, id) values ('{"ar":"x"}', '#000', 5)`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it.skipIf(!pgUp)("apply on PostgreSQL (C.UTF-8 database), twice without harm", async () => {
    const name = `dukkan_test_mig_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client(testDatabaseUrl());
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    try {
      const database = await openPostgres(url.toString());
      try {
        await Promise.all([migrate(database), migrate(database)]);
        expectSchema(await tableNames(database), await extensionNames(database));
        expect(await isEmpty(database.db)).toBe(true);
        const trgm = await database.db.execute<{ n: number }>(
          sql`select array_length(show_trgm('مغسلة'), 1) as n`,
        );
        expect(Number((trgm as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe("openDatabase start-up errors", () => {
  it("reports an unreachable PostgreSQL in one sentence", async () => {
    const error = await openDatabase({
      databaseUrl: "postgres://postgres@127.0.0.1:5999/dukkan",
      dataDir: tmpdir(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartupError);
    expect((error as Error).message).toBe(
      "Cannot reach PostgreSQL at 127.0.0.1:5999 (connection refused): check DATABASE_URL and that the server is running",
    );
  });

  it("reports a malformed DATABASE_URL", async () => {
    await expect(openDatabase({ databaseUrl: "not a url", dataDir: tmpdir() })).rejects.toThrow(
      /DATABASE_URL is not a valid URL/,
    );
    await expect(openDatabase({ databaseUrl: "mysql://x@y/z", dataDir: tmpdir() })).rejects.toBeInstanceOf(
      DatabaseStartupError,
    );
  });

  it.skipIf(!pgUp)("reports a missing database", async () => {
    const url = new URL(testDatabaseUrl());
    url.pathname = "/dukkan_does_not_exist";
    await expect(openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() })).rejects.toThrow(
      /Database "dukkan_does_not_exist" does not exist/,
    );
  });

  it("reports a DATA_DIR that cannot be written", async () => {
    const file = join(tmpdir(), `dukkan-not-a-dir-${process.pid}`);
    await writeFile(file, "");
    const error = await openDatabase({ dataDir: join(file, "data") }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartupError);
    expect((error as Error).message).toMatch(/^DATA_DIR .*dukkan-not-a-dir-\d+\/data is not writable: /);
  });

  it("opens an on-disk PGlite database and reopens it", async () => {
    const dir = join(tmpdir(), `dukkan-pglite-${randomBytes(4).toString("hex")}`);
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe("pglite");
    await migrate(first);
    await first.ping();
    await first.close();
    const second = await openDatabase({ dataDir: dir, databaseUrl: "  " });
    await migrate(second);
    expect(await isEmpty(second.db)).toBe(true);
    await second.close();
  });
});
