import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, openDatabase, prepareDatabase } from "@dukkan/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { testDatabaseKind } from "#server/test/harness.ts";

/**
 * Readiness through a database restart (issue 40): a PostgreSQL server of the test's own (initdb in a temp
 * folder, as the `postgres` user: the server refuses root), stopped and started under a running app.
 */
const bin = ["15", "16", "17", "18"]
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .find((dir) => existsSync(`${dir}/initdb`));
const runnable = testDatabaseKind === "postgres" && process.getuid?.() === 0 && bin !== undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

describe.runIf(runnable)("readiness through a database restart (issue 40)", () => {
  let dir = "";
  let port = 0;
  let database: Database;
  let app: FastifyInstance;
  const asPostgres = (command: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", `${bin}/${command}`, ...args], { stdio: "pipe" });
  const pgCtl = (action: "start" | "stop") =>
    asPostgres("pg_ctl", [
      "-D",
      path.join(dir, "data"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      "-l",
      path.join(dir, "log"),
      "-w",
      ...(action === "stop" ? ["-m", "fast"] : []),
      action,
    ]);
  const ready = async () => {
    const res = await app.inject({ url: "/api/health/ready" });
    return { status: res.statusCode, database: res.json().database as string };
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "dukkan-pg-restart-"));
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
    port = await freePort();
    asPostgres("initdb", [
      "-D",
      path.join(dir, "data"),
      "-A",
      "trust",
      "-U",
      "postgres",
      "--locale=C.UTF-8",
      "-E",
      "UTF8",
    ]);
    pgCtl("start");
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dataDir: dir,
    });
    await prepareDatabase(database);
    const config = {
      ...loadConfig({
        DATA_DIR: dir,
        TOKEN_SECRET: "test-secret-that-is-long-enough-0123456789",
        LOG_LEVEL: "silent",
      }),
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    };
    app = await buildApp({ config, database, webBuildDir: false, staffBuildDir: false, logger: false });
    await app.ready();
    await app.services.search.warmUp();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    try {
      pgCtl("stop");
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  });

  it("is ready, then 503 'database down' while PostgreSQL is stopped, then ready again without a restart", async () => {
    expect(await ready()).toEqual({ status: 200, database: "up" });
    pgCtl("stop");
    expect(await ready()).toEqual({ status: 503, database: "down" });
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    pgCtl("start");
    await expect.poll(ready, { timeout: 30_000, interval: 500 }).toEqual({ status: 200, database: "up" });
  }, 90_000);
});
