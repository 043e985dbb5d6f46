import { rmSync } from "node:fs";
import path from "node:path";
import { type Resident, startServer } from "./server.ts";

/** Issue 37: idle RSS read 30 s after the server became healthy, on the first start and on a restart. */
export const firstStartIdleMs = 30_000;
export const idleRssBudgetMb = 150;

export interface FirstStart {
  /** The start that finds an empty data directory and seeds the demo store, as a fresh clone's `npm start`. */
  first: Resident & { startedInMs: number };
  /** The next start on the same data directory. */
  restart: Resident & { startedInMs: number };
}

/**
 * `npm start` on an empty PGlite data directory of its own (the server seeds the demo store itself), stopped,
 * then started again on it: the resident memory of each, 30 s after it answered its first health check.
 */
export async function measureFirstStart(root: string): Promise<FirstStart> {
  const dataDir = path.join(root, "bench/.data/pglite-first-start");
  rmSync(dataDir, { recursive: true, force: true });
  const measure = async () => {
    const server = await startServer({
      databaseUrl: undefined,
      dataDir,
      cache: true,
      idleAfterMs: firstStartIdleMs,
    });
    await server.stop();
    return { ...server.idle, startedInMs: server.startedInMs };
  };
  try {
    const first = await measure();
    const restart = await measure();
    return { first, restart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
