import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type Database, knownMigrations, openDatabase, rowsOf } from "@dukkan/db";
import { testDatabaseUrl, testMediaDir } from "@dukkan/db/testing";
import { sql } from "drizzle-orm";
import pg from "pg";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows } from "#server/backup/database-snapshot.ts";
import { tokenFile, tokenHeader } from "#server/backup/local-token.ts";
import { mediaFiles } from "#server/backup/write-archive.ts";
import { orderFixtures } from "#server/modules/orders/order-desk.test-support.ts";
import { createStaff, demoOwner, signIn } from "#server/modules/staff/staff.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

/**
 * `npm run backup` and `npm run restore` as the operator runs them, on this run's database kind: the source is
 * the API tests' seeded database with an order, a stock movement, a staff account and their audit rows added
 * through the API. On PGlite the test app listens and notes this process in DATA_DIR as the server holding it,
 * so the backup is taken by the running server (the one-time token path); on PostgreSQL by pg_dump.
 */
const serverDir = path.resolve(import.meta.dirname, "../..");
const slow = 240_000;

function cli(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, INIT_CWD: serverDir, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
const temporaryDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

interface Target {
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Database>;
}

/** An empty DATA_DIR, and on PostgreSQL an empty database of its own. */
async function emptyTarget(): Promise<Target> {
  const dataDir = await temporaryDir("dukkan-restore-");
  let databaseUrl: string | undefined;
  if (testDatabaseKind === "postgres") {
    const name = `dukkan_test_restore_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client(testDatabaseUrl());
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    await admin.end();
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanups.push(async () => {
      const dropper = new pg.Client(testDatabaseUrl());
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
  }
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" },
    open: () => openDatabase({ databaseUrl, dataDir }),
  };
}

async function withTarget<T>(target: Target, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const rowsById = (database: Database, table: string) =>
  rowsOf<Record<string, unknown>>(database.db.execute(sql.raw(`select * from ${table} order by id`)));
const allCounts = (database: Database) =>
  countRows((text) => rowsOf<Record<string, unknown>>(database.db.execute(sql.raw(text))));

async function checksums(mediaDir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const key of await mediaFiles(mediaDir))
    sums[key] = createHash("sha256")
      .update(await readFile(path.join(mediaDir, key)))
      .digest("hex");
  return sums;
}

/** Whatever a restore might leave in an untouched target: its DATA_DIR's entries and its tables. */
async function targetState(target: Target) {
  const entries = (await readdir(target.dataDir)).filter((name) => name !== "token-secret").sort();
  if (testDatabaseKind !== "postgres") return { entries, tables: 0 };
  const database = await target.open();
  try {
    const [row] = await rowsOf<{ n: number }>(
      database.db.execute(
        sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      ),
    );
    return { entries, tables: row?.n };
  } finally {
    await database.close();
  }
}

/** Rewrites an archive's manifest (the checksums stay right: they cover the other entries). */
async function withManifest(
  archive: string,
  out: string,
  change: (manifest: Record<string, unknown>) => void,
) {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, (await import("node:fs")).createWriteStream(out));
  const reading = pipeline(createReadStream(archive), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    let body = Buffer.concat(chunks);
    if (entry.header.name === "manifest.json") {
      const manifest = JSON.parse(body.toString("utf8"));
      change(manifest);
      body = Buffer.from(JSON.stringify(manifest));
    }
    pack.entry({ name: entry.header.name, size: body.length }, body);
  }
  await reading;
  pack.finalize();
  await written;
}

let t: TestApp;
let sourceEnv: Record<string, string>;
let sourceMedia: string;
let backups: string;
let archive: string;
const uploaded = randomBytes(4096);
const compared = ["orders", "order_items", "stock_movements", "staff_users", "audit_log"];
let placedOrder: string;

beforeAll(async () => {
  const dataDir = await temporaryDir("dukkan-backup-source-");
  sourceMedia = path.join(dataDir, "media");
  t = await buildTestApp({ dataDir, mediaDir: sourceMedia });
  await cp(testMediaDir, sourceMedia, { recursive: true });
  await mkdir(path.join(sourceMedia, "uploads/2026/11"), { recursive: true });
  await writeFile(path.join(sourceMedia, "uploads/2026/11/backup-test.bin"), uploaded);
  await mkdir(path.join(sourceMedia, ".variants/320/uploads/2026/11"), { recursive: true });
  await writeFile(path.join(sourceMedia, ".variants/320/uploads/2026/11/backup-test.bin.webp"), "derived");

  const owner = await signIn(t, demoOwner);
  await createStaff(t, owner, "catalogue_editor");
  const orders = await orderFixtures(t);
  placedOrder = (await orders.placeOrder([{ size: await orders.freshSize(5), quantity: 2 }])).order_number;

  if (testDatabaseKind === "pglite") {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    // This test process stands in for the server holding the embedded database.
    await writeFile(path.join(dataDir, "server.pid"), String(process.pid));
    sourceEnv = { DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: new URL(address).port };
  } else {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    sourceEnv = { DATA_DIR: dataDir, DATABASE_URL: String(pool.options.connectionString) };
  }
  backups = await temporaryDir("dukkan-backups-");
}, slow);

afterAll(async () => {
  await t?.close();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe(`npm run backup and npm run restore on ${testDatabaseKind} (issue 36)`, () => {
  it(
    "backs up, keeps the newest archives, and restores orders, stock, staff, audit rows and media identically",
    async () => {
      const older = ["dukkan-backup-20200101T000000Z.tar", "dukkan-backup-20200102T000000Z.tar"];
      for (const name of [...older, "notes.txt"]) await writeFile(path.join(backups, name), "old");
      const made = await cli("backup", ["--out", `${backups}/`, "--keep", "2"], sourceEnv);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toMatch(/wrote .*dukkan-backup-\d{8}T\d{6}Z\.tar .*removed 1 older backup/);
      const names = (await readdir(backups)).sort();
      expect(names.filter((name) => name.endsWith(".tar"))).toHaveLength(2);
      expect(names).toContain(older[1]);
      expect(names).toContain("notes.txt");
      archive = path.join(backups, names.find((name) => name.endsWith(".tar") && !older.includes(name))!);

      const target = await emptyTarget();
      const restored = await cli("restore", [archive], target.env);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain(`schema now ${knownMigrations().newestTag}`);

      await withTarget(target, async (database) => {
        for (const table of compared)
          expect(await rowsById(database, table), table).toEqual(await rowsById(t.database, table));
        expect(await allCounts(database)).toEqual(await allCounts(t.database));
        const orders = await rowsById(database, "orders");
        expect(orders.map((order) => order.order_number)).toContain(placedOrder);
      });
      const restoredMedia = path.join(target.dataDir, "media");
      expect(await checksums(restoredMedia)).toEqual(await checksums(sourceMedia));
      expect(await readFile(path.join(restoredMedia, "uploads/2026/11/backup-test.bin"))).toEqual(uploaded);
      // The WebP variants are made again on first request: not kept.
      expect(existsSync(path.join(sourceMedia, ".variants"))).toBe(true);
      expect(existsSync(path.join(restoredMedia, ".variants"))).toBe(false);
      expect((await readdir(target.dataDir)).filter((name) => name.startsWith(".restore-"))).toEqual([]);
    },
    slow,
  );

  it(
    "refuses a target that is not empty without --force, and replaces it with --force",
    async () => {
      const target = await emptyTarget();
      expect((await cli("restore", [archive], target.env)).code).toBe(0);
      await withTarget(target, (database) =>
        database.db.execute(sql`update staff_users set name = 'Changed after the backup'`),
      );
      await writeFile(path.join(target.dataDir, "media", "stray.txt"), "not in the backup");

      const refused = await cli("restore", [archive], target.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(refused.stderr).toMatch(/the target is not empty \(.*rows.*media files\): add --force/);

      const forced = await cli("restore", [archive, "--force"], target.env);
      expect(forced.code, forced.stderr).toBe(0);
      await withTarget(target, async (database) =>
        expect(await rowsById(database, "staff_users")).toEqual(await rowsById(t.database, "staff_users")),
      );
      expect(existsSync(path.join(target.dataDir, "media", "stray.txt"))).toBe(false);

      if (testDatabaseKind !== "pglite") return;
      // No server holds this DATA_DIR: the command copies the embedded database itself.
      const again = await cli("backup", ["--out", path.join(backups, "direct.tar")], target.env);
      expect(again.code, again.stderr).toBe(0);
      const restoredAgain = await emptyTarget();
      expect((await cli("restore", [path.join(backups, "direct.tar")], restoredAgain.env)).code).toBe(0);
      await withTarget(restoredAgain, async (database) => {
        for (const table of compared)
          expect(await rowsById(database, table), table).toEqual(await rowsById(t.database, table));
      });
    },
    slow,
  );

  it(
    "refuses an archive with one byte changed before writing anything",
    async () => {
      const bytes = await readFile(archive);
      const at = bytes.indexOf(uploaded);
      expect(at).toBeGreaterThan(0);
      bytes[at + 100] = (bytes[at + 100]! + 1) % 256;
      const tampered = path.join(backups, "tampered.tar");
      await writeFile(tampered, bytes);

      const target = await emptyTarget();
      const before = await targetState(target);
      const refused = await cli("restore", [tampered], target.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        "dukkan restore: the archive is damaged: media/uploads/2026/11/backup-test.bin does not match its SHA-256 in the manifest",
      );
      expect(await targetState(target)).toEqual(before);
    },
    slow,
  );

  it(
    "refuses an archive whose schema is newer than this release knows",
    async () => {
      const newer = path.join(backups, "newer.tar");
      await withManifest(archive, newer, (manifest) => {
        manifest.schema = { tag: "0099_from_the_future", migration: knownMigrations().newest + 1 };
        manifest.release = "2099.01.01-abcdef0";
      });
      const target = await emptyTarget();
      const before = await targetState(target);
      const refused = await cli("restore", [newer], target.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        "the backup's schema (0099_from_the_future, release 2099.01.01-abcdef0) is newer than this release knows",
      );
      expect(await targetState(target)).toEqual(before);
    },
    slow,
  );

  it.runIf(testDatabaseKind === "pglite")(
    "the server's backup endpoint wants the one-time token from a private file in DATA_DIR",
    async () => {
      const ask = (token: string | undefined) =>
        t.app.inject({
          method: "POST",
          url: api("staff/backup"),
          headers: token ? { [tokenHeader]: token } : {},
        });
      expect((await ask(undefined)).statusCode).toBe(403);
      await writeFile(tokenFile(t.config.dataDir), "right-token", { mode: 0o600 });
      expect((await ask("wrong-token")).statusCode).toBe(403);
      // A wrong guess spends the token.
      expect((await ask("right-token")).statusCode).toBe(403);
      await writeFile(tokenFile(t.config.dataDir), "right-token", { mode: 0o644 });
      const readable = await ask("right-token");
      expect(readable.statusCode).toBe(403);
      expect(readable.json()).toMatchObject({ code: "forbidden" });
      await writeFile(tokenFile(t.config.dataDir), "right-token", { mode: 0o600 });
      const granted = await ask("right-token");
      expect(granted.statusCode).toBe(200);
      expect(granted.headers["content-type"]).toBe("application/x-tar");
    },
    slow,
  );
});
