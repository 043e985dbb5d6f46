import { defineConfig } from "vitest/config";

const apiTests = ["apps/server/src/**/*.test.ts"];
const unitTests = [
  "apps/server/src/**/*.unit.test.ts",
  "packages/*/src/**/*.unit.test.ts",
  "packages/contracts/src/**/*.test.ts",
  "apps/web/app/**/*.test.{ts,tsx}",
  "apps/staff/src/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "bench/**/*.test.ts",
];
const apiGlobalSetup = "apps/server/src/test/global-setup.ts";
/**
 * Files per project group at once (`TEST_WORKERS`, else the project's default). Measured on a 2-core machine:
 * - the browser files one at a time: two at a time took 3,068 s of `.ci/run` against 2,616 s (6 min of which a
 *   test's timeouts); each file's server, Chromium and runner already share both cores;
 * - the API files two at a time: 357 s for both databases, against 679 s one at a time before PGlite's test dump
 *   was stored uncompressed (~0.6 s less per file on PGlite; 2026-11-28). A file on PGlite runs its database in
 *   the test's own thread, so one file uses about one core.
 * Projects with their own worker count need their own `sequence.groupOrder`: the groups run one after another.
 * unit and db share group 0 with the API projects all the same: Vitest gives isolated single-worker projects of
 * group 0 a group of their own, run last.
 */
const workers = (fallback: number) => Number(process.env.TEST_WORKERS ?? fallback);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: unitTests,
          exclude: ["**/node_modules/**", "scripts/**/fixtures/**"],
          // dependency-cruiser over the apps (scripts/boundaries) needs more than 5 s while API files run beside it.
          testTimeout: 30_000,
          maxWorkers: workers(1),
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "db",
          include: ["packages/db/src/**/*.test.ts"],
          exclude: unitTests,
          maxWorkers: workers(1),
          sequence: { groupOrder: 0 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      ...(["pglite", "postgres"] as const).map((kind) => ({
        test: {
          name: `api-${kind}`,
          include: apiTests,
          exclude: unitTests,
          env: { TEST_DB_KIND: kind },
          globalSetup: [apiGlobalSetup],
          // The files share one module graph per worker: each builds its own app on its own database copy, so
          // nothing they hold leaks, and not importing the server anew for each of 126 files saves ~40 % here.
          isolate: false,
          maxWorkers: workers(2),
          sequence: { groupOrder: 0 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
      {
        test: {
          name: "e2e",
          // Browsers on 2 shared cores: one retry absorbs a timing hiccup; a real failure fails twice.
          retry: 1,
          include: ["tests/e2e/**/*.e2e.test.ts"],
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          maxWorkers: workers(1),
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // expect.poll's 1 s default is shorter than a re-render on a busy machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          // The release and its deployment (issue 36): built, installed elsewhere, behind Caddy. No browser.
          name: "deploy",
          include: ["tests/e2e/**/*.deploy.test.ts"],
          globalSetup: ["tests/e2e/support/release-setup.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
