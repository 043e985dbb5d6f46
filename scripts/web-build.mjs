// Builds the storefront, the staff app and the server when a build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

const apps = {
  server: {
    command: [process.execPath, ["scripts/server-build.mjs"]],
    marker: "apps/server/dist/main.js",
    sources: [
      "apps/server/src",
      "apps/server/package.json",
      "packages/db/src",
      "packages/contracts/src",
      "packages/client-kit/src",
      "scripts/server-build.mjs",
      "scripts/ascii-source.mjs",
    ],
  },
  storefront: {
    workspace: "@dukkan/web",
    marker: "apps/web/build/server/index.js",
    sources: [
      "apps/web/app",
      "apps/web/vite.config.ts",
      "apps/web/react-router.config.ts",
      "apps/web/package.json",
      "packages/contracts/src",
      "packages/client-kit/src",
      "scripts/ascii-source.mjs",
    ],
  },
  "staff app": {
    workspace: "@dukkan/staff",
    marker: "apps/staff/dist/index.html",
    sources: [
      "apps/staff/src",
      "apps/staff/index.html",
      "apps/staff/vite.config.ts",
      "apps/staff/package.json",
      "packages/contracts/src",
      "packages/client-kit/src",
    ],
  },
};

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

function isFresh({ marker, sources }) {
  const built = path.join(root, marker);
  return (
    existsSync(built) &&
    statSync(built).mtimeMs >= Math.max(...sources.map((p) => newestMtime(path.join(root, p))))
  );
}

function ensureBuild(name, { force = false } = {}) {
  const app = apps[name];
  if (!force && isFresh(app)) return;
  process.stdout.write(`dukkan: building the ${name}…\n`);
  const [command, args] = app.command ?? ["npm", ["run", "build", "-w", app.workspace]];
  // Production builds whoever asks: under Vitest (NODE_ENV=test) Vite would otherwise compile React's development
  // JSX, which names every component's source file by its absolute path on this machine.
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    process.stderr.write(`dukkan: the ${name} build failed (see above)\n`);
    process.exit(result.status ?? 1);
  }
}

export const ensureWebBuild = (options) => ensureBuild("storefront", options);
export const ensureStaffBuild = (options) => ensureBuild("staff app", options);
export const ensureServerBuild = (options) => ensureBuild("server", options);
