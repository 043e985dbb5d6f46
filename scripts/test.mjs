// `npm test`: every test. Unit, API on PGlite, API on PostgreSQL when a server answers, the browser tests and
// the deploy tests.
// With REQUIRE_POSTGRES=1 (as in .ci/run) a missing PostgreSQL server is a failure, not a skip.
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { ensureStaffBuild, ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
process.env.TEST_DATABASE_URL = url;

async function answersOnce() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Where PostgreSQL is required, a server slow to answer on a busy machine is waited for (a minute), not failed. */
async function postgresAnswers() {
  const deadline = Date.now() + (process.env.REQUIRE_POSTGRES === "1" ? 60_000 : 0);
  for (let pause = 1000; ; pause = Math.min(pause * 2, 5000)) {
    if (await answersOnce()) return true;
    if (Date.now() + pause > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

const safeUrl = url.replace(/\/\/[^@/]*@/, "//***@");
const projects = ["unit", "db", "api-pglite"];
if (await postgresAnswers()) {
  projects.push("api-postgres");
  process.env.TEST_POSTGRES = "1";
} else if (process.env.REQUIRE_POSTGRES === "1") {
  process.stderr.write(
    `PostgreSQL does not answer at ${safeUrl}: the PostgreSQL half of the tests is required here.\n`,
  );
  process.exit(1);
} else {
  process.stdout.write(
    `\nPostgreSQL does not answer at ${safeUrl}: running the PGlite half only (set TEST_DATABASE_URL).\n\n`,
  );
}
// The browser tests, then the release and its deployment (tests/e2e/*.deploy.test.ts: Caddy, PostgreSQL, Redis).
projects.push("e2e", "deploy");

ensureWebBuild();
ensureStaffBuild();
const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), ...process.argv.slice(2)];
const result = spawnSync("npx", args, { cwd: root, stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
