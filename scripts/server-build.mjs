// Compiles the server (apps/server/src/main.ts and the workspace packages it imports) into one ES module,
// apps/server/dist/main.js, so that `npm start` runs plain `node`: no TypeScript compiler in the process and
// no esbuild service kept alive beside it (issue 20: ~240 MB less at start). Packages from node_modules stay
// external. Run by scripts/start.mjs when the build is stale, or by hand: `node scripts/server-build.mjs`.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { asciiOnly } from "./ascii-source.mjs";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Files that find their assets next to themselves (migrations, the common-password list, seed media, the web
 * builds) keep doing so: `import.meta.url` and `import.meta.dirname` become the source file's own location
 * rather than the bundle's.
 */
const sourceLocation = {
  name: "source-location",
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      const contents = source
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)));
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

const outfile = path.join(root, "apps/server/dist/main.js");
await build({
  entryPoints: [path.join(root, "apps/server/src/main.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  // Names stay readable in stack traces and profiles. Whitespace and comments go: V8 keeps a module's source
  // for as long as the process runs (see asciiOnly below).
  minifyWhitespace: true,
  legalComments: "none",
  logLevel: "warning",
  plugins: [externalPackages, sourceLocation],
});

// The Arabic in a few regular expressions (articles, Arabic-Indic digits, the dinar sign) would keep the whole
// bundle at two bytes a character: 1.15 MB rather than 0.58 MB (scripts/ascii-source.mjs). esbuild escapes
// strings but not regular expressions. Source-map columns on those few lines shift a little.
await writeFile(outfile, asciiOnly(await readFile(outfile, "utf8")));
