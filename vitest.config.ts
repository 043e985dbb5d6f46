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

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit", include: unitTests, exclude: ["**/node_modules/**", "scripts/**/fixtures/**"] },
      },
      {
        test: {
          name: "db",
          include: ["packages/db/src/**/*.test.ts"],
          exclude: unitTests,
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
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The release and its deployment (issue 36): built, installed elsewhere, behind Caddy. No browser.
          name: "deploy",
          include: ["tests/e2e/**/*.deploy.test.ts"],
          globalSetup: ["tests/e2e/support/release-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
