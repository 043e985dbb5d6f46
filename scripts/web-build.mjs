// Builds the storefront when its build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const web = path.join(root, "apps/web");
const marker = path.join(web, "build/server/index.js");
const sources = ["app", "vite.config.ts", "react-router.config.ts", "package.json"].map((p) =>
  path.join(web, p),
);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function webBuildIsFresh() {
  return existsSync(marker) && statSync(marker).mtimeMs >= Math.max(...sources.map(newestMtime));
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && webBuildIsFresh()) return;
  process.stdout.write("dukkan: building the storefront…\n");
  const result = spawnSync("npm", ["run", "build", "-w", "@dukkan/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("dukkan: the storefront build failed (see above)\n");
    process.exit(result.status ?? 1);
  }
}
