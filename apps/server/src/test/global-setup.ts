/** Vitest globalSetup: builds (or reuses) the seeded PGlite dump, PostgreSQL template and media once per run. */
import { testDatabases } from "./databases.ts";

export async function setup(): Promise<void> {
  await testDatabases.prepare();
}
