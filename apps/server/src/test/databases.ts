import { fileURLToPath } from "node:url";
import { createTestDatabases } from "@dukkan/db/testing";
import { seedDemoStore } from "#server/seed/index.ts";

const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The API tests' databases: migrated and filled with the demo store, which the seed writes through the catalogue
 * write path, so the catalogue and audit modules and the shared helpers shape it too.
 */
export const testDatabases = createTestDatabases({
  seed: seedDemoStore,
  sources: [src("seed"), src("modules/catalog"), src("modules/audit"), src("lib")],
});

export const openTestDatabase = testDatabases.open;
