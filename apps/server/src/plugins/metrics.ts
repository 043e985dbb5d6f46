import { timingSafeEqual } from "node:crypto";
import { BlockList, isIPv4 } from "node:net";
import type { Database } from "@dukkan/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../lib/app-error.ts";

export interface MetricsOptions {
  database: Database;
  /** Addresses and networks (`10.0.0.0/8`) allowed to read /metrics. */
  allow: string[];
  /** A bearer token that opens it from anywhere. */
  token?: string | undefined;
}

/** The route that places orders: its 201s are orders placed. */
const placeOrderRoute = "/api/v1/orders";

/**
 * `GET /metrics` in Prometheus text format (issue 40), for the addresses in METRICS_ALLOW (loopback by
 * default) or a bearer METRICS_TOKEN: requests by route and status with their latency, the database pool,
 * the read cache's hits, the whole-page cache's answers, the search index's size, orders placed, Redis, and Node's own (event-loop delay, heap,
 * GC). One registry per app, so that several apps in one process (tests) keep their own counts.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const allowed = allowList(options.allow);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "dukkan_http_request_duration_seconds",
    help: "Requests answered, by method, route pattern and status, and how long they took",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: "dukkan_orders_placed_total",
    help: "Orders placed (201 on POST /api/v1/orders)",
    registers: [registry],
  });
  const pages = new Counter({
    name: "dukkan_page_cache_total",
    help: "Storefront pages by how the whole-page cache answered them: hit, stale (refreshed behind) or miss",
    labelNames: ["result"],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const status = reply.statusCode;
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (request.method === "POST" && route === placeOrderRoute && status === 201) ordersPlaced.inc();
    const page = reply.getHeader("x-page-cache");
    if (typeof page === "string") pages.inc({ result: page });
  });

  const pool = poolOf(options.database);
  if (pool) {
    new Gauge({
      name: "dukkan_db_pool_connections",
      help: "PostgreSQL pool connections: total open, idle, and clients waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
    timeQueries(
      pool,
      new Histogram({
        name: "dukkan_db_query_seconds",
        help: "PostgreSQL queries from request to answer (each statement; a transaction's are counted one by one)",
        buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
        registers: [registry],
      }),
    );
  }
  new Counter({
    name: "dukkan_cache_reads_total",
    help: "Read-cache lookups: answered from this instance, from Redis, or loaded",
    labelNames: ["result"],
    registers: [registry],
    collect() {
      const { localHits, sharedHits, misses } = app.cache.stats();
      this.reset();
      this.inc({ result: "local_hit" }, localHits);
      this.inc({ result: "shared_hit" }, sharedHits);
      this.inc({ result: "miss" }, misses);
    },
  });
  new Gauge({
    name: "dukkan_cache_hit_ratio",
    help: "Share of read-cache lookups answered without loading, since start",
    registers: [registry],
    collect() {
      const { localHits, sharedHits, misses } = app.cache.stats();
      const reads = localHits + sharedHits + misses;
      this.set(reads === 0 ? 0 : (localHits + sharedHits) / reads);
    },
  });
  new Gauge({
    name: "dukkan_search_index_products",
    help: "Products in the in-memory search index",
    registers: [registry],
    collect() {
      this.set(app.services.search.indexedProducts());
    },
  });
  new Gauge({
    name: "dukkan_redis_up",
    help: "1 while Redis answers, 0 while it is away (caches and rate limits per instance), -1 without REDIS_URL",
    registers: [registry],
    collect() {
      const state = app.redisState();
      this.set(state === "up" ? 1 : state === "down" ? 0 : -1);
    },
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request) && !bearerMatches(request, options.token))
      throw new AppError(
        "forbidden",
        "Metrics are served to METRICS_ALLOW's addresses or with METRICS_TOKEN",
      );
    return reply
      .header("cache-control", "no-store")
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});

/** METRICS_ALLOW's entries: addresses or CIDR networks, IPv4 or IPv6. */
function allowList(entries: string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIPv4(address) ? "ipv4" : "ipv6";
    try {
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    } catch {
      throw new Error(`METRICS_ALLOW: "${entry}" is not an address or network (e.g. 10.0.0.0/8, ::1)`);
    }
  }
  return (request: FastifyRequest) => {
    // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
    const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
    return list.check(ip, isIPv4(ip) ? "ipv4" : "ipv6");
  };
}

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith("Bearer ")) return false;
  const sent = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

type Query = (...args: unknown[]) => unknown;

/**
 * Times every query of the pool's connections: each connection's `query` is wrapped the first time the pool
 * hands it out ('acquire'), whether the caller waits on a promise (Drizzle) or a callback (the pool's own).
 */
function timeQueries(
  pool: { on(event: "acquire", listener: (client: { query: Query }) => void): void },
  seconds: Histogram,
) {
  const timed = new WeakSet<object>();
  pool.on("acquire", (client) => {
    if (timed.has(client)) return;
    timed.add(client);
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const end = seconds.startTimer();
      const last = args.at(-1);
      if (typeof last === "function") {
        args[args.length - 1] = (...results: unknown[]) => {
          end();
          return (last as Query)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      // Never hand the query's result to `end`: prom-client would read it as labels.
      if (result instanceof Promise)
        result.then(
          () => end(),
          () => end(),
        );
      else end();
      return result;
    };
  });
}

/** node-postgres's pool under Drizzle; PGlite has none. */
function poolOf(database: Database) {
  const client = (database.db as unknown as { $client?: Record<string, unknown> }).$client;
  return client && typeof client.totalCount === "number"
    ? (client as {
        totalCount: number;
        idleCount: number;
        waitingCount: number;
        on(event: "acquire", listener: (client: { query: Query }) => void): void;
      })
    : undefined;
}
