import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { TestDatabase } from "@dukkan/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openTestDatabase } from "#server/test/databases.ts";
import { testDatabaseKind } from "#server/test/harness.ts";

/** A staff build as Vite and scripts/precompress.mjs leave it: index.html with placeholders, hashed assets. */
function fakeStaffBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "dukkan-staff-build-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><meta name="dukkan-api-key" content="__DUKKAN_API_KEY__">' +
      '<meta name="dukkan-style-nonce" content="__DUKKAN_STYLE_NONCE__">' +
      '<script type="module" src="/staff/assets/index-abc123.js"></script></head><body></body></html>',
  );
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  writeFileSync(path.join(dir, "assets/index-abc123.js"), script);
  writeFileSync(path.join(dir, "assets/index-abc123.js.gz"), gzipSync(script));
  return dir;
}

let app: FastifyInstance;
let database: TestDatabase;
let buildDir: string;

beforeAll(async () => {
  buildDir = fakeStaffBuild();
  database = await openTestDatabase(testDatabaseKind);
  const config = {
    ...loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "dukkan-api-")),
      TOKEN_SECRET: "test-secret-that-is-long-enough-0123456789",
      LOG_LEVEL: "silent",
      API_KEY: 'key-with-"quote',
    }),
    mediaDir: database.mediaDir,
  };
  app = await buildApp({ config, database, webBuildDir: false, staffBuildDir: buildDir, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe(`the staff app host on ${testDatabaseKind}`, () => {
  it("serves the page for every /staff path with a strict policy: own scripts only, a fresh style nonce", async () => {
    const pages = await Promise.all(
      ["/staff", "/staff/", "/staff/staff-users/7?q=a"].map((url) => app.inject({ url })),
    );
    const nonces = new Set<string>();
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.headers["cache-control"]).toBe("no-cache");
      const policy = String(page.headers["content-security-policy"]);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(page.body).toContain(`name="dukkan-style-nonce" content="${nonce}"`);
      nonces.add(nonce!);
      // The API key is put in the page, escaped as an attribute value.
      expect(page.body).toContain('content="key-with-&quot;quote"');
      expect(page.body).not.toContain("__DUKKAN_");
    }
    expect(nonces.size).toBe(3);
  });

  it("serves hashed assets for a year, precompressed, and an unknown asset as a JSON 404 (never the page)", async () => {
    const asset = await app.inject({
      url: "/staff/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    const missing = await app.inject({ url: "/staff/assets/index-old999.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("not_found");
    for (const url of [
      "/staff/assets/",
      "/staff/assets/nested/missing.css",
      "/staff/assets/..%2findex.html",
    ]) {
      const other = await app.inject({ url });
      expect(other.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(other.body, url).not.toContain("<html");
    }
  });

  it("leaves the API alone: /api paths still answer JSON", async () => {
    const res = await app.inject({ url: "/api/v1/staff/me?api_key=key-with-%22quote" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("unauthorized");
  });
});
