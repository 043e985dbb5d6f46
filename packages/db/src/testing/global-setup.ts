/** Vitest globalSetup: builds (or reuses) the seeded PGlite dump, PostgreSQL template and media once per run. */
import { prepareTestTemplates } from "../testing.ts";

export async function setup(): Promise<void> {
  await prepareTestTemplates();
}
