// Shared by the deploy tests (*.deploy.test.ts): the release that tests/e2e/support/release-setup.ts built and
// installed, and its server started the way deploy/dukkan@.service starts it.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { inject } from "vitest";
import { startNodeFlags } from "../../../scripts/start-flags.mjs";
import { waitForHealth } from "./global-setup.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The installed release (`npm install --omit=dev` done), in a directory of its own. */
    releaseDir: string;
    /** The paths of the machine that built it, which the release must not name. */
    buildPaths: string[];
  }
}

export const releaseDir = () => inject("releaseDir");
/** The release's own Node 24 (its `node` package), as the systemd unit runs it. */
export const releaseNode = () => path.join(releaseDir(), "node_modules/.bin/node");

export interface ReleaseServer {
  child: ChildProcess;
  base: string;
  output(): string;
  /** SIGTERM, then the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

/**
 * `node <npm start's flags> start.mjs` in the release with only the given environment (and PATH), as the unit's
 * ExecStart; resolves once /api/health answers 200.
 */
export async function startRelease(
  env: Record<string, string>,
  user?: { uid: number; gid: number },
): Promise<ReleaseServer> {
  const child = spawn(releaseNode(), [...startNodeFlags, "start.mjs"], {
    cwd: releaseDir(),
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...user,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitForHealth(base, child).catch((error: Error) => {
    child.kill("SIGKILL");
    throw new Error(`${error.message}\n--- server output ---\n${output}`);
  });
  return {
    child,
    base,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
