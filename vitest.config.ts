import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

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
 * - unit and db two at a time too, in group 0 after the API files (Vitest queues a group's projects by name): they
 *   fill the API group's last minute instead of taking ~100 s one at a time after the deploy tests (2026-11-28).
 * Projects with their own worker count need their own `sequence.groupOrder`: the groups run one after another.
 */
const workers = (fallback: number) => Number(process.env.TEST_WORKERS ?? fallback);

/**
 * The API files that run longest, longest first (seconds on PGlite / PostgreSQL, 2-core machine, 2026-11-28). Vitest
 * starts the files it has no durations for (a fresh clone, as in CI) largest first, which left these to the end of
 * the group with one worker idle beside them: the API group took 491 s so, 377 s with these first (decision 0048).
 */
const longestFirst = [
  "apps/server/src/cli/backup.test.ts", // 84 / 40
  "apps/server/src/cli/staff-cli.test.ts", // 35 / 15
  "apps/server/src/test/hostile/hostile-inputs.test.ts", // 19 / 22
  "apps/server/src/modules/messages/messages.test.ts", // 19 / 13
  "apps/server/src/modules/staff/staff-media.test.ts", // 15 / 17
  "apps/server/src/modules/media/media-bucket.test.ts", // 15 / 16
  "apps/server/src/seed/seed.test.ts", // 15 / 1
  "apps/server/src/modules/staff/staff-import-large.test.ts", // skipped / 11
  "apps/server/src/modules/staff/staff-accounts.test.ts", // 11 / 7
].map((file) => path.resolve(import.meta.dirname, file));

/**
 * Vitest's order (group, then project, then the last run's durations or file size), with the files of
 * `longestFirst` moved to the front of their project, so that two workers finish together.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = longestFirst.indexOf(spec.moduleId);
      return at === -1 ? longestFirst.length : at;
    };
    const block = (spec: TestSpecification) =>
      `${spec.project.config.sequence.groupOrder} ${spec.project.name}`;
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    const blockStart = new Map<string, number>();
    for (const [index, spec] of sorted.entries())
      if (!blockStart.has(block(spec))) blockStart.set(block(spec), index);
    return sorted.toSorted(
      (a, b) =>
        (blockStart.get(block(a)) ?? 0) - (blockStart.get(block(b)) ?? 0) ||
        rank(a) - rank(b) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: unitTests,
          exclude: ["**/node_modules/**", "scripts/**/fixtures/**"],
          // dependency-cruiser over the apps (scripts/boundaries) needs more than 5 s while API files run beside it.
          testTimeout: 30_000,
          maxWorkers: workers(2),
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "db",
          include: ["packages/db/src/**/*.test.ts"],
          exclude: unitTests,
          maxWorkers: workers(2),
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
