/**
 * Checkout latency under load (issue 10): `connections` concurrent clients placing cash-on-delivery orders, each
 * request with its own Idempotency-Key, on a product size with plenty of stock.
 *
 *   node --import tsx bench/checkout.ts [--seconds 20] [--connections 50] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Creates a fresh database on the given PostgreSQL server, starts the app on it (migrations and the demo seed
 * run at start-up), signs in one client per connection, measures, prints the figures, writes
 * `bench/results/checkout-<time>.json` and drops the database. Plain `fetch` workers; latency is per request,
 * from send to full body. Not a test: nothing asserts a duration.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg("seconds", "20"));
const connections = Number(arg("connections", "50"));
const serverUrl = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const apiKey = "dukkan-public";
const root = path.resolve(import.meta.dirname, "..");

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dbName = `dukkan_bench_checkout_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = withDatabase(serverUrl, dbName);
  const dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const pinned = path.join(root, "node_modules/.bin/node");
  const server = spawn(
    existsSync(pinned) ? pinned : process.execPath,
    ["--import", "tsx", "apps/server/src/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitForHealth(base, server);
    await db.connect();
    const { rows } = await db.query<{ size_id: number; color_id: number; product_id: number }>(`
      SELECT s.id AS size_id, c.id AS color_id, p.id AS product_id
        FROM product_color_sizes s JOIN product_colors c ON c.id = s.product_color_id JOIN products p ON p.id = c.product_id
       WHERE p.status = 1 AND p.deleted_at IS NULL ORDER BY s.id LIMIT 1`);
    const item = rows[0]!;
    await db.query("UPDATE product_color_sizes SET quantity = 100000000 WHERE id = $1", [item.size_id]);
    const [city] = (await db.query<{ id: number }>("SELECT id FROM cities ORDER BY sort_order LIMIT 1")).rows;

    // One signed-in client per connection (a distinct forwarded address each, past the per-IP sign-in limit).
    const tokens = await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        const ip = `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`;
        const phone = `0772${String(1_000_000 + i).padStart(7, "0")}`;
        const headers = { "content-type": "application/json", "x-forwarded-for": ip };
        const body = JSON.stringify({ full_name: `Bench ${i}`, phone, password: "Sink-and-tap-42" });
        await fetch(`${base}/api/v1/client?api_key=${apiKey}`, { method: "POST", headers, body });
        const login = await fetch(`${base}/api/v1/client-login?api_key=${apiKey}`, {
          method: "POST",
          headers,
          body,
        });
        return ((await login.json()) as { token: string }).token;
      }),
    );

    const order = JSON.stringify({
      customer: {
        full_name: "Bench Client",
        phone: "0770 123 4567",
        email: "bench@example.com",
        governorate_id: city!.id,
        city: "Karrada",
        address: "Street 62, house 14",
      },
      items: [{ product_id: item.product_id, color_id: item.color_id, size_id: item.size_id, quantity: 1 }],
      payment_method: "cod",
    });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const place = async (token: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/orders?api_key=${apiKey}&lang=ar`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "idempotency-key": randomUUID(),
        },
        body: order,
      });
      await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status };
    };
    // Warm-up: a few seconds, not measured.
    const warmUntil = Date.now() + 3000;
    await Promise.all(
      tokens.map(async (token) => {
        while (Date.now() < warmUntil) await place(token);
      }),
    );
    const until = Date.now() + seconds * 1000;
    const startedAt = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        while (Date.now() < until) {
          const { ms, status } = await place(token);
          latencies.push(ms);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const elapsed = (performance.now() - startedAt) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const result = {
      bench: "checkout",
      at: new Date().toISOString(),
      database: "postgresql",
      connections,
      seconds: Math.round(elapsed * 10) / 10,
      requests: latencies.length,
      per_second: Math.round(latencies.length / elapsed),
      statuses: Object.fromEntries(statuses),
      ms: {
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p95: Math.round(percentile(sorted, 95) * 10) / 10,
        p99: Math.round(percentile(sorted, 99) * 10) / 10,
        max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
      },
    };
    console.log(
      `checkout: ${result.requests} orders in ${result.seconds} s (${result.per_second}/s) at ${connections} clients; ` +
        `p50 ${result.ms.p50} ms, p95 ${result.ms.p95} ms, p99 ${result.ms.p99} ms; statuses ${JSON.stringify(result.statuses)}`,
    );
    const dir = path.join(root, "bench/results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `checkout-${result.at.replace(/[:.]/g, "-")}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    await db.end().catch(() => undefined);
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
