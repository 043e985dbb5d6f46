import {
  advertSchema,
  blogCategoryDetailSchema,
  blogCategorySchema,
  branchSchema,
  brandSchema,
  dealerTypeSchema,
  errorEnvelopeSchema,
  featureSchema,
  localize,
  paginatedSchema,
  partSchema,
  productCardSchema,
  productDetailSchema,
  ruleSchema,
  settingSchema,
  slideSchema,
  whatsAppContactSchema,
} from "@dukkan/contracts";
import { branches, productColorSizes, productColors, products } from "@dukkan/db/schema";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await t.app.inject(api(path, query));
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const list = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });
const page = paginatedSchema(productCardSchema);
const arabic = /[\u0600-\u06FF]/;
const latin = /[A-Za-z]/;

/** Every read call of spec §7 with the schema its response must parse with. */
const endpoints: [string, z.ZodType, Record<string, string>?][] = [
  ["slides", list(slideSchema)],
  ["feature", list(featureSchema)],
  ["branch", list(branchSchema)],
  ["part", list(partSchema)],
  ["brand", list(brandSchema)],
  ["blog-category", list(blogCategorySchema)],
  ["setting", list(settingSchema)],
  ["setting", list(settingSchema), { typeSetting: "best_selling" }],
  ["products", list(productCardSchema), { isNew: "1" }],
  ["products", page],
  ["products", page, { all_status: "true", page: "2", per_page: "20" }],
  ["product/best-seller", list(productCardSchema)],
  ["product-with-discount", page],
  ["adverties", list(advertSchema), { type: "horizontal" }],
  ["adverties", list(advertSchema), { type: "vertical" }],
  ["dealer-type", list(dealerTypeSchema)],
  ["rule", list(ruleSchema)],
];

describe(`catalog API on ${testDatabaseKind}`, () => {
  for (const lang of ["ar", "en"] as const) {
    it(`answers every read call in ${lang} with its contract's shape`, async () => {
      for (const [path, schema, query] of endpoints) {
        const res = await get(`${lang}/${path}`, query);
        expect(res.status, path).toBe(200);
        const parsed = schema.safeParse(res.body);
        expect(parsed.error, path).toBeUndefined();
        expect((res.body as { data: unknown[] }).data.length, `${path} is seeded`).toBeGreaterThan(0);
      }
      const products = page.parse((await get(`${lang}/products`)).body);
      expect(products.data[0]?.name).toMatch(lang === "ar" ? arabic : latin);
      const brand = list(brandSchema).parse((await get(`${lang}/brand`)).body).data[0]!;
      expect(brand.name).toMatch(lang === "ar" ? arabic : latin);
    });

    it(`returns a product with every field of spec §3 in ${lang}`, async () => {
      const { status, body } = await get(`${lang}/products/1`);
      expect(status).toBe(200);
      const product = productDetailSchema.parse(body.data);
      expect(product.product_colors.length).toBeGreaterThanOrEqual(2);
      const size = product.product_colors[0]!.product_color_sizes[0]!;
      expect(size.price).toMatch(/^\d+$/);
      expect(product.colors.map((c) => c.id)).toEqual(product.product_colors.map((c) => c.color_id));
      expect(product.image).toMatch(/^http:\/\/localhost:80\/media\//);
      expect(product.specifications.length).toBeGreaterThan(0);
      expect(product.about_products.length).toBeGreaterThan(0);
      expect(product.categories.length).toBeGreaterThan(0);
      expect(product.brandName).toMatch(lang === "ar" ? arabic : latin);
      const lowest = Math.min(
        ...product.product_colors.flatMap((c) => c.product_color_sizes.map((s) => Number(s.price))),
      );
      expect(product.price).toBe(lowest);
    });

    it(`serves blog categories and dealer types by id in ${lang}`, async () => {
      const categories = list(blogCategorySchema).parse((await get(`${lang}/blog-category`)).body).data;
      const detail = blogCategoryDetailSchema.parse(
        (await get(`${lang}/blog-category/${categories[0]!.id}`)).body.data,
      );
      expect(detail.blog_details.length).toBeGreaterThan(0);
      expect(detail.blog_details[0]!.images.length).toBeGreaterThan(0);
      const types = list(dealerTypeSchema).parse((await get(`${lang}/dealer-type`)).body).data;
      const one = dealerTypeSchema.parse((await get(`${lang}/dealer-type/${types[0]!.id}`)).body.data);
      expect(one.dealers.length).toBeGreaterThan(0);
    });
  }

  it("falls back to Arabic field by field in ckb", async () => {
    await t.database.db
      .update(products)
      .set({ name: { ar: "حنفية مطبخ", en: "Kitchen mixer" } })
      .where(eq(products.id, 1));
    await t.app.cache.invalidateAll();
    const product = productDetailSchema.parse((await get("ckb/products/1")).body.data);
    expect(product.name).toBe("حنفية مطبخ");
    const [row] = await t.database.db.select().from(products).where(eq(products.id, 1));
    expect(product.description).toBe(
      row!.description.ckb?.trim() ? row!.description.ckb : row!.description.ar,
    );
  });

  it("lists the 10 newest products for isNew=1", async () => {
    const data = list(productCardSchema).parse((await get("en/products", { isNew: 1 })).body).data;
    expect(data).toHaveLength(10);
    const dates = data.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("lists the same products in every language, newest first, each card's texts in that language", async () => {
    const rows = await t.database.db
      .select({ id: products.id, name: products.name, createdAt: products.createdAt })
      .from(products)
      .where(and(eq(products.status, 1), sql`${products.deletedAt} is null`));
    const newestFirst = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(20, 40);
    for (const lang of ["ar", "en", "ckb"] as const) {
      const cards = page.parse((await get(`${lang}/products`, { page: 2, per_page: 20 })).body).data;
      expect(cards.map((card) => card.id)).toEqual(newestFirst.map((row) => row.id));
      expect(cards.map((card) => card.name)).toEqual(newestFirst.map((row) => localize(row.name, lang)));
    }
  });

  it("gives each card its lowest size price and the stock of all its sizes, and keeps a product without sizes", async () => {
    const sizes = await t.database.db
      .select({
        productId: productColors.productId,
        price: productColorSizes.price,
        quantity: productColorSizes.quantity,
      })
      .from(productColorSizes)
      .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId));
    const figuresOf = (id: number) => {
      const own = sizes.filter((size) => size.productId === id);
      return {
        price: own.length === 0 ? 0 : Math.min(...own.map((size) => Number(size.price))),
        quantity: own.reduce((sum, size) => sum + size.quantity, 0),
      };
    };
    const [model] = await t.database.db.select().from(products).where(eq(products.id, 1));
    const { id: _id, ...copy } = model!;
    const [bare] = await t.database.db
      .insert(products)
      .values({ ...copy, code: "NO-SIZES-1", createdAt: new Date(Date.now() + 60_000) })
      .returning({ id: products.id });
    await t.app.cache.invalidateAll();
    try {
      const cards = page.parse((await get("en/products", { per_page: 30 })).body).data;
      expect(cards[0]?.id).toBe(bare!.id);
      expect(cards.length).toBe(30);
      for (const card of cards)
        expect({ id: card.id, price: card.price, quantity: card.quantity }).toEqual({
          id: card.id,
          ...figuresOf(card.id),
        });
      expect(figuresOf(bare!.id)).toEqual({ price: 0, quantity: 0 });
      const stocked = cards.filter((card) => card.quantity > 0);
      expect(stocked.length, "the page has cards with stock to compare").toBeGreaterThan(5);
    } finally {
      await t.database.db.delete(products).where(eq(products.id, bare!.id));
      await t.app.cache.invalidateAll();
    }
  });

  it("paginates with defaults, edges and a page past the end", async () => {
    const first = page.parse((await get("en/products")).body);
    expect(first).toMatchObject({ page: 1, per_page: 9 });
    expect(first.data).toHaveLength(9);
    expect(first.last_page).toBe(Math.ceil(first.total / 9));
    const second = page.parse((await get("en/products", { page: 2 })).body);
    expect(second.data.map((p) => p.id)).not.toContain(first.data[0]!.id);
    const past = page.parse((await get("en/products", { page: 1000 })).body);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(first.total);
    const hundred = page.parse((await get("en/products", { per_page: 100 })).body);
    expect(hundred.data.length).toBe(Math.min(100, first.total));
    const invalid: Record<string, string | number>[] = [
      { page: "abc" },
      { page: -1 },
      { page: 0 },
      { per_page: 101 },
      { per_page: "x" },
    ];
    for (const query of invalid) {
      const res = await get("en/products", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      errorEnvelopeSchema.parse(res.body);
    }
  });

  it("hides inactive products unless all_status=true", async () => {
    const [{ inactive } = { inactive: 0 }] = await t.database.db
      .select({ inactive: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(eq(products.status, 0));
    expect(inactive).toBeGreaterThan(0);
    const active = page.parse((await get("en/products")).body).total;
    const all = page.parse((await get("en/products", { all_status: "true" })).body).total;
    expect(all - active).toBe(inactive);
  });

  it("lists a brand's products, optionally within a category", async () => {
    const brand = list(brandSchema)
      .parse((await get("en/brand")).body)
      .data.find((b) => b.sub_parts.length > 0)!;
    const all = page.parse((await get(`en/product-category/${brand.id}`)).body);
    expect(all.total).toBeGreaterThan(0);
    expect(all.data.every((p) => p.brand === brand.id)).toBe(true);
    const category = brand.sub_parts[0]!.categories[0]!;
    const inCategory = page.parse((await get(`en/product-category/${brand.id}/${category.id}`)).body);
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.total).toBeLessThanOrEqual(all.total);
    const empty = page.parse((await get("en/product-category/999999")).body);
    expect(empty).toMatchObject({ data: [], total: 0 });
  });

  it("lists only discounted products on the sale call", async () => {
    const sale = page.parse((await get("en/product-with-discount", { per_page: 100 })).body);
    const [{ discounted } = { discounted: 0 }] = await t.database.db
      .select({ discounted: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(gt(products.discount, 0), eq(products.status, 1)));
    expect(sale.total).toBe(discounted);
    expect(sale.data.every((p) => p.discount > 0)).toBe(true);
  });

  it("nests parts → brands → sub-parts → categories for the menu", async () => {
    const parts = list(partSchema).parse((await get("ar/part")).body).data;
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      expect(part.brands.length, part.name).toBeGreaterThan(0);
      for (const brand of part.brands) expect(brand.sub_parts.length).toBeGreaterThan(0);
    }
  });

  it("returns only the requested setting type and the best_selling status", async () => {
    const data = list(settingSchema).parse(
      (await get("en/setting", { typeSetting: "best_selling" })).body,
    ).data;
    expect(data.every((s) => s.key === "best_selling")).toBe(true);
    expect(data[0]!.status).toBe(1);
    expect((await get("en/setting", { typeSetting: "nope" })).status).toBe(400);
  });

  it("strips quotes around branch map links and keeps secound_phone", async () => {
    await t.database.db.update(branches).set({ locationLink: '"https://maps.google.com/?q=33.3,44.4"' });
    await t.app.cache.invalidateAll();
    const data = list(branchSchema).parse((await get("en/branch")).body).data;
    expect(data).toHaveLength(2);
    for (const branch of data) {
      expect(branch.location_link).toBe("https://maps.google.com/?q=33.3,44.4");
      expect(branch).toHaveProperty("secound_phone");
    }
  });

  it("builds WhatsApp chat links from the phone (07… → 9647…), in the cookie's language", async () => {
    const res = await t.app.inject({ url: api("whats-app"), cookies: { lang: "en" } });
    const data = list(whatsAppContactSchema).parse(res.json()).data;
    expect(data.length).toBeGreaterThan(0);
    for (const contact of data) {
      expect(contact.link).toMatch(/^https:\/\/wa\.me\/9647\d{9}$/);
      expect(contact.department).toMatch(latin);
    }
    const ar = list(whatsAppContactSchema).parse((await t.app.inject(api("whats-app"))).json()).data;
    expect(ar[0]!.department).toMatch(arabic);
  });

  it("answers unknown ids with a 404 envelope and bad ids with 400", async () => {
    for (const path of ["en/products/999999", "en/blog-category/999999", "en/dealer-type/999999"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(errorEnvelopeSchema.parse(res.body).message.length).toBeGreaterThan(0);
    }
    expect((await get("en/products/abc")).status).toBe(400);
  });

  it("carries ETag and Cache-Control and answers a matching If-None-Match with 304", async () => {
    for (const path of ["en/products", "en/products/1", "en/brand", "en/slides"]) {
      const first = await t.app.inject(api(path));
      const etag = first.headers.etag as string;
      expect(etag, path).toMatch(/^W\/".+"$/);
      expect(first.headers["cache-control"]).toMatch(/public, max-age=\d+/);
      const again = await t.app.inject({ url: api(path), headers: { "if-none-match": etag } });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe("");
      const other = await t.app.inject({ url: api(path), headers: { "if-none-match": 'W/"other"' } });
      expect(other.statusCode).toBe(200);
    }
  });

  it("serves hot reads from the cache until a write invalidates it", async () => {
    const before = productDetailSchema.parse((await get("en/products/2")).body.data);
    await t.database.db.update(products).set({ discount: 37 }).where(eq(products.id, 2));
    const stale = productDetailSchema.parse((await get("en/products/2")).body.data);
    expect(stale.discount).toBe(before.discount); // served from the cache: the direct SQL write bypassed it
    await t.app.cache.invalidateAll(); // what every service write does
    const fresh = productDetailSchema.parse((await get("en/products/2")).body.data);
    expect(fresh.discount).toBe(37);
  });

  it("refuses every read call without the key", async () => {
    for (const [path] of endpoints) {
      const res = await t.app.inject(api(`en/${path}`, {}, null));
      expect(res.statusCode, path).toBe(401);
    }
    expect((await t.app.inject(api("whats-app", {}, null))).statusCode).toBe(401);
  });
});

describe("cached answers", () => {
  it("never skip the api key or the language check", async () => {
    expect((await t.app.inject(api("en/products"))).statusCode).toBe(200); // now cached
    expect((await t.app.inject(api("en/products", {}, null))).statusCode).toBe(401);
    expect((await t.app.inject(api("en/products", {}, "wrong"))).statusCode).toBe(401);
  });
});
