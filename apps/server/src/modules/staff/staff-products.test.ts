import { auditLog } from "@dukkan/db/schema/audit";
import { brands, categories, colors, stockMovements } from "@dukkan/db/schema/catalog";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signedInClient } from "#server/modules/clients/accounts.test-support.ts";
import { orderFixtures } from "#server/modules/orders/order-desk.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;
let editor: StaffSession & { id: number };
let brandId: number;
let otherBrandId: number;
let categoryId: number;
let colorIds: number[];
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  editor = await signedInStaff(t, owner, "catalogue_editor");
  const db = t.database.db;
  [brandId, otherBrandId] = (
    await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(2)
  ).map((b) => b.id) as [number, number];
  categoryId = (
    await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1)
  )[0]!.id;
  colorIds = (await db.select({ id: colors.id }).from(colors).orderBy(asc(colors.id)).limit(2)).map(
    (c) => c.id,
  );
});
afterAll(async () => {
  await t?.close();
});

/** Codes no seeded product has (letters in the word part: search reads codes as words too). */
const newCode = () => `ZQ-STAFF-${++serial}${testDatabaseKind === "pglite" ? "A" : "B"}`;

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (token: string | null, method: Method, path: string, payload?: unknown, query = {}) =>
  t.app.inject({
    method,
    url: api(path, query),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newProduct = (fields: Record<string, unknown> = {}) => ({
  name: { ar: "مِغسلةُ الزُّمرّدة الفاخرة" },
  code: newCode(),
  brand_id: brandId,
  category_ids: [categoryId],
  description: { ar: '<p onclick="steal()">وصف<script>alert(1)</script></p>' },
  colors: [
    {
      color_id: colorIds[0],
      images: ["products/staff-test-1.webp"],
      sizes: [
        { size: { ar: "٦٠ سم" }, price: 150_000, quantity: 4 },
        { size: { ar: "٨٠ سم" }, price: 180_000, quantity: 0 },
      ],
    },
    { color_id: colorIds[1], images: [], sizes: [{ size: { ar: "١٠٠ سم" }, price: 210_000, quantity: 2 }] },
  ],
  ...fields,
});

async function create(fields: Record<string, unknown> = {}) {
  const res = await call(editor.token, "POST", "staff/products", newProduct(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function listIds(query: Record<string, string | number>) {
  const res = await call(editor.token, "GET", "staff/products", undefined, { per_page: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((p: { id: number }) => p.id) as number[];
}

describe(`staff products API on ${testDatabaseKind}`, () => {
  it("asks every route for a staff token (401) with the right permission (403), never a client's", async () => {
    const product = await create();
    const colorId = product.colors[0].id;
    const sizeId = product.colors[0].sizes[0].id;
    const routes: [Method, string, unknown, "view" | "edit"][] = [
      ["GET", "staff/products", undefined, "view"],
      ["GET", "staff/palette-colors", undefined, "view"],
      ["GET", `staff/products/${product.id}`, undefined, "view"],
      ["GET", `staff/products/${product.id}/visibility`, undefined, "view"],
      ["POST", "staff/products", newProduct(), "edit"],
      ["PATCH", `staff/products/${product.id}`, { discount: 5 }, "edit"],
      ["DELETE", `staff/products/${product.id}`, undefined, "edit"],
      ["POST", `staff/products/${product.id}/colors`, { color_id: colorIds[0] }, "edit"],
      ["PATCH", `staff/colors/${colorId}`, { sort_order: 1 }, "edit"],
      ["DELETE", `staff/colors/${colorId}`, undefined, "edit"],
      ["POST", `staff/colors/${colorId}/sizes`, { size: { ar: "س" }, price: 1 }, "edit"],
      ["PATCH", `staff/sizes/${sizeId}`, { price: 1 }, "edit"],
      ["DELETE", `staff/sizes/${sizeId}`, undefined, "edit"],
    ];
    const orderAgent = await signedInStaff(t, owner, "order_agent");
    const stockClerk = await signedInStaff(t, owner, "stock_clerk");
    const client = await signedInClient(t);
    for (const [method, path, payload, need] of routes) {
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(client.token, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(orderAgent.token, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
      const clerk = await call(stockClerk.token, method, path, payload);
      expect(clerk.statusCode, `${method} ${path}`).toBe(need === "view" ? 200 : 403);
    }
  });

  it("creates a product with colours and sizes: sanitized, audited, opening stock as movements", async () => {
    const product = await create();
    expect(product).toMatchObject({ name: { ar: "مِغسلةُ الزُّمرّدة الفاخرة" }, active: true, brand_id: brandId });
    expect(product.category_ids).toEqual([categoryId]);
    expect(product.description.ar).not.toMatch(/script|onclick|alert/);
    expect(product.colors).toHaveLength(2);
    expect(product.colors[0].sizes.map((s: { price: number }) => s.price)).toEqual([150_000, 180_000]);
    const sizeId = product.colors[0].sizes[0].id;
    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.sizeId, sizeId));
    expect(movements.map((m) => m.delta)).toEqual([4]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'product' AND ${auditLog.entityId} = ${product.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actor: "staff", actorId: editor.id });
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [{ name: { en: "No Arabic" } }, "name.ar", 400],
      [{ name: { ar: "ب".repeat(10_000) } }, "name.ar", 400],
      [{ brand_id: 999_999 }, "brand_id", 422],
      [{ category_ids: [999_999] }, "category_ids", 422],
      [
        { colors: [{ color_id: colorIds[0], sizes: [{ size: { ar: "س" }, price: -5 }] }] },
        "colors.0.sizes.0.price",
        400,
      ],
      [
        { colors: [{ color_id: colorIds[0], sizes: [{ size: { ar: "س" }, price: 12.5 }] }] },
        "colors.0.sizes.0.price",
        400,
      ],
      [{ discount: 120 }, "discount", 400],
    ];
    for (const [fields, field, status] of cases) {
      const code = newCode();
      const res = await call(editor.token, "POST", "staff/products", newProduct({ ...fields, code }));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      expect(Object.keys(res.json().errors), field).toContain(field);
      expect(await listIds({ q: code })).toEqual([]);
    }
    const duplicate = await create();
    const again = await call(editor.token, "POST", "staff/products", newProduct({ code: duplicate.code }));
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toContain("code");
    const unknown = await call(editor.token, "PATCH", "staff/products/999999", { discount: 3 });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps the low-stock and no-image filters current as stock and images change (migration 0015)", async () => {
    const product = await create({ name: { ar: "منتج الأعلام المتغيرة" } });
    const q = "منتج الأعلام المتغيرة";
    const [withImages, bare] = product.colors as { id: number; sizes: { id: number }[] }[];
    expect(await listIds({ q, stock: "low" })).toEqual([product.id]);
    expect(await listIds({ q, hidden: "no_image" })).toEqual([]);
    const count = (id: number, counted: number) =>
      call(owner.token, "POST", `staff/sizes/${id}/stock`, { counted, note: "stocktake" });
    // 4 and 2 left: low until both are counted at 20.
    expect((await count(withImages!.sizes[0]!.id, 20)).statusCode).toBe(201);
    expect(await listIds({ q, stock: "low" })).toEqual([product.id]);
    expect((await count(bare!.sizes[0]!.id, 20)).statusCode).toBe(201);
    expect(await listIds({ q, stock: "low" })).toEqual([]);
    expect((await count(bare!.sizes[0]!.id, 3)).statusCode).toBe(201);
    expect(await listIds({ q, stock: "low" })).toEqual([product.id]);
    // The only image goes: the product has none; one comes back.
    expect(
      (await call(editor.token, "PATCH", `staff/colors/${withImages!.id}`, { images: [] })).statusCode,
    ).toBe(200);
    expect(await listIds({ q, hidden: "no_image" })).toEqual([product.id]);
    const back = await call(editor.token, "PATCH", `staff/colors/${bare!.id}`, {
      images: ["products/staff-test-1.webp"],
    });
    expect(back.statusCode).toBe(200);
    expect(await listIds({ q, hidden: "no_image" })).toEqual([]);
    // Deleting the colour with the image leaves none again.
    expect((await call(editor.token, "DELETE", `staff/colors/${bare!.id}`)).statusCode).toBeLessThan(300);
    expect(await listIds({ q, hidden: "no_image" })).toEqual([product.id]);
  });

  it("searches as the storefront reads: without marks, other letter forms, Arabic-Indic digits, codes", async () => {
    const product = await create({ name: { ar: "مِغسلةُ الزُّمرّدة ٧٧", en: "Emerald basin" } });
    expect(await listIds({ q: "مغسلة زمردة" })).toContain(product.id);
    expect(await listIds({ q: "مغسله الزمرده" })).toContain(product.id);
    expect(await listIds({ q: "زمرده 77" })).toContain(product.id);
    expect(await listIds({ q: "emerald BASIN" })).toContain(product.id);
    expect(await listIds({ q: product.code })).toEqual([product.id]);
    expect(await listIds({ q: product.code.toLowerCase().replaceAll("-", "") })).toEqual([product.id]);
    expect(await listIds({ q: "زمردة غيرموجودةابدا" })).toEqual([]);
  });

  it("filters by brand, category, active, stock, missing translation and hidden reason; sorts; pages", async () => {
    const a = await create({ brand_id: otherBrandId, name: { ar: "أ منتج الفلترة", en: "Filter A" } });
    const b = await create({
      active: false,
      name: { ar: "ب منتج الفلترة", ckb: "بەرهەمی فلتەر" },
      colors: [{ color_id: colorIds[0], images: [], sizes: [{ size: { ar: "س" }, price: 5, quantity: 0 }] }],
    });
    const q = "منتج الفلترة";
    expect(await listIds({ q })).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await listIds({ q, brand: otherBrandId })).toEqual([a.id]);
    expect(await listIds({ q, active: "0" })).toEqual([b.id]);
    expect(await listIds({ q, active: "1" })).toEqual([a.id]);
    expect(await listIds({ q, stock: "out" })).toEqual([b.id]);
    expect(await listIds({ q, stock: "low" })).toEqual([a.id]);
    expect(await listIds({ q, missing: "ckb" })).toEqual([a.id]);
    expect(await listIds({ q, missing: "en" })).toEqual([b.id]);
    expect(await listIds({ q, hidden: "inactive" })).toEqual([b.id]);
    expect(await listIds({ q, hidden: "no_image" })).toEqual([b.id]);
    expect(await listIds({ q, category: categoryId })).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await listIds({ q, sort: "name" })).toEqual([a.id, b.id]);
    expect(await listIds({ q, sort: "-name" })).toEqual([b.id, a.id]);
    const first = await call(editor.token, "GET", "staff/products", undefined, {
      q,
      per_page: 1,
      sort: "name",
    });
    expect(first.json()).toMatchObject({ total: 2, page: 1, per_page: 1, last_page: 2 });
    const row = first.json().data[0];
    expect(row).toMatchObject({
      id: a.id,
      active: true,
      price: 150_000,
      stock: 6,
      missing_languages: ["ckb", "tr", "it"],
    });
    // A category's page starts from the category's products (issue 16): the other filters, sorts and the
    // count still apply, and a product outside the category stays out.
    const [otherCategoryId] = (
      await t.database.db
        .select({ id: categories.id })
        .from(categories)
        .where(sql`${categories.id} <> ${categoryId}`)
        .orderBy(asc(categories.id))
        .limit(1)
    ).map((c) => c.id);
    const c = await create({ category_ids: [otherCategoryId], name: { ar: "ج منتج الفلترة" } });
    expect(await listIds({ q, category: categoryId, sort: "-name" })).toEqual([b.id, a.id]);
    expect(await listIds({ q, category: otherCategoryId! })).toEqual([c.id]);
    expect(await listIds({ q, category: categoryId, brand: otherBrandId })).toEqual([a.id]);
    expect(await listIds({ q, category: categoryId, active: "0" })).toEqual([b.id]);
    const categoryPage = await call(editor.token, "GET", "staff/products", undefined, {
      q,
      category: categoryId,
      sort: "name",
      per_page: 1,
      page: 2,
    });
    expect(categoryPage.json()).toMatchObject({ total: 2, page: 2, data: [{ id: b.id }] });
    const bad = await call(editor.token, "GET", "staff/products", undefined, {
      sort: "price; drop",
      page: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["sort", "page"]));
  });

  it("changes show at once on the storefront and its search; an inactive product leaves them", async () => {
    const product = await create();
    const word = `ياقوتي${serial}`.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);
    const patch = await call(editor.token, "PATCH", `staff/products/${product.id}`, {
      name: { ar: `حوض ${word}`, en: "Ruby sink" },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const page = await t.app.inject(api(`ar/products/${product.id}`));
    expect(page.json().data.name).toBe(`حوض ${word}`);
    const search = await t.app.inject(api("en/products/search", { search: "Ruby sink" }));
    expect(search.json().data.map((p: { id: number }) => p.id)).toContain(product.id);
    await call(editor.token, "PATCH", `staff/products/${product.id}`, { active: false });
    expect((await t.app.inject(api(`ar/products/${product.id}`))).statusCode).toBe(404);
    const hidden = await t.app.inject(api("en/products/search", { search: "Ruby sink" }));
    expect(hidden.json().data.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });

  it("a page of the list, kept in the read cache, follows a rename, a stocktake and a price at once", async () => {
    const product = await create({ name: { ar: "منتج الصفحة المحفوظة" } });
    const row = async () => {
      const res = await call(editor.token, "GET", "staff/products", undefined, { q: product.code });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.find((p: { id: number }) => p.id === product.id);
    };
    expect(await row()).toMatchObject({ name: { ar: "منتج الصفحة المحفوظة" }, price: 150_000, stock: 6 });
    expect(await row()).toMatchObject({ stock: 6 }); // answered from the cache
    const renamed = await call(editor.token, "PATCH", `staff/products/${product.id}`, {
      name: { ar: "منتج الصفحة بعد التعديل" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await row()).toMatchObject({ name: { ar: "منتج الصفحة بعد التعديل" } });
    const size = (product.colors as { sizes: { id: number }[] }[])[0]!.sizes[0]!.id;
    const counted = await call(owner.token, "POST", `staff/sizes/${size}/stock`, {
      counted: 10,
      note: "stocktake",
    });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(await row()).toMatchObject({ stock: 12 });
    const repriced = await call(editor.token, "PATCH", `staff/sizes/${size}`, { price: 90_000 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await row()).toMatchObject({ price: 90_000, stock: 12 });
  });

  it("colours and sizes: add, reorder images, rename; a size's PATCH never changes its stock", async () => {
    const product = await create();
    const added = await call(editor.token, "POST", `staff/products/${product.id}/colors`, {
      color_id: colorIds[1],
      images: ["products/a.webp", "products/b.webp"],
    });
    expect(added.statusCode, added.body).toBe(201);
    const colour = added.json().data.colors.at(-1);
    const reordered = await call(editor.token, "PATCH", `staff/colors/${colour.id}`, {
      images: ["products/b.webp", "products/a.webp"],
    });
    expect(reordered.json().data.colors.at(-1).images).toEqual(["products/b.webp", "products/a.webp"]);
    const size = await call(editor.token, "POST", `staff/colors/${colour.id}/sizes`, {
      size: { ar: "كبير" },
      price: 99_000,
      quantity: 7,
    });
    expect(size.statusCode, size.body).toBe(201);
    const sizeId = size.json().data.colors.at(-1).sizes[0].id;
    const quantity = await call(editor.token, "PATCH", `staff/sizes/${sizeId}`, { quantity: 100 });
    expect(quantity.statusCode).toBe(400);
    const price = await call(editor.token, "PATCH", `staff/sizes/${sizeId}`, { price: 95_000 });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().data.colors.at(-1).sizes[0]).toMatchObject({ price: 95_000, quantity: 7 });
    expect((await call(editor.token, "PATCH", `staff/sizes/${sizeId}`, { price: -1 })).statusCode).toBe(400);
    expect((await call(editor.token, "DELETE", `staff/sizes/${sizeId}`)).statusCode).toBe(204);
    expect((await call(editor.token, "DELETE", `staff/colors/${colour.id}`)).statusCode).toBe(204);
    expect((await call(editor.token, "DELETE", `staff/colors/${colour.id}`)).statusCode).toBe(404);
    expect(
      (await call(editor.token, "POST", "staff/colors/999999/sizes", { size: { ar: "س" }, price: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it("says why customers cannot see or buy a product", async () => {
    const fine = await create({
      name: { ar: "مرئي", en: "Seen", ckb: "بینراو", tr: "Görünür", it: "Visibile" },
    });
    const seen = (await call(editor.token, "GET", `staff/products/${fine.id}/visibility`)).json().data;
    expect(seen).toEqual({ visible: true, buyable: true, reasons: [] });
    const bare = await create({ active: false, colors: [] });
    const why = (await call(editor.token, "GET", `staff/products/${bare.id}/visibility`)).json().data;
    expect(why.visible).toBe(false);
    expect(why.buyable).toBe(false);
    expect(why.reasons).toEqual(
      expect.arrayContaining([
        { reason: "inactive", effect: "hidden" },
        { reason: "no_color", effect: "not_buyable" },
        { reason: "no_image", effect: "degraded" },
        { reason: "missing_translation", effect: "degraded", language: "ckb" },
      ]),
    );
    const noStock = await create({
      colors: [
        { color_id: colorIds[0], images: ["x.webp"], sizes: [{ size: { ar: "س" }, price: 10, quantity: 0 }] },
      ],
    });
    const out = (await call(editor.token, "GET", `staff/products/${noStock.id}/visibility`)).json().data;
    expect(out).toMatchObject({ visible: true, buyable: false });
    expect(out.reasons).toContainEqual({ reason: "no_stock", effect: "not_buyable" });
  });

  it("lets a translator change texts in granted languages only, and nothing else", async () => {
    const product = await create({
      name: { ar: "حنفية المطبخ", en: "Kitchen tap" },
      specifications: [{ ar: "نحاس" }, { ar: "ضمان سنتين" }],
    });
    const translator = await signedInStaff(t, owner, "translator"); // granted: ckb
    const ok = await call(translator.token, "PATCH", `staff/products/${product.id}`, {
      name: { ar: "حنفية المطبخ", en: "Kitchen tap", ckb: "بۆری چێشتخانە" },
      specifications: [{ ar: "نحاس", ckb: "مس" }, { ar: "ضمان سنتين" }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.name.ckb).toBe("بۆری چێشتخانە");
    expect(ok.json().data.specifications[0]).toEqual({ ar: "نحاس", ckb: "مس" });
    const refused: [Record<string, unknown>, string][] = [
      [{ name: { ar: "اسم آخر", ckb: "بۆری" } }, "name.ar"],
      [{ name: { ar: "حنفية المطبخ", en: "Other" } }, "name.en"],
      [{ discount: 10 }, "discount"],
      [{ active: false }, "active"],
      [{ specifications: [{ ar: "نحاس" }] }, "specifications"],
    ];
    for (const [payload, field] of refused) {
      const res = await call(translator.token, "PATCH", `staff/products/${product.id}`, payload);
      expect(res.statusCode, field).toBe(403);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    const after = (await call(editor.token, "GET", `staff/products/${product.id}`)).json().data;
    expect(after).toMatchObject({
      name: { ar: "حنفية المطبخ", en: "Kitchen tap" },
      discount: 0,
      active: true,
    });
    // A size's name too, in Kurdish only; its Arabic name and price stay the catalogue editor's.
    const size = product.colors[0].sizes[0] as { id: number; size: { ar: string }; price: number };
    const sizeName = await call(translator.token, "PATCH", `staff/sizes/${size.id}`, {
      size: { ar: size.size.ar, ckb: "٦٠ سم" },
    });
    expect(sizeName.statusCode, sizeName.body).toBe(200);
    expect(sizeName.json().data.colors[0].sizes[0].size).toEqual({ ar: size.size.ar, ckb: "٦٠ سم" });
    for (const [payload, field] of [
      [{ size: { ar: "٧٠ سم", ckb: "٦٠ سم" } }, "size.ar"],
      [{ price: 1 }, "price"],
    ] as const) {
      const res = await call(translator.token, "PATCH", `staff/sizes/${size.id}`, payload);
      expect(res.statusCode, field).toBe(403);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    for (const [method, path] of [
      ["POST", "staff/products"],
      ["DELETE", `staff/products/${product.id}`],
      ["POST", `staff/products/${product.id}/colors`],
    ] as const) {
      expect(
        (await call(translator.token, method, path, method === "POST" ? newProduct() : undefined)).statusCode,
      ).toBe(403);
    }
  });

  it("names an inactive brand or category among the reasons", async () => {
    const product = await create({ brand_id: otherBrandId });
    await t.database.db.update(brands).set({ active: false }).where(eq(brands.id, otherBrandId));
    await t.database.db.update(categories).set({ active: false }).where(eq(categories.id, categoryId));
    try {
      const why = (await call(editor.token, "GET", `staff/products/${product.id}/visibility`)).json().data;
      expect(why.reasons).toEqual(
        expect.arrayContaining([
          { reason: "brand_inactive", effect: "degraded" },
          { reason: "category_inactive", effect: "degraded" },
        ]),
      );
    } finally {
      await t.database.db.update(brands).set({ active: true }).where(eq(brands.id, otherBrandId));
      await t.database.db.update(categories).set({ active: true }).where(eq(categories.id, categoryId));
    }
  });

  it("documents every route under the staff tag at /api/docs", async () => {
    const paths = (await t.app.inject("/api/docs/json")).json().paths as Record<
      string,
      Record<string, { tags?: string[] }>
    >;
    const expected = {
      "/api/v1/staff/products": ["get", "post"],
      "/api/v1/staff/products/{id}": ["get", "patch", "delete"],
      "/api/v1/staff/products/{id}/visibility": ["get"],
      "/api/v1/staff/products/{id}/colors": ["post"],
      "/api/v1/staff/colors/{id}": ["patch", "delete"],
      "/api/v1/staff/colors/{id}/sizes": ["post"],
      "/api/v1/staff/sizes/{id}": ["patch", "delete"],
      "/api/v1/staff/media": ["post"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods)
        expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(["staff"]);
    }
  });

  it("refuses to delete a product that orders name, and deletes one that none does", async () => {
    const product = await create();
    const colour = product.colors[0];
    const size = {
      productId: product.id,
      colorId: colour.id,
      sizeId: colour.sizes[0].id,
      price: 0,
      discount: 0,
    };
    await (await orderFixtures(t)).placeOrder([{ size, quantity: 1 }]);
    const refused = await call(editor.token, "DELETE", `staff/products/${product.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "conflict", in_use: 1 });
    expect(refused.json().message).toMatch(/deactivate/);
    const unused = await create();
    expect((await call(editor.token, "DELETE", `staff/products/${unused.id}`)).statusCode).toBe(204);
    expect((await call(editor.token, "GET", `staff/products/${unused.id}`)).statusCode).toBe(404);
    expect(await listIds({ q: unused.code })).toEqual([]);
  });
});
