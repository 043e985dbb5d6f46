import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { settings } from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, defaultWebBuildDir } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openTestDatabase } from "#server/test/databases.ts";
import { testDatabaseKind } from "#server/test/harness.ts";

const built = existsSync(path.join(defaultWebBuildDir, "server/index.js"));

// Needs `npm run build -w @dukkan/web` first; the e2e suite builds it when stale.
describe.skipIf(!built)("storefront host", () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase(testDatabaseKind);
    const config = {
      ...loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "dukkan-storefront-")),
        TOKEN_SECRET: "test-secret-that-is-long-enough-0123456789",
        LOG_LEVEL: "silent",
      }),
      mediaDir: database.mediaDir,
    };
    app = await buildApp({ config, database, webBuildDir: defaultWebBuildDir, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("renders / in Arabic with the lang cookie; a page rendered for one visitor has a nonce on every script", async () => {
    // Any cookie but `lang` makes the page this visitor's own: rendered for them, never from the page cache
    // (whose kept pages allow their scripts by hash instead: page-cache.test.ts).
    const response = await app.inject({ url: "/", headers: { cookie: "seen=1" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="ar" dir="rtl"');
    expect(String(response.headers["set-cookie"])).toMatch(/lang=ar; Path=\/; .*SameSite=Lax/);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses the URL prefix, else the cookie", async () => {
    const en = await app.inject({ url: "/en" });
    expect(en.body).toContain('<html lang="en" dir="ltr"');
    const cookie = await app.inject({ url: "/", headers: { cookie: "lang=ckb" } });
    expect(cookie.body).toContain('<html lang="ckb" dir="rtl"');
    expect(cookie.headers["set-cookie"]).toBeUndefined();
  });

  it.each(["/nope", "/xx/Products", "/en/nope/deeper"])(
    "answers %s with the not-found page and 404",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
    },
  );

  it("leaves /api alone", async () => {
    const response = await app.inject({ url: "/api/v1/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/json/);
  });

  it("serves hashed assets with immutable caching, the build's Brotli copy to a browser that accepts it", async () => {
    const asset = readdirSync(path.join(defaultWebBuildDir, "client/assets")).find((f) => f.endsWith(".css"));
    const response = await app.inject({ url: `/assets/${asset}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The copies have no route of their own (decision 0041's addendum): found on disk when accepted.
    const brotli = await app.inject({ url: `/assets/${asset}`, headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.rawPayload.length).toBeLessThan(response.rawPayload.length);
  });

  it("answers a hashed asset that is not on disk with a plain 404, not a rendered page", async () => {
    const response = await app.inject({ url: "/assets/entry.client-NotThere.js" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).not.toMatch(/^text\/html/);
    const icon = await app.inject({ url: "/flags/ar.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=600");
  });

  it("points /favicon.ico at the site's icon", async () => {
    const response = await app.inject({ url: "/favicon.ico" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/favicon.svg");
    expect((await app.inject({ url: "/favicon.svg" })).statusCode).toBe(200);
  });

  it("hands request bodies through to React Router", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=1",
    });
    // The home route has no action yet: React Router answers 405, not a Fastify parser error.
    expect(response.statusCode).toBe(405);
  });

  it("shows the best-selling section only while the best_selling setting's first item has status 1", async () => {
    const section = 'data-testid="best-selling"';
    expect((await app.inject({ url: "/" })).body).toContain(section);
    await database.db.update(settings).set({ status: 0 }).where(eq(settings.key, "best_selling"));
    await app.cache.invalidateAll();
    expect((await app.inject({ url: "/en" })).body).not.toContain(section);
    await database.db.update(settings).set({ status: 1 }).where(eq(settings.key, "best_selling"));
    await app.cache.invalidateAll();
    expect((await app.inject({ url: "/en" })).body).toContain(section);
  });
});
