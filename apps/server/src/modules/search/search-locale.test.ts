import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate, openPostgres } from "@dukkan/db";
import { testDatabaseUrl, testSeedNow } from "@dukkan/db/testing";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { seedDemoStore } from "#server/seed/index.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";
import { searchCases } from "./search-cases.ts";

/**
 * A database created with LC_CTYPE=C gives pg_trgm no trigrams for Arabic. Search matches whole terms
 * byte-wise and never asks the locale, so the whole table must pass there too (PostgreSQL only).
 */
describe.runIf(testDatabaseKind === "postgres")("search on a database with LC_CTYPE=C", () => {
  const name = `dukkan_test_c_${randomBytes(4).toString("hex")}`;
  const adminUrl = testDatabaseUrl();
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let trigramsOf: (text: string) => Promise<number>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C' LC_COLLATE 'C'`,
    );
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 4);
    await migrate(database);
    await seedDemoStore(database.db, { now: testSeedNow });
    trigramsOf = async (text) => {
      const result = await database.db.execute(
        sql`select coalesce(array_length(show_trgm(${text}), 1), 0) as n`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "dukkan-c-")),
      TOKEN_SECRET: "test-secret-that-is-long-enough-0123456789",
      LOG_LEVEL: "silent",
    });
    app = await buildApp({ config, database, webBuildDir: false, logger: false });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it("really is a C-locale database where pg_trgm sees no Arabic", async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query("select datctype from pg_database where datname = $1", [name]);
    await admin.end();
    expect(rows[0].datctype).toBe("C");
    expect(await trigramsOf("ثلاجه")).toBe(0);
    expect(await trigramsOf("fridge")).toBeGreaterThan(0);
  });

  it.each(searchCases.map((c, i) => [c.rule, c, i] as const))("%s", async (_rule, c, i) => {
    const response = await app.inject({
      url: api(`${c.lang}/products/search`, { search: c.query }),
      remoteAddress: `10.2.${i >> 8}.${i & 255}`,
    });
    expect(response.statusCode).toBe(200);
    const codes = (response.json().data as { code: string }[]).map((p) => p.code);
    if (c.expected === null) expect(codes).toEqual([]);
    else expect(codes.slice(0, 5)).toContain(c.expected);
  });
});
