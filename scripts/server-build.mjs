// Compiles the server (apps/server/src/main.ts and the workspace packages it imports) into ES modules in
// apps/server/dist, so that `npm start` runs plain `node`: no TypeScript compiler in the process and no esbuild
// service kept alive beside it (issue 20: ~240 MB less at start). Packages from node_modules stay external.
// Beside main.js: the command-line tools (staff.js, migrate.js, seed.js, backup.js, restore.js) and the media worker (media-worker.js,
// forked by the server). Run by scripts/start.mjs when the build is stale, by scripts/release.mjs into a release
// (`buildServer({ outdir })`), or by hand: `node scripts/server-build.mjs`.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { asciiOnly } from "./ascii-source.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** Where the bundles sit in this checkout, and in a release, which keeps the checkout's layout (release.mjs). */
export const serverDistPath = "apps/server/dist";
const distDir = path.join(root, serverDistPath);

export const serverEntries = {
  main: "apps/server/src/main.ts",
  staff: "apps/server/src/cli/staff.ts",
  migrate: "apps/server/src/cli/migrate.ts",
  seed: "apps/server/src/seed/cli.ts",
  backup: "apps/server/src/cli/backup.ts",
  restore: "apps/server/src/cli/restore.ts",
  media: "apps/server/src/cli/media.ts",
  "media-worker": "apps/server/src/modules/media/media-worker.ts",
};

/** Files whose `import.meta` means the compiled module itself: release.json and the media worker sit beside it. */
const locatedByTheBundle = new Set([
  "apps/server/src/lib/release.ts",
  "apps/server/src/modules/media/media-jobs.ts",
]);

const posix = (file) => file.split(path.sep).join("/");

/**
 * Files that find their assets next to themselves (migrations, the common-password list, seed media, the web
 * builds) keep doing so without naming this machine's paths: `import.meta.url` and `import.meta.dirname`
 * become the source file's location relative to the bundle's, which is the same in this checkout and in a
 * release (the release copies those assets to the same places relative to apps/server/dist).
 */
const sourceLocation = {
  name: "source-location",
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (locatedByTheBundle.has(posix(path.relative(root, args.path))))
        return { contents: source, loader: "ts" };
      const fromBundle = posix(path.relative(distDir, args.path));
      const contents = source
        .replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`)
        .replaceAll(
          "import.meta.dirname",
          `process.getBuiltinModule("node:path").join(import.meta.dirname, ${JSON.stringify(path.posix.dirname(fromBundle))})`,
        );
      return { contents, loader: "ts" };
    });
  },
};

/** Bare imports of npm packages stay imports; our workspaces (@dukkan/*) and `#server/*` are bundled. */
const externalPackages = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith("@dukkan/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * esbuild names a map's sources relative to where the bundle was written; a release is written elsewhere than
 * the checkout, so they become relative to the bundle's place in the checkout (`../src/main.ts`), as in a
 * release's layout.
 */
async function relativizeSourceMap(mapFile, outdir) {
  const map = JSON.parse(await readFile(mapFile, "utf8"));
  map.sources = map.sources.map((source) => posix(path.relative(distDir, path.resolve(outdir, source))));
  await writeFile(mapFile, JSON.stringify(map));
}

/**
 * Builds the bundles into `outdir` (this checkout's apps/server/dist by default). Resolves with esbuild's
 * metafile, whose outputs list the npm packages each bundle imports.
 */
export async function buildServer({ outdir = distDir } = {}) {
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(serverEntries).map(([name, entry]) => [name, path.join(root, entry)]),
    ),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // Maps name the sources relative to the bundle and leave their text out: a stack trace from a release is
    // read against its commit (release.json), and no source or path of the build machine ships.
    sourcemap: true,
    sourcesContent: false,
    // Names stay readable in stack traces and profiles. Whitespace and comments go: V8 keeps a module's source
    // for as long as the process runs (see asciiOnly below).
    minifyWhitespace: true,
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    plugins: [externalPackages, sourceLocation],
  });
  // The Arabic in a few regular expressions (articles, Arabic-Indic digits, the dinar sign) would keep a whole
  // bundle at two bytes a character: 1.15 MB rather than 0.58 MB (scripts/ascii-source.mjs). esbuild escapes
  // strings but not regular expressions. Source-map columns on those few lines shift a little.
  for (const name of Object.keys(serverEntries)) {
    const file = path.join(outdir, `${name}.js`);
    await writeFile(file, asciiOnly(await readFile(file, "utf8")));
    await relativizeSourceMap(`${file}.map`, outdir);
  }
  return result.metafile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
