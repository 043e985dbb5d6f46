/**
 * `npm run bench` (issue 11): the production server on a large catalogue in PostgreSQL, under load, plus
 * Lighthouse on the storefront. Prints a table against the budgets and writes `bench/results/<date>.json`.
 * Not a test: nothing here fails on a slow figure.
 *
 *   npm run bench                 100,000 products, 20 s per scenario after a 5 s warm-up
 *   npm run bench -- --quick      5,000 products, 5 s per scenario, Lighthouse on two pages
 *   options: --products N --seconds N --connections N --only list,search,... --no-lighthouse
 *            BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/dukkan_bench)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureWebBuild } from "../scripts/web-build.mjs";
import { prepareBenchDatabase } from "./lib/database.ts";
import { runLighthouse } from "./lib/lighthouse.ts";
import { type LoadResult, runLoad } from "./lib/load.ts";
import { startServer } from "./lib/server.ts";
import { type BenchContext, scenarios } from "./scenarios.ts";

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};

const quick = flag("quick");
const settings = {
  products: Number(option("products", quick ? "5000" : "100000")),
  seconds: Number(option("seconds", quick ? "5" : "20")),
  warmup: quick ? 1 : 5,
  connections: Number(option("connections", "50")),
  only: option("only", "").split(",").filter(Boolean),
  lighthouse: !flag("no-lighthouse"),
};
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

async function main() {
  console.log(
    `bench: ${quick ? "quick" : "full"} run, ${settings.products} products, ${settings.seconds} s a scenario`,
  );
  ensureWebBuild();
  const database = await prepareBenchDatabase({ url: baseUrl, products: settings.products, root });
  console.log(`bench: database ready (${database.products} products, ${database.sizes} sizes)`);

  const results: (LoadResult & { scenario: string; server: string })[] = [];
  const peaks: Record<string, number> = {};
  for (const mode of ["uncached", "cached"] as const) {
    const wanted = scenarios.filter(
      (s) => s.server === mode && (settings.only.length === 0 || settings.only.includes(s.group)),
    );
    if (wanted.length === 0) continue;
    const server = await startServer({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      cache: mode === "cached",
    });
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
        const pages = quick ? ["/", "/en"] : await lighthousePages(server.url, database.fixtures.productId);
        for (const page of pages) {
          const audit = await runLighthouse(`${server.url}${page}`);
          lighthouseResults.push({ page, ...audit });
          console.log(
            `bench: lighthouse ${page.padEnd(20)} score ${audit.score}  LCP ${audit.lcpMs} ms  CLS ${audit.cls}  TBT ${audit.tbtMs} ms  JS ${audit.jsKb} KB`,
          );
        }
      }
    } finally {
      peaks[mode] = await server.stop();
    }
  }

  const report = {
    date: new Date().toISOString(),
    machine: { cores: (await import("node:os")).cpus().length, node: process.version },
    settings,
    database: { products: database.products, sizes: database.sizes },
    load: results,
    lighthouse: lighthouseResults,
    peakRssMb: peaks,
  };
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:.]/g, "-")}${quick ? "-quick" : ""}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log("");
  table(
    results.map((r) => ({
      scenario: r.scenario,
      server: r.server,
      "req/s": r.rps.toFixed(0),
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
        "LCP ms": l.lcpMs,
        CLS: l.cls,
        "TBT ms": l.tbtMs,
        "JS KB": l.jsKb,
      })),
    );
  }
  console.log(
    `\npeak RSS: ${Object.entries(peaks)
      .map(([k, v]) => `${k} ${v} MB`)
      .join(", ")} (budget ≤ 300 MB)`,
  );
  console.log(`written ${path.relative(root, file)}`);
}

const lighthouseResults: ({ page: string } & Awaited<ReturnType<typeof runLighthouse>>)[] = [];

async function lighthousePages(_url: string, productId: number): Promise<string[]> {
  const pages = ["/", "/Products", `/Product/${productId}`, "/cart"];
  return [...pages, ...pages.map((p) => `/en${p === "/" ? "" : p}`)];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
