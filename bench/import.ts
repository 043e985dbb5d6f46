import pg from "pg";
import type { BenchFixtures } from "./lib/database.ts";
import { type LoadResult, runLoad } from "./lib/load.ts";
import { staffToken } from "./scenarios.ts";

/**
 * Issue 19's figures on the bench database: export (CSV, XLSX) rows per second over the whole catalogue, a
 * 10,000-row import's rows per second, and the storefront's product page p99 alone and while the import runs.
 * The imported products are deleted afterwards, so that the bench database keeps its size.
 */
export interface ImportBench {
  export: { format: string; rows: number; seconds: number; rowsPerSecond: number; megabytes: number }[];
  import: { rows: number; seconds: number; rowsPerSecond: number };
  storefrontAlone: LoadResult;
  storefrontDuringImport: LoadResult;
}

const key = "api_key=dukkan-public";
const rows = 10_000;

export async function runImportBench(options: {
  url: string;
  databaseUrl: string;
  fixtures: BenchFixtures;
  connections: number;
  seconds: number;
}): Promise<ImportBench> {
  const { url, fixtures } = options;
  const token = await staffToken(url);
  const auth = { authorization: `Bearer ${token}` };

  const exports: ImportBench["export"] = [];
  for (const format of ["csv", "xlsx"]) {
    const started = performance.now();
    const res = await fetch(`${url}/api/v1/staff/export/products.${format}?${key}`, { headers: auth });
    const bytes = Buffer.from(await res.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    const lines =
      format === "csv"
        ? bytes.toString("utf8").trimEnd().split("\r\n").length - 1
        : await sizeRows(options.databaseUrl);
    exports.push({
      format,
      rows: lines,
      seconds,
      rowsPerSecond: lines / seconds,
      megabytes: bytes.length / 1024 / 1024,
    });
    console.log(
      `bench: export ${format} ${lines} rows in ${seconds.toFixed(1)} s (${(lines / seconds).toFixed(0)} rows/s)`,
    );
  }

  const stamp = `BENCHIMP${Date.now().toString(36).toUpperCase()}`;
  const csv = await importFile(options.databaseUrl, stamp);
  const storefront = {
    next: (() => {
      let i = 0;
      return () => ({ path: `/Product/${fixtures.productIds[i++ % fixtures.productIds.length]}` });
    })(),
    url,
    connections: options.connections,
  };
  const storefrontAlone = await runLoad({ ...storefront, seconds: options.seconds });

  const form = new FormData();
  form.append("file", new Blob([csv]), "bench.csv");
  const started = performance.now();
  const start = await fetch(`${url}/api/v1/staff/import/products?mode=valid&background=true&${key}`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  if (start.status !== 202) throw new Error(`bench: import refused (${start.status}) ${await start.text()}`);
  const job = ((await start.json()) as { data: { id: string } }).data;
  let finished = 0;
  const watch = (async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const res = await fetch(`${url}/api/v1/staff/import/jobs/${job.id}?${key}`, { headers: auth });
      const state = ((await res.json()) as { data: { state: string } }).data.state;
      if (state !== "running") {
        finished = performance.now();
        if (state !== "done") throw new Error(`bench: import ${state}`);
        return;
      }
    }
  })();
  // The storefront under load for as long as the import runs (at least a few seconds).
  const during: LoadResult[] = [];
  while (finished === 0) during.push(await runLoad({ ...storefront, seconds: 3 }));
  await watch;
  const seconds = (finished - started) / 1000;
  console.log(
    `bench: import ${rows} rows in ${seconds.toFixed(1)} s (${(rows / seconds).toFixed(0)} rows/s)`,
  );
  await cleanUp(options.databaseUrl, stamp);
  return {
    export: exports,
    import: { rows, seconds, rowsPerSecond: rows / seconds },
    storefrontAlone,
    storefrontDuringImport: merge(during),
  };
}

/** 5,000 new products of two sizes each, named after existing brands and colours. */
async function importFile(databaseUrl: string, stamp: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const brand = (
      await client.query("SELECT name ->> 'ar' AS name FROM brands WHERE deleted_at IS NULL LIMIT 1")
    ).rows[0].name;
    const colour = (await client.query("SELECT name ->> 'ar' AS name FROM colors LIMIT 1")).rows[0].name;
    const header = "code,name:ar,name:en,brand,colour,size:ar,price,stock";
    const lines = [header];
    for (let i = 0; i < rows / 2; i++)
      for (const [size, price] of [
        ["٦٠ سم", 100_000 + i],
        ["٨٠ سم", 150_000 + i],
      ])
        lines.push(`${stamp}-${i},مغسلة ${i},Bench basin ${i},${brand},${colour},${size},${price},5`);
    return `${lines.join("\r\n")}\r\n`;
  } finally {
    await client.end();
  }
}

async function sizeRows(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: found } = await client.query(`
      SELECT count(*)::int AS n FROM products p LEFT JOIN product_colors pc ON pc.product_id = p.id
      LEFT JOIN product_color_sizes s ON s.product_color_id = pc.id WHERE p.deleted_at IS NULL`);
    return found[0].n;
  } finally {
    await client.end();
  }
}

async function cleanUp(databaseUrl: string, stamp: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("DELETE FROM products WHERE code LIKE $1", [`${stamp}-%`]);
  } finally {
    await client.end();
  }
}

/** Several short load runs as one: requests and errors summed, percentiles of the worst run. */
function merge(results: LoadResult[]): LoadResult {
  const worst = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick));
  const requests = results.reduce((n, r) => n + r.requests, 0);
  return {
    rps: results.reduce((n, r) => n + r.rps, 0) / results.length,
    p50: worst((r) => r.p50),
    p95: worst((r) => r.p95),
    p99: worst((r) => r.p99),
    requests,
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}
