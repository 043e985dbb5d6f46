/**
 * Test support shared by every package's Vitest tests.
 *
 * `createTestDatabases({ seed, sources })` (the server passes its demo seed: apps/server/src/test/databases.ts):
 * - `prepare()` (Vitest globalSetup) migrates and seeds once per run: a PGlite data-dir dump and, when
 *   PostgreSQL answers, a template database; the seeded media go to `<repo>/.cache/test-db/media`. Both are
 *   reused while the migrations, this package's sources and the seed's `sources` are unchanged (content hash).
 * - `open(kind)` gives each test file its own copy.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Database, type Db, migrationsFolder, openPglite, openPostgres } from "./client.ts";
import { migrate } from "./startup.ts";

export type TestDatabase = Database & { mediaDir: string };

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const testCacheDir = join(repoRoot, ".cache", "test-db");
export const testMediaDir = join(testCacheDir, "media");
/**
 * One template per version of the migrations and seed: several checkouts (a developer's tree, a CI clone)
 * can run their tests against one server at once without rebuilding each other's template.
 */
export const templateDatabaseName = (hash: string) => `dukkan_test_template_${hash.slice(0, 16)}`;
/** Templates of other versions are dropped once they are this old (their comment holds the creation time). */
const staleTemplateMs = 6 * 60 * 60 * 1000;
/** Fixed reference time of the seeded test data (created_at values are relative to it). */
export const testSeedNow = new Date("2026-06-01T00:00:00Z");

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** What the test databases hold besides the migrated schema. */
export interface TestTemplate {
  /** Fills a migrated, empty database (and writes its media into `mediaDir` when given). */
  seed(db: Db, options: { mediaDir?: string | undefined; now: Date }): Promise<unknown>;
  /** Folders whose sources (tests aside) shape what `seed` writes: a change there builds the templates anew. */
  sources: string[];
}

/** Hash of everything that shapes the seeded database: migrations, this package and the seed's sources. */
async function templateHash(template: TestTemplate): Promise<string> {
  const files = [migrationsFolder, fileURLToPath(new URL(".", import.meta.url)), ...template.sources];
  const hash = createHash("sha256");
  for (const dir of files) {
    for (const file of (await listFiles(dir)).filter((f) => !f.endsWith(".test.ts"))) {
      hash.update(file.slice(repoRoot.length));
      hash.update(await readFile(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Uncompressed: PGlite unpacks a gzipped dump in JavaScript, which took ~0.6 of the ~1.3 s each test file's
 * database took to open on a 2-core machine (an uncompressed one opened in ~0.7 s); the file is ~8× larger (68 MB).
 */
const dumpPath = (hash: string) => join(testCacheDir, `pglite-${hash}.tar`);
/** The dump's bytes, read once per process: the API files share one module graph per worker. */
let dumpBytes: { hash: string; data: Promise<Buffer<ArrayBuffer>> } | undefined;
function readDump(hash: string): Promise<Buffer<ArrayBuffer>> {
  if (dumpBytes?.hash !== hash) dumpBytes = { hash, data: readFile(dumpPath(hash)) };
  return dumpBytes.data;
}
const mediaStamp = () => join(testMediaDir, ".hash");

async function preparePglite(hash: string, template: TestTemplate): Promise<void> {
  const dump = dumpPath(hash);
  const mediaOk = existsSync(mediaStamp()) && (await readFile(mediaStamp(), "utf8")) === hash;
  if (existsSync(dump) && mediaOk) return;
  await mkdir(testCacheDir, { recursive: true });
  const database = await openPglite();
  try {
    await migrate(database);
    const tmpMedia = `${testMediaDir}.tmp-${process.pid}-${randomBytes(3).toString("hex")}`;
    await template.seed(database.db, { mediaDir: mediaOk ? undefined : tmpMedia, now: testSeedNow });
    if (!mediaOk) {
      await writeFile(join(tmpMedia, ".hash"), hash);
      await rm(testMediaDir, { recursive: true, force: true });
      await rename(tmpMedia, testMediaDir).catch(async () => {
        // another process won the race; its copy is identical
        await rm(tmpMedia, { recursive: true, force: true });
      });
    }
    if (!existsSync(dump)) {
      const blob = await database.client.dumpDataDir("none");
      const tmp = `${dump}.tmp-${process.pid}`;
      await writeFile(tmp, Buffer.from(await blob.arrayBuffer()));
      await rename(tmp, dump);
    }
  } finally {
    await database.close();
  }
  // remove dumps of older hashes
  for (const name of await readdir(testCacheDir)) {
    if (name.startsWith("pglite-") && /\.tar(\.gz)?$/.test(name) && name !== `pglite-${hash}.tar`) {
      await rm(join(testCacheDir, name), { force: true });
    }
  }
}

/** The tests were told a server is there (scripts/test.mjs, .ci/run): a slow answer is then a busy machine, not none. */
const postgresExpected = () => process.env.TEST_POSTGRES === "1" || process.env.REQUIRE_POSTGRES === "1";

/**
 * A connected client of the server's maintenance database. On a busy 2-core machine a connection can take
 * seconds (CI once failed here in 30 s): when a server is expected, each failed attempt is retried with a
 * growing pause for up to a minute before the error stands.
 */
async function connectedAdmin(patienceMs = postgresExpected() ? 60_000 : 0): Promise<pg.Client> {
  const deadline = Date.now() + patienceMs;
  for (let pause = 500; ; pause = Math.min(pause * 2, 5_000)) {
    const client = new pg.Client({ connectionString: testDatabaseUrl(), connectionTimeoutMillis: 10_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const LOCK_KEY = 7_412_398_216;

async function dropStaleTemplates(admin: pg.Client, current: string) {
  const templates = await admin.query<{ name: string; comment: string | null }>(
    "select datname as name, shobj_description(oid, 'pg_database') as comment from pg_database where datname like 'dukkan\\_test\\_template%'",
  );
  for (const { name, comment } of templates.rows) {
    const createdAt = Number(comment?.split(" ")[1] ?? 0);
    if (name === current || Date.now() - createdAt < staleTemplateMs) continue;
    await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE false`).catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  }
}

async function preparePostgres(hash: string, seeded: TestTemplate): Promise<void> {
  const admin = await connectedAdmin();
  const template = templateDatabaseName(hash);
  try {
    await admin.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await dropStaleTemplates(admin, template);
    const existing = await admin.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [template],
    );
    if (existing.rows[0]?.comment?.startsWith(hash)) return;
    if (existing.rows.length > 0) {
      // A run that stopped half-way: start this version's template again.
      await admin.query(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE ${template} WITH (FORCE)`);
    }
    await admin.query(
      `CREATE DATABASE ${template} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    const database = await openPostgres(withDatabase(testDatabaseUrl(), template), 4);
    try {
      await migrate(database);
      await seeded.seed(database.db, { now: testSeedNow });
    } finally {
      await database.close();
    }
    await admin.query(`COMMENT ON DATABASE ${template} IS '${hash} ${Date.now()}'`);
    await admin.query(`ALTER DATABASE ${template} IS_TEMPLATE true`);
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await admin.end().catch(() => {});
  }
}

let availability: Promise<boolean> | undefined;
/** True when the PostgreSQL server at TEST_DATABASE_URL answers (checked once per process). */
export function postgresAvailable(): Promise<boolean> {
  availability ??= (async () => {
    let client: pg.Client | undefined;
    try {
      client = await connectedAdmin();
      await client.query("select 1");
      return true;
    } catch {
      return false;
    } finally {
      await client?.end().catch(() => {});
    }
  })();
  return availability;
}

/** The seeded test databases of one template: `prepare()` once per run (globalSetup), `open()` per test file. */
export function createTestDatabases(template: TestTemplate) {
  let hashPromise: Promise<string> | undefined;
  const hashOf = () => {
    hashPromise ??= templateHash(template);
    return hashPromise;
  };
  return {
    /** Vitest globalSetup: builds (or reuses) the PGlite dump, the PostgreSQL template and the seeded media. */
    async prepare(): Promise<void> {
      const hash = await hashOf();
      await Promise.all([
        preparePglite(hash, template),
        (async () => {
          if (await postgresAvailable()) await preparePostgres(hash, template);
        })(),
      ]);
    },

    /**
     * A fresh, migrated and seeded database for one test file: an in-memory PGlite loaded from the dump, or a new
     * PostgreSQL database `dukkan_test_<random>` created from the template and dropped on close().
     * `mediaDir` holds the seeded media; treat it as read-only.
     */
    async open(kind: "pglite" | "postgres"): Promise<TestDatabase> {
      const hash = await hashOf();
      if (kind === "pglite") {
        if (!existsSync(dumpPath(hash))) await preparePglite(hash, template);
        const data = await readDump(hash);
        const database = await openPglite({ loadDataDir: new Blob([data]), relaxedDurability: true });
        return { ...database, mediaDir: testMediaDir };
      }
      if (!(await postgresAvailable())) {
        throw new Error(`PostgreSQL is not reachable at ${testDatabaseUrl()} (set TEST_DATABASE_URL)`);
      }
      if (!existsSync(mediaStamp())) await preparePglite(hash, template);
      if (!(await templateComment(hash))?.startsWith(hash)) await preparePostgres(hash, template);
      const name = `dukkan_test_${randomBytes(6).toString("hex")}`;
      await createFromTemplate(name, templateDatabaseName(hash));
      const database = await openPostgres(withDatabase(testDatabaseUrl(), name), 5, async () => {
        const dropper = await connectedAdmin();
        try {
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await dropper.end().catch(() => {});
        }
      });
      return { ...database, mediaDir: testMediaDir };
    },
  };
}

async function templateComment(hash: string): Promise<string | null | undefined> {
  const admin = await connectedAdmin();
  try {
    const existing = await admin.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [templateDatabaseName(hash)],
    );
    return existing.rows[0]?.comment;
  } finally {
    await admin.end().catch(() => {});
  }
}

async function createFromTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = await connectedAdmin();
    try {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 55006: the template is briefly in use by another session creating a copy
      if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
