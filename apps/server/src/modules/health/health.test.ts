import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { startDraining } from "./readiness.ts";

/** Issue 40: liveness, readiness (starting, draining, Redis degraded), metrics and request ids. */
let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await buildTestApp({ logLevel: "info", metricsToken: "metrics-token-0123456789" }, { logStream });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ url, remoteAddress: options.ip ?? "127.0.0.1", headers: options.headers ?? {} });

describe(`health and readiness on ${testDatabaseKind}`, () => {
  it("live answers 200; ready answers 503 while the index is first built, then 200 with Redis off", async () => {
    expect((await get("/api/health/live")).json()).toEqual({ status: "ok" });
    const warmUp = t.app.services.search.warmUp();
    const starting = await get("/api/health/ready");
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ status: "starting", search: "warming" });
    await warmUp;
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      database: "up",
      search: "ready",
      media: "up",
      redis: "off",
    });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });
});

describe(`metrics on ${testDatabaseKind}`, () => {
  it("are served to loopback and with the token, refused to others", async () => {
    expect((await get("/metrics", { ip: "203.0.113.9" })).statusCode).toBe(403);
    expect(
      (await get("/metrics", { ip: "203.0.113.9", headers: { authorization: "Bearer nope" } })).statusCode,
    ).toBe(403);
    const withToken = await get("/metrics", {
      ip: "203.0.113.9",
      headers: { authorization: "Bearer metrics-token-0123456789" },
    });
    expect(withToken.statusCode).toBe(200);
    expect((await get("/metrics", { ip: "::ffff:127.0.0.1" })).statusCode).toBe(200);
  });

  it("count requests by route and status, cache reads, the index, Redis and the event loop", async () => {
    await get(api("en/products/5"));
    await get(api("en/products/5"));
    await get(api("en/products/999999999"));
    const text = (await get("/metrics")).body;
    expect(text).toMatch(
      /dukkan_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/:lang\/products\/:id",status="200"\} 2/,
    );
    expect(text).toMatch(
      /dukkan_http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/v1\/:lang\/products\/:id",status="404"\} \d/,
    );
    expect(text).toMatch(/dukkan_cache_reads_total\{result="local_hit"\} [1-9]/);
    expect(text).toMatch(/dukkan_cache_hit_ratio 0\.\d+/);
    expect(text).toMatch(/dukkan_search_index_products [1-9]\d*/);
    expect(text).toMatch(/dukkan_orders_placed_total 0/);
    expect(text).toMatch(/dukkan_redis_up -1/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    if (testDatabaseKind === "postgres") {
      expect(text).toMatch(/dukkan_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/^dukkan_db_query_seconds_count [1-9]/m);
    }
  });
});

describe(`request ids and logs on ${testDatabaseKind}`, () => {
  it("are unique to this process, keep a trusted proxy's X-Request-Id, and log the client's address", async () => {
    const first = await get("/api/health/live", { ip: "198.51.100.7" });
    const second = await get("/api/health/live", { headers: { "x-request-id": "edge-7f3a" } });
    const logged = lines.filter((line) => line.msg === "incoming request") as {
      req: { id: string; ip: string };
    }[];
    const [a, b] = logged.slice(-2).map((line) => line.req);
    expect(a!.id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(a!.ip).toBe("198.51.100.7");
    expect(b!.id).toBe("edge-7f3a");
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  });
});

describe(`draining on ${testDatabaseKind}`, () => {
  it("turns ready and the old health to 503 once SIGTERM's drain begins", async () => {
    expect((await get("/api/health")).statusCode).toBe(200);
    startDraining(t.app.server);
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "draining" });
    const health = await get("/api/health");
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "draining" });
    expect((await get("/api/health/live")).statusCode).toBe(200);
  });
});
