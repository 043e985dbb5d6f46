import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { quietMs } from "../../apps/server/src/idle-memory.ts";
import { startNodeFlags } from "../../scripts/start-flags.mjs";

const root = path.resolve(import.meta.dirname, "../..");

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

/**
 * A figure of the process's /proc status in MB: VmRSS (resident now), VmHWM (peak resident), and the two parts
 * of VmRSS: RssAnon (the process's own memory) and RssFile (pages of the `node` binary and libraries, shared
 * with every other process that maps them and dropped by the kernel under pressure).
 */
function statusMb(pid: number, field: "VmRSS" | "VmHWM" | "RssAnon" | "RssFile"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export interface Resident {
  rssMb: number;
  anonMb: number;
  fileMb: number;
}

/** The production server (one process, as `npm start` runs it) on the bench database. */
export async function startServer(options: {
  /** Unset: the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  cache: boolean;
  /** When idle RSS is read after the server became healthy (5 s: the search index warmed; issue 37 reads 30 s). */
  idleAfterMs?: number;
}) {
  const port = await freePort();
  // Exactly as `npm start` runs it (package.json): the compiled server, builds made when stale, its Node flags.
  const child = spawn(process.execPath, [...startNodeFlags, "scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      // The README's `npm start`: the local demo (start.mjs builds what is stale and seeds the demo store).
      NODE_ENV: undefined,
      DATABASE_URL: options.databaseUrl ?? "",
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Load comes from one address; scenarios that are rate-limited spread it with X-Forwarded-For.
      TRUST_PROXY: "true",
      CACHE: options.cache ? "on" : "off",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = Date.now();
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("bench: the server did not become healthy in 120 s");
    await new Promise((r) => setTimeout(r, 300));
  }
  const resident = (): Resident => ({
    rssMb: statusMb(child.pid!, "VmRSS"),
    anonMb: statusMb(child.pid!, "RssAnon"),
    fileMb: statusMb(child.pid!, "RssFile"),
  });
  // Idle: started, the search index warmed up (main.ts starts it after listening), no request served yet.
  const healthyAt = Date.now();
  await new Promise((r) => setTimeout(r, options.idleAfterMs ?? 5_000));
  const idle = resident();
  return {
    url,
    idle,
    /** Milliseconds from the spawn to the first healthy answer. */
    startedInMs: healthyAt - spawnedAt,
    /** Resident memory now. */
    resident,
    /**
     * Resident memory once the server has been quiet long enough to hand memory back (idle-memory.ts: between
     * 10 and 20 s after the last request), as after a burst of visitors.
     */
    async residentWhenQuietAgain(): Promise<Resident> {
      await new Promise((r) => setTimeout(r, 2 * quietMs + 2_000));
      return resident();
    },
    /** Stops the server and returns its peak RSS in MB. */
    async stop(): Promise<number> {
      const peak = statusMb(child.pid!, "VmHWM");
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      return peak;
    },
  };
}
