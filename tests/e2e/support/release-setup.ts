// Global setup of the deploy tests (vitest project "deploy"): `npm run build`'s release assembled into a temp
// directory, moved to another one, and installed there from the npm registry as an operator installs it
// (`npm install --omit=dev`; --prefer-offline takes the tarballs this machine's npm cache already has).
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { nodeBinary } from "./global-setup.ts";
import "./release.ts";

const root = path.resolve(import.meta.dirname, "../../..");

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: process.env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

export default async function setup(project: TestProject) {
  // Point the tests at a release already installed (no build): DEPLOY_RELEASE_DIR=/opt/dukkan/current
  if (process.env.DEPLOY_RELEASE_DIR) {
    project.provide("releaseDir", path.resolve(process.env.DEPLOY_RELEASE_DIR));
    project.provide("buildPaths", [root]);
    return;
  }
  const base = mkdtempSync(path.join(tmpdir(), "dukkan-release-"));
  // The release is started as another user in release.deploy.test.ts: it must reach the files.
  chmodSync(base, 0o755);
  const built = path.join(base, "built");
  const startedAt = Date.now();
  // The storefront and the staff app are rebuilt only when stale (run under /tmp/dukkan-e2e.lock by hand).
  process.stdout.write(run(nodeBinary(), ["scripts/release.mjs", "--reuse-builds", "--out", built], root));

  const installed = path.join(base, "opt", "dukkan");
  mkdirSync(path.dirname(installed), { recursive: true });
  cpSync(built, installed, { recursive: true });
  rmSync(built, { recursive: true, force: true });
  run("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], installed);
  process.stdout.write(
    `[deploy] release built and installed in ${installed} (${((Date.now() - startedAt) / 1000).toFixed(0)} s)\n`,
  );

  project.provide("releaseDir", installed);
  project.provide("buildPaths", [root, built]);
  return () => rmSync(base, { recursive: true, force: true });
}
