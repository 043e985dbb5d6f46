import { createConnection } from "node:net";
import { productSearchDocument } from "@dukkan/db";
import { products } from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { api, buildTestApp, type TestApp } from "#server/test/harness.ts";

/**
 * Two server instances on one database with Redis between them (REDIS_URL): a write through one drops the
 * other's cached reads and brings its search index up to date (issue 3's cache, issue 4's index).
 * Needs Redis at REDIS_TEST_URL (default 127.0.0.1:6379); CI requires it (REQUIRE_REDIS=1).
 */
const redisUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379/7";

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const available = await redisAnswers(redisUrl);
if (!available && process.env.REQUIRE_REDIS === "1") {
  throw new Error(`Redis does not answer at ${redisUrl} and REQUIRE_REDIS=1`);
}

/**
 * Polls until `check` holds (pub/sub delivery is asynchronous) or 8 s pass: on PGlite a query holds the event
 * loop, so on a busy machine a Redis command can pass its 500 ms timeout and open the gate's circuit for 5 s;
 * the invalidation is published when it closes again (redis-gate.ts), which the wait must cover.
 */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.runIf(available)("two instances sharing Redis", () => {
  let first: TestApp;
  let second: FastifyInstance;
  let address = 0;
  const get = (app: FastifyInstance, url: string) =>
    app.inject({ url, remoteAddress: `10.7.0.${address++ % 250}` }).then((r) => r.json());

  beforeAll(async () => {
    first = await buildTestApp({ redisUrl });
    second = await buildApp({
      config: first.config,
      database: first.database,
      webBuildDir: false,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("drops the other instance's cached reads after a write", async () => {
    const [target] = await first.database.db.select().from(products).where(eq(products.status, 1)).limit(1);
    const url = api(`en/products/${target!.id}`);
    const before = await get(second, url);
    expect(before.data.name).toBe(target!.name.en);

    const name = { ...target!.name, en: "Kookaburra Kitchen Sink" };
    await first.database.db.update(products).set({ name }).where(eq(products.id, target!.id));
    // Not written through the app: the second instance keeps serving its cached copy.
    expect((await get(second, url)).data.name).toBe(target!.name.en);

    await first.app.cache.invalidateAll();
    expect(
      await eventually(async () => (await get(second, url)).data.name === "Kookaburra Kitchen Sink"),
    ).toBe(true);
  });

  it("brings the other instance's search index up to date", async () => {
    const search = () => get(second, api("en/products/search", { search: "Wombatware" }));
    expect((await search()).data).toEqual([]);
    const [target] = await first.database.db.select().from(products).where(eq(products.status, 1)).limit(1);
    const name = { ...target!.name, en: "Wombatware Basin" };
    await first.database.db
      .update(products)
      .set({ name, searchDocument: productSearchDocument({ name, code: target!.code }) })
      .where(eq(products.id, target!.id));
    await first.app.cache.invalidateAll();
    expect(
      await eventually(async () =>
        (await search()).data.map((p: { id: number }) => p.id).includes(target!.id),
      ),
    ).toBe(true);
  });

  it("shares cached values between instances", async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return { at: "first" };
    };
    const key = `test|shared|${Date.now()}`;
    expect(await first.app.cache.wrap(key, 60, load)).toEqual({ at: "first" });
    expect(await second.cache.wrap(key, 60, load)).toEqual({ at: "first" });
    expect(loads).toBe(1);
  });
});
