import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@dukkan/db";
import { staffUsers } from "@dukkan/db/schema/staff";
import { testDatabaseUrl } from "@dukkan/db/testing";
import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "#server/test/harness.ts";

const serverDir = path.resolve(import.meta.dirname, "../..");
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

/** `npm run staff -- …` as the operator runs it, with the password piped in. */
function staffCli(args: string[], password: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/staff.ts", ...args], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
        INIT_CWD: serverDir,
        ...env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdin.end(`${password}\n`);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const ownerRow = (email: string) =>
  withDatabase(async ({ db }) => (await db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0]);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-staff-cli-"));
  if (testDatabaseKind === "postgres") {
    const name = `dukkan_test_cli_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client(testDatabaseUrl());
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
}, 120_000);
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`npm run staff -- owner on ${testDatabaseKind} (issue 36)`, () => {
  const email = "owner@shop.example";

  it("creates an owner on an empty database, the password piped in", async () => {
    const run = await staffCli(["owner", "--email", " Owner@Shop.example "], "Basin-and-mixer-tap-91");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("created the owner owner@shop.example");
    const row = await ownerRow(email);
    expect(row).toMatchObject({ role: "owner", status: 1 });
    expect(await verify(row?.passwordHash ?? "", "Basin-and-mixer-tap-91")).toBe(true);
  });

  it("resets the owner's password, and refuses a weak one in one line", async () => {
    const weak = await staffCli(["owner", "--email", email], "password");
    expect(weak.code).toBe(1);
    expect(weak.stderr.trim().split("\n")).toHaveLength(1);
    expect(weak.stderr).toContain("password");
    const run = await staffCli(["owner", "--email", email], "Counter-top-granite-88");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("is an active owner with the new password");
    expect(await verify((await ownerRow(email))?.passwordHash ?? "", "Counter-top-granite-88")).toBe(true);
  });

  it("says how to use it, and on the embedded database refuses while the server runs", async () => {
    const usage = await staffCli(["owner"], "x");
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("usage: npm run staff -- owner --email E");
    if (testDatabaseKind !== "pglite") return;
    // This test process stands in for a running server holding DATA_DIR.
    writeFileSync(path.join(dataDir, "server.pid"), String(process.pid));
    try {
      const refused = await staffCli(["owner", "--email", email], "Counter-top-granite-99");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`the server (process ${process.pid}) is using the embedded database`);
    } finally {
      rmSync(path.join(dataDir, "server.pid"), { force: true });
    }
  });
});
