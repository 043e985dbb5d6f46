import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { products } from "@dukkan/db/schema/catalog";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, defaultWebBuildDir } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import { openTestDatabase } from "#server/test/databases.ts";
import { testDatabaseKind } from "#server/test/harness.ts";

const built = existsSync(path.join(defaultWebBuildDir, "server/index.js"));
const editor: WriteContext = { actor: { kind: "staff", id: 7 }, requestId: "req-page-cache-test" };
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

// Needs `npm run build -w @dukkan/web` first; the e2e suite builds it when stale.
describe.skipIf(!built)("whole-page cache (decision 0015)", () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let productId: number;

  beforeAll(async () => {
    database = await openTestDatabase(testDatabaseKind);
    const config = {
      ...loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "dukkan-page-cache-")),
        TOKEN_SECRET: "test-secret-that-is-long-enough-0123456789",
        LOG_LEVEL: "silent",
      }),
      mediaDir: database.mediaDir,
    };
    app = await buildApp({ config, database, webBuildDir: defaultWebBuildDir, logger: false });
    await app.ready();
    const [first] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 1), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .limit(1);
    productId = first!.id;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("serves an anonymous visitor's second view from the cache, with this response's own nonce", async () => {
    const url = `/en/Product/${productId}`;
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers["x-page-cache"]).toBe("hit");
    const [a, b] = [
      nonceOf(first.headers["content-security-policy"]),
      nonceOf(second.headers["content-security-policy"]),
    ];
    expect(a).toBeTruthy();
    expect(b).not.toBe(a);
    expect(second.body).not.toContain(a);
    expect(second.body).not.toContain("dukkanPageCacheNonceSlot");
    // Executable scripts (JSON-LD is data, and carries none).
    const scripts = (second.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${b}"`);
  });

  it("keys by the language cookie and replays its Set-Cookie", async () => {
    await app.inject({ url: "/", headers: { cookie: "lang=en" } });
    const en = await app.inject({ url: "/", headers: { cookie: "lang=en" } });
    expect(en.headers["x-page-cache"]).toBe("hit");
    expect(en.body).toContain('<html lang="en" dir="ltr"');
    expect(en.headers["set-cookie"]).toBeUndefined();
    await app.inject({ url: "/" });
    const ar = await app.inject({ url: "/" });
    expect(ar.headers["x-page-cache"]).toBe("hit");
    expect(ar.body).toContain('<html lang="ar" dir="rtl"');
    expect(String(ar.headers["set-cookie"])).toMatch(/^lang=ar;/);
  });

  it.each([
    ["signed in", "token=abc; lang=en"],
    ["with a cart", `cart=${encodeURIComponent(JSON.stringify([{ p: 1 }]))}`],
    ["with any other cookie", "something=1"],
  ])("never caches a visitor %s", async (_what, cookie) => {
    const url = `/en/Product/${productId}?who=${encodeURIComponent(cookie)}`;
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-page-cache"]).toBeUndefined();
    }
    // Nor does their render fill the cache for the anonymous visitor after them.
    expect((await app.inject({ url })).headers["x-page-cache"]).toBe("miss");
  });

  it("does not keep error pages", async () => {
    await app.inject({ url: "/en/no-such-page" });
    const again = await app.inject({ url: "/en/no-such-page" });
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-page-cache"]).toBe("miss");
  });

  it("shows a product write at once", async () => {
    const url = `/en/Product/${productId}`;
    await app.inject({ url });
    expect((await app.inject({ url })).headers["x-page-cache"]).toBe("hit");
    const name = `Page cache proof ${Date.now()}`;
    await app.services.catalogWrites.updateProduct(editor, productId, { name: { ar: "اسم", en: name } });
    const after = await app.inject({ url });
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.body).toContain(name);
  });

  it("answers visitors who ask for a cold page at the same time, then keeps it", async () => {
    await app.cache.invalidateAll();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: "/en/Products" })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers["x-page-cache"]))).toEqual(new Set(["miss"]));
    expect((await app.inject({ url: "/en/Products" })).headers["x-page-cache"]).toBe("hit");
  });
});
