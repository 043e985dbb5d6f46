import { createHash } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
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

  it("serves an anonymous visitor's second view from the cache, its inline scripts allowed by their hashes", async () => {
    const url = `/en/Product/${productId}`;
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    // /metrics (loopback) counts how the page cache answered (issue 40).
    const metrics = await app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(metrics.body).toMatch(/^dukkan_page_cache_total\{result="hit"\} [1-9]/m);
    expect(second.body).not.toContain("dukkanPageCacheNonceSlot");
    expect(second.body).not.toMatch(/nonce="[^"]/);
    const csp = String(second.headers["content-security-policy"]);
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain("'strict-dynamic'");
    // Every executable inline script's SHA-256 is in the policy (JSON-LD is data: the hash does no harm).
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1] ?? "") && !(m[1] ?? "").includes("ld+json"),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline)
      expect(csp).toContain(
        `'sha256-${createHash("sha256")
          .update(text ?? "")
          .digest("base64")}'`,
      );
  });

  it("sends a kept page compressed once in the encoding the client takes", async () => {
    const url = `/en/Product/${productId}?encodings`;
    const plain = await app.inject({ url });
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip;q=1, br;q=0", "gzip", gunzipSync],
    ] as const) {
      const response = await app.inject({ url, headers: { "accept-encoding": accept } });
      expect(response.headers["x-page-cache"]).toBe("hit");
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it("streams a page it does not keep compressed for this response, whole", async () => {
    const response = await app.inject({ url: "/en/no-such-page", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    const page = brotliDecompressSync(response.rawPayload).toString();
    expect(page).toMatch(/^<!DOCTYPE html>/i);
    expect(page.trimEnd()).toMatch(/<\/html>$/);
  });

  it("gives a page it does not keep this response's own nonce", async () => {
    const first = await app.inject({ url: "/en/no-such-page" });
    const second = await app.inject({ url: "/en/no-such-page" });
    const [a, b] = [
      nonceOf(first.headers["content-security-policy"]),
      nonceOf(second.headers["content-security-policy"]),
    ];
    expect(a).toBeTruthy();
    expect(b).not.toBe(a);
    expect(second.body).toContain(`nonce="${b}"`);
    expect(second.body).not.toContain("dukkanPageCacheNonceSlot");
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

  it("keeps many cold pages asked for at once, compressed a few at a time, each one whole", async () => {
    await app.cache.invalidateAll();
    const urls = Array.from({ length: 12 }, (_, i) => `/en/Product/${productId}?cold=${i}`);
    const answers = await Promise.all(
      urls.map((url) => app.inject({ url, headers: { "accept-encoding": "br" } })),
    );
    expect(answers.map((a) => a.headers["x-page-cache"])).toEqual(urls.map(() => "miss"));
    const pages = answers.map((a) => brotliDecompressSync(a.rawPayload).toString());
    for (const page of pages) expect(page).toContain("</html>");
    const again = await Promise.all(urls.map((url) => app.inject({ url })));
    expect(again.map((a) => a.headers["x-page-cache"])).toEqual(urls.map(() => "hit"));
    expect(again.map((a) => a.body)).toEqual(pages);
  });
});
