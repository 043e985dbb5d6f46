import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "@dukkan/db";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { type AppConfig, loadConfig } from "#server/config.ts";
import { openTestDatabase } from "./databases.ts";

export type TestDatabaseKind = "pglite" | "postgres";
export const testDatabaseKind = (process.env.TEST_DB_KIND ?? "pglite") as TestDatabaseKind;
export const apiKey = "dukkan-public";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app from `app.ts` on a database of its own (a copy of the migrated, seeded template). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  logging: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(testDatabaseKind);
  const dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-api-"));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      TOKEN_SECRET: "test-secret-that-is-long-enough-0123456789",
      LOG_LEVEL: "silent",
      TRUST_PROXY: "true",
      // Tests send most requests from 127.0.0.1 (200 concurrent orders, say); request-bodies.test.ts checks the
      // shop's limits themselves at scale 1.
      SHOP_RATE_LIMIT_SCALE: "1000",
    }),
    mediaDir: database.mediaDir,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    webBuildDir: false,
    staffBuildDir: false,
    logger: logging.logStream !== undefined,
    logStream: logging.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `/api/v1/<path>` with the client key (or another `api_key` when given). */
export function api(
  pathname: string,
  query: Record<string, string | number> = {},
  key: string | null = apiKey,
) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  if (key !== null) params.set("api_key", key);
  const qs = params.toString();
  return `/api/v1/${pathname.replace(/^\//, "")}${qs ? `?${qs}` : ""}`;
}
