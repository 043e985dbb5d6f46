import { existsSync } from "node:fs";
import path from "node:path";
import { products } from "@dukkan/db/schema/catalog";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, defaultWebBuildDir } from "#server/app.ts";
import { PRIVATE_PAGE, SHARED_PAGE } from "#server/plugins/storefront.ts";
import { buildTestApp, type TestApp } from "#server/test/harness.ts";

const built = existsSync(path.join(defaultWebBuildDir, "server/index.js"));

// HTTP caching of server-rendered pages for proxies and CDNs (issue 35, docs/decisions/0027). Needs the
// storefront's build (`npm run build -w @dukkan/web`; the e2e suite builds it when stale).
describe.skipIf(!built)("caching headers per page kind", () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let productPath: string;

  beforeAll(async () => {
    t = await buildTestApp();
    app = await buildApp({
      config: t.config,
      database: t.database,
      webBuildDir: defaultWebBuildDir,
      staffBuildDir: false,
      logger: false,
    });
    await app.ready();
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 1), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .limit(1);
    productPath = `/en/Product/${product!.id}`;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("an anonymous product page is public with an ETag; the same ETag gets 304, a changed page a new one", async () => {
    const first = await app.inject({ url: productPath, headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(SHARED_PAGE);
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers["last-modified"]).toBeTruthy();

    const again = await app.inject({ url: productPath, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const since = await app.inject({
      url: productPath,
      headers: { "if-modified-since": String(first.headers["last-modified"]) },
    });
    expect(since.statusCode).toBe(304);

    // Other languages are other pages, the lang cookie alone keeps them shareable.
    const ckb = await app.inject({
      url: productPath.replace("/en/", "/ckb/"),
      headers: { cookie: "lang=ckb" },
    });
    expect(ckb.headers["cache-control"]).toBe(SHARED_PAGE);
    expect(ckb.headers.etag).not.toBe(etag);

    // A staff change drops the kept page: the next render is a new page with a new validator.
    await t.database.db
      .update(products)
      .set({ name: { ar: "اسم جديد", en: "A renamed product" } })
      .where(eq(products.id, Number(productPath.split("/").pop())));
    await app.cache.invalidateAll();
    const changed = await app.inject({ url: productPath, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("A renamed product");
    expect(changed.headers.etag).not.toBe(etag);
  });

  it.each([
    ["a session", "token=abc"],
    ["a cart", "cart=%5B%5D"],
    ["a session and the language", "lang=en; token=abc"],
  ])(
    "a page for a visitor with %s is private and never answered 304 from the shared copy",
    async (_, cookie) => {
      const shared = await app.inject({ url: productPath });
      const response = await app.inject({
        url: productPath,
        headers: { cookie, "if-none-match": String(shared.headers.etag) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(PRIVATE_PAGE);
      expect(response.headers.etag).toBeUndefined();
    },
  );

  it.each(["/en/cart", "/en/checkout", "/en/profile"])("%s with a session is private", async (url) => {
    const response = await app.inject({ url, headers: { cookie: "token=abc" } });
    expect(String(response.headers["cache-control"])).toMatch(/private|no-store/);
  });

  it("a not-found page is not shared", async () => {
    const response = await app.inject({ url: "/en/Product/999999999" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe(PRIVATE_PAGE);
  });

  it("the home page, a listing and a content page are public for anonymous visitors", async () => {
    for (const url of ["/", "/en", "/ar/Products", "/tr/Branches"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(SHARED_PAGE);
      expect(response.headers.etag, url).toBeTruthy();
    }
  });

  it("the product page, home page and a blog post share a raster image with its size and alt; JSON-LD images are raster", async () => {
    const meta = (html: string, property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    const product = (await app.inject({ url: productPath })).body;
    expect(meta(product, "og:image")).toMatch(/\/media\/[^"]+\?share=1$/);
    expect(meta(product, "og:image:width")).toBe("1200");
    expect(meta(product, "og:image:height")).toBe("630");
    expect(meta(product, "og:image:type")).toBe("image/jpeg");
    expect(meta(product, "og:image:alt")).toBeTruthy();
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(product)![1]!,
    );
    for (const image of jsonLd.image as string[]) expect(image).toMatch(/\?w=1200$/);

    const home = (await app.inject({ url: "/en" })).body;
    expect(meta(home, "og:image")).toMatch(/\/media\/[^"]+\?share=1$/);
    expect(meta(home, "og:url")).toMatch(/\/en$/);
    const blogId = /href="\/en\/Blog\/(\d+)"/.exec(home)?.[1] ?? "1";
    const blog = (await app.inject({ url: `/en/Blog/${blogId}` })).body;
    expect(meta(blog, "og:image")).toMatch(/\/media\/[^"]+\?share=1$/);
    expect(meta(blog, "og:image:alt")).toBeTruthy();
  });

  it("each language has its web app manifest: the shop's name, direction, colours and icons (a maskable one)", async () => {
    for (const [lang, dir] of [
      ["ar", "rtl"],
      ["en", "ltr"],
      ["ckb", "rtl"],
      ["tr", "ltr"],
      ["it", "ltr"],
    ] as const) {
      const page = (await app.inject({ url: `/${lang}/Products` })).body;
      expect(page).toContain(`<link rel="manifest" href="/${lang}/manifest.webmanifest"/>`);
      const response = await app.inject({ url: `/${lang}/manifest.webmanifest` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
      expect(response.headers["cache-control"]).toMatch(/^public/);
      const manifest = response.json();
      expect(manifest).toMatchObject({ id: "/", lang, dir, start_url: `/${lang}`, display: "standalone" });
      expect(manifest.short_name).toBeTruthy();
      expect(manifest.name).toContain(manifest.short_name);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
      const purposes = new Set<string>();
      for (const icon of manifest.icons as Array<{
        src: string;
        sizes: string;
        type: string;
        purpose: string;
      }>) {
        const file = await app.inject({ url: icon.src });
        expect(file.statusCode, icon.src).toBe(200);
        expect(file.headers["content-type"]).toContain(icon.type);
        purposes.add(icon.purpose);
        if (icon.type !== "image/png") continue;
        // A PNG's IHDR holds its width and height.
        const [width, height] = [file.rawPayload.readUInt32BE(16), file.rawPayload.readUInt32BE(20)];
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
      expect([...purposes].sort()).toEqual(["any", "maskable"]);
      expect((manifest.icons as Array<{ sizes: string }>).some((icon) => icon.sizes === "512x512")).toBe(
        true,
      );
    }
    expect((await app.inject({ url: "/en/manifest.webmanifest" })).json().short_name).not.toBe(
      (await app.inject({ url: "/ar/manifest.webmanifest" })).json().short_name,
    );
  });

  it("a brand's category page names itself canonical with its alternates, as the sitemap lists it", async () => {
    const listed = (await t.app.services.catalogListing.brandCategories())[0]!;
    const path = `/Products/${listed.brandId}?category=${listed.categoryId}`;
    const page = (await app.inject({ url: `/ckb${path}` })).body;
    const origin = "http://localhost:80";
    expect(page).toContain(`<link rel="canonical" href="${origin}/ckb${path}"/>`);
    expect(page).toContain(`hrefLang="en" href="${origin}/en${path}"`);
    expect(page).toContain(`hrefLang="x-default" href="${origin}${path}"`);
  });
});
