import { languages } from "@dukkan/contracts";
import { products } from "@dukkan/db/schema/catalog";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { demoOwner, type StaffSession, signIn } from "#server/modules/staff/staff.test-support.ts";
import { api, buildTestApp, type TestApp } from "#server/test/harness.ts";
import { robotsAllows } from "./robots.ts";
import { MAX_URLS_PER_FILE } from "./sitemaps.ts";

let t: TestApp;
let owner: StaffSession;
const origin = "https://shop.example";

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: origin });
  owner = await signIn(t, demoOwner);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

interface UrlElement {
  loc: string;
  lastmod: string;
  alternates: Map<string, string>;
}

/** The `<url>` elements of a sitemap, checked against the structure sitemaps.org 0.9 requires. */
function parseUrlset(xml: string): UrlElement[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1]!;
    // loc first, then lastmod (the schema's sequence), then the alternates.
    const head = /^<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>((?:<xhtml:link [^>]+\/>)+)$/.exec(body);
    expect(head, body).not.toBeNull();
    const alternates = new Map<string, string>();
    for (const link of head![3]!.matchAll(
      /<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/g,
    ))
      alternates.set(link[1]!, link[2]!.replaceAll("&amp;", "&"));
    expect(head![2]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    return { loc: head![1]!.replaceAll("&amp;", "&"), lastmod: head![2]!, alternates };
  });
  expect(urls.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
  return urls;
}

async function sitemapFiles(): Promise<string[]> {
  const index = await get("/sitemap.xml");
  expect(index.statusCode).toBe(200);
  expect(index.headers["content-type"]).toMatch(/^application\/xml/);
  expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const entries = [
    ...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g),
  ];
  expect(entries.length).toBe(index.body.match(/<sitemap>/g)?.length);
  return entries.map((entry) => entry[1]!.slice(origin.length));
}

async function allUrls(): Promise<UrlElement[]> {
  const urls: UrlElement[] = [];
  for (const file of await sitemapFiles()) {
    const response = await get(file);
    expect(response.statusCode, file).toBe(200);
    urls.push(...parseUrlset(response.body));
  }
  return urls;
}

describe("robots.txt", () => {
  it("allows the storefront, not the staff app, the API, the visitor's own pages or search results", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const robots = response.body;
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ["/", "/en", "/Product/1", "/ckb/Products/2?category=3", "/media/a.webp", "/Blog/1"])
      expect(robotsAllows(robots, path), path).toBe(true);
    for (const path of [
      "/staff/",
      "/api/v1/ar/products",
      "/cart",
      "/en/cart",
      "/checkout",
      "/tr/checkout?step=2",
      "/profile",
      "/Login",
      "/it/register",
      "/en/forgot-password",
      "/search?q=oil",
      "/en/search?q=oil",
      "/order",
      "/?preview=abc",
    ])
      expect(robotsAllows(robots, path), path).toBe(false);
  });

  it("disallows everything with ROBOTS=off", async () => {
    const staging = await buildTestApp({ robotsEnabled: false });
    try {
      const robots = (await staging.app.inject({ url: "/robots.txt" })).body;
      for (const path of ["/", "/Product/1", "/en/Products"]) expect(robotsAllows(robots, path)).toBe(false);
    } finally {
      await staging.close();
    }
  });
});

describe("sitemaps", () => {
  it("list every kind; each URL in all five languages with complete, reciprocal alternates; none disallowed", async () => {
    const robots = (await get("/robots.txt")).body;
    const urls = await allUrls();
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size).toBe(urls.length);
    for (const url of urls) {
      expect([...url.alternates.keys()].sort()).toEqual([...languages, "x-default"].sort());
      expect(url.loc.startsWith(origin)).toBe(true);
      expect(robotsAllows(robots, url.loc.slice(origin.length)), url.loc).toBe(true);
      for (const lang of languages) {
        // Reciprocal: each language's page is listed and names the same set.
        const other = byLoc.get(url.alternates.get(lang)!);
        expect(other, url.alternates.get(lang)).toBeDefined();
        expect(other!.alternates).toEqual(url.alternates);
      }
      expect(url.alternates.get(new URL(url.loc).pathname.split("/")[1]!)).toBe(url.loc);
    }
    const paths = urls.map((url) => url.loc.slice(origin.length));
    for (const expected of ["/ar", "/en/Products", "/ckb/Branches", "/tr/Contact", "/it/dealer-type"])
      expect(paths).toContain(expected);
    for (const pattern of [
      /^\/en\/Product\/\d+$/,
      /^\/ar\/Products\/\d+$/,
      /^\/ckb\/Products\/\d+\?category=\d+$/,
      /^\/tr\/Blog\/\d+$/,
      /^\/it\/Blogs\/\d+$/,
      /^\/en\/DealerDetail\/\d+$/,
    ])
      expect(
        paths.some((path) => pattern.test(path)),
        String(pattern),
      ).toBe(true);
  });

  it("lists only listed products: an inactive or deleted product leaves, and every listed one is there", async () => {
    const db = t.database.db;
    const listed = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 1), isNull(products.deletedAt)))
      .orderBy(asc(products.id));
    const [hidden, removed] = listed;
    await db.update(products).set({ status: 0 }).where(eq(products.id, hidden!.id));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed!.id));
    await t.app.cache.invalidateAll();
    try {
      const productIds = new Set(
        (await allUrls())
          .map((url) => /^\/en\/Product\/(\d+)$/.exec(url.loc.slice(origin.length))?.[1])
          .filter((id) => id !== undefined)
          .map(Number),
      );
      expect(productIds.has(hidden!.id)).toBe(false);
      expect(productIds.has(removed!.id)).toBe(false);
      expect(productIds.size).toBe(listed.length - 2);
    } finally {
      await db.update(products).set({ status: 1 }).where(eq(products.id, hidden!.id));
      await db.update(products).set({ deletedAt: null }).where(eq(products.id, removed!.id));
      await t.app.cache.invalidateAll();
    }
  });

  it("answers 304 to a crawler whose copy is current, and 404 for a file that does not exist", async () => {
    for (const file of ["/sitemap.xml", (await sitemapFiles())[0]!]) {
      const first = await get(file);
      expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await get(file, { "if-none-match": etag })).statusCode).toBe(304);
      expect(
        (await get(file, { "if-modified-since": String(first.headers["last-modified"]) })).statusCode,
      ).toBe(304);
    }
    for (const missing of [
      "/sitemaps/products-9999.xml",
      "/sitemaps/nope-1.xml",
      "/sitemaps/products-0.xml",
    ]) {
      const response = await get(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found" });
    }
  });

  it("a staff price change moves the product's lastmod and its file's ETag", async () => {
    const [product] = await t.database.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(eq(products.status, 1), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .limit(1);
    const lastmodOf = async () => {
      for (const file of (await sitemapFiles()).filter((f) => f.includes("/products-"))) {
        const response = await get(file);
        const url = parseUrlset(response.body).find((u) => u.loc === `${origin}/en/Product/${product!.id}`);
        if (url) return { lastmod: url.lastmod, etag: String(response.headers.etag) };
      }
      throw new Error("product not in any sitemap");
    };
    const before = await lastmodOf();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const change = await t.app.inject({
      method: "POST",
      url: api("staff/products/bulk/apply"),
      headers: bearer(owner.token),
      payload: { filters: { q: product!.code }, change: { kind: "price", amount: 1000 } },
    });
    expect(change.statusCode, change.body).toBe(200);
    const after = await lastmodOf();
    expect(after.lastmod > before.lastmod).toBe(true);
    expect(after.etag).not.toBe(before.etag);
  });
});
