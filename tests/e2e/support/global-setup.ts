import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureStaffBuild } from "../../../scripts/web-build.mjs";
import { launchSharedChromium } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** A DATA_DIR holding the seeded demo store (embedded database and media), for servers to start from a copy. */
    seededDataDir: string;
    /** The shared Chromium's address, for `chromium.connect` (support/browser.ts). */
    browserEndpoint: string;
  }
}

const root = path.resolve(import.meta.dirname, "../../..");
const webDir = path.join(root, "apps/web");
const serverEntry = path.join(webDir, "build/server/index.js");
// Seeding the demo store into an empty PGlite takes ~30 s on a quiet 2-core machine and over 90 s on a busy one.
const STARTUP_TIMEOUT_MS = 200_000;

/** A port nothing listens on now, so that several test runs on one machine do not collide. */
export function freePort(): Promise<number> {
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

/** The pinned Node 24 from the `node` devDependency, whichever Node runs Vitest. */
export function nodeBinary(): string {
  const pinned = path.join(root, "node_modules/.bin/node");
  return existsSync(pinned) ? pinned : process.execPath;
}

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildWebIfStale(): void {
  const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"]
    .map((p) => path.join(webDir, p))
    .filter(existsSync);
  const sourceTime = Math.max(...sources.map(newestMtime));
  if (existsSync(serverEntry) && statSync(serverEntry).mtimeMs >= sourceTime) return;
  console.log("[e2e] building apps/web …");
  execFileSync("npm", ["run", "build", "-w", "@dukkan/web"], { cwd: root, stdio: "inherit" });
}

/** Waits until a server started by a test answers /api/health with 200 (it throws if the server exits first). */
export async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`[e2e] server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`[e2e] ${baseURL}/api/health did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** A server a test started: its address, the last 20 kB it printed, and how to stop it (its data goes too). */
export interface StartedServer {
  baseURL: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A new DATA_DIR with the demo store seeded (`npm run seed`'s script). A server started on a copy skips the seed and
 * the restart after it: ~3.5 s to healthy against ~13 s on an empty one, on a 2-core machine.
 */
export function seedDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-e2e-seeded-"));
  const seed = spawnSync(nodeBinary(), ["--import", "tsx", "apps/server/src/seed/cli.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`[e2e] seeding failed:\n${seed.stdout}${seed.stderr}`);
  return dataDir;
}

/**
 * Starts apps/server in a new data directory, on a free port, and waits until it answers: on an empty embedded
 * database, or on a copy of `seededFrom` (a DATA_DIR from `seedDataDir`). `env` adds to the test settings or, with
 * `undefined`, removes one. Every browser-test file signs in,
 * loads pages (each records a visit) and checks out from 127.0.0.1: the per-address limits would make parallel
 * files fail each other; the limits themselves are tested in the API tests.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  { seededFrom }: { seededFrom?: string } = {},
): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-e2e-"));
  if (seededFrom) cpSync(seededFrom, dataDir, { recursive: true });
  const port = await freePort();
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: "1000",
    SHOP_RATE_LIMIT_SCALE: "100",
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    PUBLIC_URL: undefined,
    ...env,
  };
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete settings[name];

  const server = spawn(nodeBinary(), ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: settings,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    server.kill("SIGKILL");
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseURL, port, output: () => output, stop };
}

/**
 * Builds the storefront when stale, seeds the demo store once, starts the shared server on a copy of it and the
 * shared Chromium, stops both after. Files that start servers of their own copy the same seeded data directory.
 */
export default async function setup(project: TestProject) {
  const seededDataDir = seedDataDir();
  project.provide("seededDataDir", seededDataDir);
  const removeSeeded = () => rmSync(seededDataDir, { recursive: true, force: true });
  // Point the tests at a server that is already running (no build, no start): E2E_BASE_URL=http://…
  let server: StartedServer | undefined;
  if (process.env.E2E_BASE_URL) {
    project.provide("baseURL", process.env.E2E_BASE_URL.replace(/\/$/, ""));
  } else {
    buildWebIfStale();
    ensureStaffBuild();
    server = await startServer({}, { seededFrom: seededDataDir });
    project.provide("baseURL", server.baseURL);
  }
  const chromium = await launchSharedChromium().catch(async (error) => {
    await server?.stop();
    removeSeeded();
    throw error;
  });
  project.provide("browserEndpoint", chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await server?.stop();
    removeSeeded();
  };
}
