import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  bearer,
  freshIp,
  signedInClient,
} from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { bodyLimits } from "./body-limits.ts";
import { maxJsonDepth } from "./json-body.ts";
import { shopWritesPerMinute } from "./rate-limit.ts";

/** What a request body can cost the server (issue 32): nesting, size, authentication first, rate limits. */

let t: TestApp;
let client: Account;
beforeAll(async () => {
  t = await buildTestApp({ shopRateLimitScale: 1 });
  client = await signedInClient(t);
});
afterAll(async () => {
  await t?.close();
});

const json = { "content-type": "application/json" };
const oneMegabyte = 1_000_000;
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
/** A body whose extra field nests `depth` levels in all (the outer object is one). */
const withNesting = (fields: Record<string, unknown>, depth: number) =>
  `${JSON.stringify(fields).slice(0, -1)},"extra":${nested(depth - 1)}}`;

const post = (path: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: api(path),
    headers: { ...json, ...headers },
    payload,
    remoteAddress: freshIp(),
  });

const orderHeaders = () => ({ ...bearer(client.token), "idempotency-key": crypto.randomUUID() });
/** The three writes of the finding, with a real request's fields and the headers each needs. */
const endpoints = [
  {
    path: "visitour/create",
    fields: { url: "/Products" },
    limit: bodyLimits.visit,
    headers: () => ({}),
    atLimit: 201,
  },
  {
    path: "coupons/validate",
    fields: { code: "NO-SUCH-CODE", subtotal: 10_000 },
    limit: bodyLimits.form,
    headers: () => ({}),
    // coupon_unknown
    atLimit: 422,
  },
  {
    path: "orders",
    fields: { customer: {}, items: [] },
    limit: bodyLimits.order,
    headers: orderHeaders,
    // The schema's field errors: the body was parsed.
    atLimit: 400,
  },
];

describe(`JSON nesting on ${testDatabaseKind}`, () => {
  it.each(endpoints)("refuses a body nested one level too deep on $path with a 400", async (endpoint) => {
    const tooDeep = await post(
      endpoint.path,
      withNesting(endpoint.fields, maxJsonDepth + 1),
      endpoint.headers(),
    );
    expect(tooDeep.statusCode, tooDeep.body).toBe(400);
    expect(tooDeep.json()).toEqual({
      message: `The request body nests deeper than ${maxJsonDepth} levels`,
      code: "bad_request",
    });
    // At the limit the body is parsed and goes on to the route's own checks.
    const atLimit = await post(endpoint.path, withNesting(endpoint.fields, maxJsonDepth), endpoint.headers());
    expect(atLimit.statusCode).toBe(endpoint.atLimit);
  });

  it.each(endpoints)("refuses brackets up to the route's limit on $path with a 400", async (endpoint) => {
    const res = await post(endpoint.path, "[".repeat(endpoint.limit - 1), endpoint.headers());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/nests deeper/);
  });

  it.each(endpoints)("refuses a megabyte of brackets on $path before reading it (413)", async (endpoint) => {
    const res = await post(endpoint.path, "[".repeat(oneMegabyte), endpoint.headers());
    expect(res.statusCode, res.body.slice(0, 200)).toBe(413);
    expect(res.json()).toEqual({
      message: `The request body is larger than the limit of ${endpoint.limit} bytes`,
      code: "payload_too_large",
    });
  });

  it("accepts ordinary bodies, brackets and escaped quotes inside strings included", async () => {
    const visit = await post("visitour/create", JSON.stringify({ url: '/Products/"[[[[{{{{\\' }));
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json().data.url).toMatch(/^\/Products\//);
    const coupon = await post("coupons/validate", JSON.stringify({ code: "NO-SUCH-CODE", subtotal: 10_000 }));
    expect(coupon.statusCode, coupon.body).toBe(422);
    expect(coupon.json().error_codes.code).toEqual(["coupon_unknown"]);
  });

  it("still refuses prototype poisoning", async () => {
    for (const payload of [
      '{"url":"/Products","__proto__":{"polluted":true}}',
      '{"url":"/Products","constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const res = await post("visitour/create", payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ message: "The request body is not valid", code: "bad_request" });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps /api/health answering while 60 megabyte bodies of brackets arrive at once", async () => {
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const body = Buffer.from("[".repeat(oneMegabyte));
    const flood = Promise.all(
      endpoints.flatMap((endpoint) =>
        Array.from({ length: 20 }, () =>
          fetch(`${base}${api(endpoint.path)}`, {
            method: "POST",
            headers: { ...json, ...endpoint.headers() },
            body,
          }).then(
            (res) => res.status,
            // A body refused before it is read may see its connection closed while it is still being sent.
            () => "closed",
          ),
        ),
      ),
    );
    let flooding = true;
    void flood.finally(() => {
      flooding = false;
    });
    const deadline = performance.now() + 30_000;
    let slowest = 0;
    do {
      const started = performance.now();
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
    } while (flooding && performance.now() < deadline);
    const statuses = await flood;
    for (const status of statuses) expect([400, 401, 413, "closed"]).toContain(status);
    expect(slowest).toBeLessThan(2000);
  }, 60_000);
});

describe(`authentication before the body on ${testDatabaseKind}`, () => {
  // Not JSON at all: had the body been parsed first, these would be 400s.
  const garbage = `{{{{${"x".repeat(8000)}`;
  const clientRoutes = ["orders", "client-auth/rate", "client-auth/favorite"];

  it.each(clientRoutes)("answers POST %s without a token 401, and with a forged one 403", async (path) => {
    const anonymous = await post(path, garbage);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json().code).toBe("unauthorized");
    const forged = await post(path, garbage, bearer("not.a.token"));
    expect(forged.statusCode, forged.body).toBe(403);
    expect(forged.json().code).toBe("forbidden");
  });

  it("checks the profile and password routes' token before their bodies", async () => {
    for (const path of [`client/${client.id}`, `client/${client.id}/password`]) {
      expect((await post(path, garbage)).statusCode, path).toBe(401);
      expect((await post(path, garbage, bearer("not.a.token"))).statusCode, path).toBe(403);
    }
  });

  it("checks a token sent to the coupon check (optional there) before its body", async () => {
    const forged = await post("coupons/validate", garbage, bearer("not.a.token"));
    expect(forged.statusCode, forged.body).toBe(403);
    // Without a token the body is read, and refused as it is.
    expect((await post("coupons/validate", garbage)).statusCode).toBe(400);
  });
});

describe(`rate limits of the shop's writes on ${testDatabaseKind}`, () => {
  async function untilLimited(send: (ip: string) => Promise<LightMyRequestResponse>, max: number) {
    const ip = freshIp();
    for (let i = 0; i < max; i++) expect((await send(ip)).statusCode).not.toBe(429);
    const limited = await send(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Too many requests, try again later", code: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send(freshIp())).statusCode).not.toBe(429);
  }
  const inject =
    (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    (ip: string) =>
      t.app.inject({
        method: "POST",
        url: api(path),
        headers,
        payload: payload as string,
        remoteAddress: ip,
      });

  it("limits visits per address", async () => {
    await untilLimited(inject("visitour/create", { url: "/Products" }), shopWritesPerMinute.visits);
  });

  it("limits coupon checks per address", async () => {
    await untilLimited(
      inject("coupons/validate", { code: "NO-SUCH-CODE", subtotal: 1 }),
      shopWritesPerMinute.couponChecks,
    );
  });

  it("limits placing orders per address, also for a signed-in client", async () => {
    // Empty orders: refused (400) after the count, which is what a flood of them costs.
    await untilLimited((ip) => inject("orders", {}, orderHeaders())(ip), shopWritesPerMinute.orders);
  });

  it("limits ratings and wishlist changes per address", async () => {
    await untilLimited(inject("client-auth/rate", {}, bearer(client.token)), shopWritesPerMinute.ratings);
    await untilLimited(
      inject("client-auth/favorite", {}, bearer(client.token)),
      shopWritesPerMinute.wishlist,
    );
  });
});
