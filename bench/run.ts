/**
 * `npm run bench` (issue 11): the production server on a large catalogue in PostgreSQL, under load, plus
 * Lighthouse on the storefront. Prints a table against the budgets and writes `bench/results/<date>.json`.
 * Not a test: nothing here fails on a slow figure.
 *
 *   npm run bench                 100,000 products, 20 s per scenario after a 5 s warm-up
 *   npm run bench -- --quick      5,000 products, 5 s per scenario, Lighthouse on two pages
 *   npm run bench -- --store demo issue 20's table: the demo store on PGlite, SSR pages beside a bare Node
 *                                 hello-world, idle and peak RSS, Lighthouse on five pages in ar and en
 *   npm run bench -- --only import  issue 19: export and import rows/s, the storefront's p99 during an import
 *   options: --products N --seconds N --connections N --only list,search,... --no-lighthouse
 *            BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/dukkan_bench)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { ensureWebBuild } from "../scripts/web-build.mjs";
import { type ImportBench, runImportBench } from "./import.ts";
import { prepareBenchDatabase, prepareDemoDatabase } from "./lib/database.ts";
import { startHelloWorld } from "./lib/hello.ts";
import { type LighthouseResult, runLighthouse } from "./lib/lighthouse.ts";
import { type LoadResult, runLoad } from "./lib/load.ts";
import { type Resident, startServer } from "./lib/server.ts";
import { type BenchContext, scenarios } from "./scenarios.ts";

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};

const quick = flag("quick");
/** `demo`: the demo store on PGlite, as a fresh clone's `npm start` runs it (what issue 20 measures). */
const store = option("store", "large") === "demo" ? "demo" : "large";
const settings = {
  store,
  products: Number(option("products", quick ? "5000" : "100000")),
  seconds: Number(option("seconds", quick ? "5" : store === "demo" ? "10" : "20")),
  warmup: quick ? 1 : 5,
  connections: Number(option("connections", "50")),
  only: option("only", store === "demo" ? "hello,ssr" : "")
    .split(",")
    .filter(Boolean),
  lighthouse: !flag("no-lighthouse"),
  /** Audits of each page, of which the median is reported (lib/lighthouse.ts). */
  lighthouseRuns: Number(option("lighthouse-runs", quick ? "1" : "3")),
};
const wants = (group: string) => settings.only.length === 0 || settings.only.includes(group);
/** The 1-minute load average: other work on the machine skews every figure; compare runs with similar load. */
const load = () => Number(loadavg()[0]!.toFixed(2));
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/${quick ? "dukkan_bench_quick" : "dukkan_bench"}`;
const root = path.resolve(import.meta.dirname, "..");

function table(rows: Record<string, string | number>[]) {
  const columns = Object.keys(rows[0] ?? {});
  const width = (c: string) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? "").length));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(width(columns[i]!))).join("  ");
  console.log(line(columns));
  console.log(line(columns.map((c) => "-".repeat(width(c)))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c] ?? ""))));
}

/** "178 MB (anonymous 119, file-backed 60)" */
const described = (r: Resident) => `${r.rssMb} MB (anonymous ${r.anonMb}, file-backed ${r.fileMb})`;

async function main() {
  console.log(
    `bench: ${quick ? "quick" : "full"} run, ${store === "demo" ? "demo store on PGlite" : `${settings.products} products`}, ${settings.seconds} s a scenario`,
  );
  const loadAverage = { start: load(), end: 0 };
  ensureWebBuild();
  const database =
    store === "demo"
      ? await prepareDemoDatabase({ root })
      : await prepareBenchDatabase({ url: baseUrl, products: settings.products, root });
  console.log(`bench: database ready (${database.products} products, ${database.sizes} sizes)`);

  const results: (LoadResult & { scenario: string; server: string })[] = [];
  if (wants("hello")) {
    const hello = await startHelloWorld();
    try {
      const plan = { next: () => ({ path: "/" }), url: hello.url, connections: settings.connections };
      await runLoad({ ...plan, seconds: settings.warmup });
      const result = await runLoad({ ...plan, seconds: settings.seconds });
      results.push({ ...result, scenario: helloWorld, server: "bare node" });
      console.log(`bench: ${helloWorld.padEnd(28)} ${result.rps.toFixed(0).padStart(6)} req/s`);
    } finally {
      await hello.stop();
    }
  }
  const peaks: Record<string, number> = {};
  const idle: Record<string, Resident> = {};
  const quietAgain: Record<string, Resident> = {};
  for (const mode of ["uncached", "cached"] as const) {
    const wanted = scenarios.filter((s) => s.server === mode && wants(s.group));
    if (wanted.length === 0) continue;
    const server = await startServer({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      cache: mode === "cached",
    });
    idle[mode] = server.idle;
    console.log(`bench: ${mode} server idle RSS ${described(server.idle)} (load average ${load()})`);
    try {
      const context: BenchContext = { baseUrl: server.url, fixtures: database.fixtures };
      for (const scenario of wanted) {
        const prepared = await scenario.prepare(context);
        await runLoad({
          ...prepared,
          url: server.url,
          connections: settings.connections,
          seconds: settings.warmup,
        });
        const result = await runLoad({
          ...prepared,
          url: server.url,
          connections: settings.connections,
          seconds: settings.seconds,
        });
        results.push({ ...result, scenario: scenario.name, server: mode });
        console.log(
          `bench: ${scenario.name.padEnd(28)} ${result.rps.toFixed(0).padStart(6)} req/s  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  errors ${result.errors}`,
        );
      }
      if (settings.lighthouse && mode === "cached") {
        const pages = quick ? ["/", "/en"] : lighthousePages(database.fixtures.productId);
        for (const page of pages) {
          const audit = await runLighthouse(`${server.url}${page}`, settings.lighthouseRuns);
          lighthouseResults.push({ page, ...audit });
          console.log(
            `bench: lighthouse ${page.padEnd(20)} score ${audit.score} (runs ${audit.scores.join(", ")})  LCP ${audit.lcpMs} ms  CLS ${audit.cls}  TBT ${audit.tbtMs} ms  JS ${audit.jsKb} KB  CPU index ${audit.benchmarkIndex}`,
          );
        }
      }
      quietAgain[mode] = await server.residentWhenQuietAgain();
      console.log(`bench: ${mode} server RSS when quiet again ${described(quietAgain[mode])}`);
    } finally {
      peaks[mode] = await server.stop();
    }
  }

  let importBench: ImportBench | null = null;
  if (store === "large" && settings.only.includes("import") && database.url) {
    const server = await startServer({ databaseUrl: database.url, dataDir: database.dataDir, cache: true });
    try {
      importBench = await runImportBench({
        url: server.url,
        databaseUrl: database.url,
        fixtures: database.fixtures,
        connections: settings.connections,
        seconds: settings.seconds,
      });
    } finally {
      peaks.import = await server.stop();
    }
  }

  loadAverage.end = load();
  const report = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version, loadAverage },
    settings,
    database: { products: database.products, sizes: database.sizes },
    load: results,
    lighthouse: lighthouseResults,
    idleRssMb: Object.fromEntries(Object.entries(idle).map(([mode, r]) => [mode, r.rssMb])),
    idleResident: idle,
    quietAgainResident: quietAgain,
    peakRssMb: peaks,
    import: importBench,
  };
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const suffix = `${store === "demo" ? "-demo" : ""}${quick ? "-quick" : ""}`;
  const file = path.join(dir, `${report.date.replace(/[:.]/g, "-")}${suffix}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log("");
  const helloRps = results.find((r) => r.scenario === helloWorld)?.rps;
  table(
    results.map((r) => ({
      scenario: r.scenario,
      server: r.server,
      "req/s": r.rps.toFixed(0),
      "% hello": helloRps ? `${((100 * r.rps) / helloRps).toFixed(2)} %` : "",
      "p50 ms": r.p50.toFixed(1),
      "p95 ms": r.p95.toFixed(1),
      "p99 ms": r.p99.toFixed(1),
      errors: r.errors,
      budget: r.budget ?? "",
    })),
  );
  if (lighthouseResults.length > 0) {
    console.log("");
    table(
      lighthouseResults.map((l) => ({
        page: l.page,
        score: l.score,
        runs: l.scores.join(" "),
        "LCP ms": l.lcpMs,
        CLS: l.cls,
        "TBT ms": l.tbtMs,
        "JS KB": l.jsKb,
        "CPU index": l.benchmarkIndex,
        error: l.error ?? "",
      })),
    );
  }
  const perServer = <T>(figures: Record<string, T>, show: (figure: T) => string) =>
    Object.entries(figures)
      .map(([k, v]) => `${k} ${show(v)}`)
      .join(", ");
  console.log(`\nidle RSS: ${perServer(idle, described)} (budget ≤ 150 MB)`);
  if (Object.keys(quietAgain).length > 0)
    console.log(`RSS when quiet again after the load: ${perServer(quietAgain, described)}`);
  console.log(`peak RSS: ${perServer(peaks, (mb) => `${mb} MB`)} (budget ≤ 300 MB)`);
  if (importBench) {
    console.log("");
    table([
      ...importBench.export.map((e) => ({
        step: `export ${e.format}`,
        rows: e.rows,
        s: e.seconds.toFixed(1),
        "rows/s": e.rowsPerSecond.toFixed(0),
      })),
      {
        step: "import (background job)",
        rows: importBench.import.rows,
        s: importBench.import.seconds.toFixed(1),
        "rows/s": importBench.import.rowsPerSecond.toFixed(0),
      },
    ]);
    console.log(
      `storefront /Product p99: ${importBench.storefrontAlone.p99.toFixed(1)} ms alone, ${importBench.storefrontDuringImport.p99.toFixed(1)} ms during the import`,
    );
  }
  console.log(`load average: ${loadAverage.start} at the start, ${loadAverage.end} at the end`);
  console.log(`written ${path.relative(root, file)}`);
}

const lighthouseResults: ({ page: string } & LighthouseResult)[] = [];
const helloWorld = "bare Node hello-world";

/** Issue 20's five pages in ar (the default, unprefixed) and en. */
function lighthousePages(productId: number): string[] {
  const pages = ["/", "/Products", `/Product/${productId}`, "/cart"];
  return [
    ...pages,
    `/search?search=${encodeURIComponent("ثلاجة")}`,
    ...pages.map((p) => `/en${p === "/" ? "" : p}`),
    "/en/search?search=refrigerator",
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
