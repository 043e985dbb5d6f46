import { auditLog } from "@dukkan/db/schema/audit";
import { brands, categories, colors, products, stockMovements } from "@dukkan/db/schema/catalog";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#server/lib/app-error.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
let brandId: number;
let categoryId: number;
let colorId: number;
let serial = 0;
const editor: WriteContext = { actor: { kind: "staff", id: 7 }, requestId: "req-write-test" };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  brandId = (await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1))[0]!.id;
  categoryId = (
    await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1)
  )[0]!.id;
  colorId = (await db.select({ id: colors.id }).from(colors).orderBy(asc(colors.id)).limit(1))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const writes = () => t.app.services.catalogWrites;
/** A product code no other test uses (letters only in the word part: search reads codes as words too). */
const newCode = () => `QX-TEST-${++serial}${testDatabaseKind === "pglite" ? "1" : "2"}`;

const newProduct = (fields: Record<string, unknown> = {}) => ({
  name: { ar: "مغسلة تجريبية زمردية", en: "Emerald trial basin" },
  code: newCode(),
  brand_id: brandId,
  category_ids: [categoryId],
  description: { ar: '<p onclick="steal()">وصف<script>alert(1)</script></p>', en: "<p>A basin</p>" },
  colors: [
    {
      color_id: colorId,
      images: ["products/trial-1.webp"],
      sizes: [
        { size: { ar: "٦٠ سم", en: "60 cm" }, price: 150_000, quantity: 4 },
        { size: { ar: "٨٠ سم", en: "80 cm" }, price: 180_000 },
      ],
    },
  ],
  ...fields,
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
const entriesFor = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = ${entity} AND ${auditLog.entityId} = ${entityId}`)
    .orderBy(asc(auditLog.id));

async function searchIds(words: string): Promise<number[]> {
  const res = await t.app.inject(api("en/products/search", { search: words }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((p: { id: number }) => p.id);
}

describe(`the catalogue write path on ${testDatabaseKind}`, () => {
  it("creates a product with its colours and sizes: sanitized, searchable, audited, stock in the ledger", async () => {
    const product = await writes().createProduct(editor, newProduct());
    const id = product.id as number;
    expect(product).toMatchObject({ brand_id: brandId, category_ids: [categoryId], status: 1 });
    const description = (product.description as { ar: string }).ar;
    expect(description).not.toMatch(/script|onclick|alert/);
    expect(description).toContain("وصف");

    const entries = await entriesFor("product", id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "create",
      actor: "staff",
      actorId: 7,
      requestId: "req-write-test",
      before: null,
    });
    const [color] = await t.database.db
      .execute(sql`SELECT id FROM product_colors WHERE product_id = ${id}`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    expect(await entriesFor("product_color", color!.id)).toHaveLength(1);
    const sizes = await t.database.db.execute(
      sql`SELECT id, quantity FROM product_color_sizes WHERE product_color_id = ${color!.id} ORDER BY id`,
    );
    const sizeRows = (sizes as unknown as { rows: { id: number; quantity: number }[] }).rows;
    expect(sizeRows.map((s) => s.quantity)).toEqual([4, 0]);
    for (const size of sizeRows) expect(await entriesFor("size", size.id)).toHaveLength(1);
    const opening = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.sizeId, sizeRows[0]!.id));
    expect(opening).toMatchObject([
      { delta: 4, quantityAfter: 4, reason: "adjustment", actor: "staff", actorId: 7 },
    ]);

    // On the storefront and in its search at once (the write invalidated the caches and the search index).
    const page = await t.app.inject(api(`ar/products/${id}`));
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id, name: "مغسلة تجريبية زمردية" });
    expect(await searchIds("emerald trial basin")).toContain(id);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = { audit: await auditCount(), products: await t.database.db.$count(products) };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: { en: "No Arabic" } }, "name.ar"],
      [{ name: { ar: "س".repeat(10_000) } }, "name.ar"],
      [{ code: "" }, "code"],
      [{ brand_id: 999_999 }, "brand_id"],
      [{ brand_id: 99_999_999_999 }, "brand_id"],
      [{ category_ids: [categoryId, 999_999] }, "category_ids"],
      [{ accessory_ids: [999_999] }, "accessory_ids"],
      [{ discount: 101 }, "discount"],
      [{ colors: [{ color_id: 999_999 }] }, "colors.color_id"],
      [
        { colors: [{ color_id: colorId, sizes: [{ size: { ar: "١" }, price: -5 }] }] },
        "colors.0.sizes.0.price",
      ],
      [
        { colors: [{ color_id: colorId, sizes: [{ size: { ar: "١" }, price: 10.5 }] }] },
        "colors.0.sizes.0.price",
      ],
      [{ colors: [{ color_id: colorId, images: ["../../etc/passwd"] }] }, "colors.0.images.0"],
    ];
    for (const [fields, field] of cases) {
      const error = await failure(writes().createProduct(editor, newProduct(fields) as never));
      expect(error.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(Object.keys(error.errors ?? {}), JSON.stringify(fields).slice(0, 80)).toContain(field);
    }
    const taken = await writes().createProduct(editor, newProduct());
    const duplicate = await failure(writes().createProduct(editor, newProduct({ code: taken.code })));
    expect(duplicate.errors).toHaveProperty("code");
    expect(await auditCount()).toBe(before.audit + 4); // the product taken above, its colour and two sizes
    expect(await t.database.db.$count(products)).toBe(before.products + 1);
  });

  it("creates a batch in one write, accessories by code within it; a bad item names its place and writes nothing", async () => {
    const [a, b] = [newCode(), newCode()];
    const batch = await writes().createProducts(editor, [
      newProduct({ code: a, accessory_codes: [b] }),
      newProduct({ code: b, accessory_codes: [a], colors: undefined }),
    ]);
    expect(batch.map((p) => p.code)).toEqual([a, b]);
    expect(batch[0]!.accessory_ids).toEqual([batch[1]!.id]);
    expect(batch[1]!.accessory_ids).toEqual([batch[0]!.id]);

    const before = await auditCount();
    const duplicate = await failure(
      writes().createProducts(editor, [newProduct({ code: "QX-DUP-1" }), newProduct({ code: "QX-DUP-1" })]),
    );
    expect(Object.keys(duplicate.errors ?? {})).toEqual(["1.code"]);
    const unknownAccessory = await failure(
      writes().createProducts(editor, [newProduct(), newProduct({ accessory_codes: ["NO-SUCH-CODE"] })]),
    );
    expect(Object.keys(unknownAccessory.errors ?? {})).toEqual(["1.accessory_codes"]);
    expect(await auditCount()).toBe(before);
  });

  it("updates the given fields only, records before and after, and keeps search in step", async () => {
    const created = await writes().createProduct(editor, newProduct());
    const id = created.id as number;
    const updated = await writes().updateProduct(editor, id, {
      name: { ar: "حوض ياقوتي", en: "Ruby sapphire sink" },
      discount: 20,
    });
    expect(updated).toMatchObject({ discount: 20, code: created.code, category_ids: [categoryId] });
    const [, update] = await entriesFor("product", id);
    expect(update).toMatchObject({ action: "update" });
    expect((update!.before as { name: { en: string } }).name.en).toBe("Emerald trial basin");
    expect((update!.after as { name: { en: string } }).name.en).toBe("Ruby sapphire sink");
    expect(await searchIds("ruby sapphire")).toContain(id);
    expect(await searchIds("emerald trial basin")).not.toContain(id);
    // Stock is not a product field: it changes only through stock movements.
    await writes().updateProduct(editor, id, { quantity: 1000 } as never);
    expect((await failure(writes().updateProduct(editor, 999_999, { discount: 5 }))).statusCode).toBe(404);
  });

  it("lists a product written before its images, and gives it its first colour's image once it has one", async () => {
    const bare = await writes().createProduct(editor, newProduct({ colors: undefined }));
    const id = bare.id as number;
    expect(bare.image).toBe("");
    expect((await t.app.inject(api(`en/products/${id}`))).statusCode).toBe(200);
    await writes().addProductColor(editor, id, { color_id: colorId, images: ["products/late-1.webp"] });
    const page = await t.app.inject(api(`en/products/${id}`));
    expect(page.json().data.image).toMatch(/\/media\/products\/late-1\.webp$/);
  });

  it("rewrites the search documents of a brand's products when the brand is renamed", async () => {
    const brand = await writes().createBrand(editor, {
      name: { ar: "ماركة", en: "Zanzibarix" },
      country: { ar: "العراق", en: "Iraq" },
      logo: "brands/zanzibarix.svg",
      background_image: "brands/zanzibarix-bg.svg",
    });
    const product = await writes().createProduct(editor, newProduct({ brand_id: brand.id }));
    expect(await searchIds("zanzibarix")).toContain(product.id);
    await writes().updateBrand(editor, brand.id as number, { name: { ar: "ماركة", en: "Quokkaline" } });
    expect(await searchIds("quokkaline")).toContain(product.id);
    expect(await searchIds("zanzibarix")).not.toContain(product.id);
  });

  it("deletes softly, and refuses to remove what products still use", async () => {
    const brand = await writes().createBrand(editor, {
      name: { ar: "ماركة مؤقتة" },
      country: { ar: "العراق" },
      logo: "brands/temp.svg",
      background_image: "brands/temp-bg.svg",
    });
    const product = await writes().createProduct(editor, newProduct({ brand_id: brand.id }));
    const id = product.id as number;
    expect((await failure(writes().deleteBrand(editor, brand.id as number))).statusCode).toBe(409);
    expect((await failure(writes().deleteCategory(editor, categoryId))).statusCode).toBe(409);
    expect((await failure(writes().deleteColor(editor, colorId))).statusCode).toBe(409);

    const deleted = await writes().deleteProduct(editor, id);
    expect(deleted.deleted_at).not.toBeNull();
    expect((await t.app.inject(api(`en/products/${id}`))).statusCode).toBe(404);
    expect((await failure(writes().deleteProduct(editor, id))).statusCode).toBe(404);
    expect((await entriesFor("product", id)).map((e) => e.action)).toEqual(["create", "delete"]);
    // With its only product gone, the brand may go (softly: orders and history keep it).
    const gone = await writes().deleteBrand(editor, brand.id as number);
    expect(gone.deleted_at).not.toBeNull();
  });

  it("takes a removed size's units out through the ledger", async () => {
    const product = await writes().createProduct(editor, newProduct());
    const [size] = (
      (await t.database.db.execute(sql`
        SELECT s.id FROM product_color_sizes s JOIN product_colors c ON c.id = s.product_color_id
         WHERE c.product_id = ${product.id} AND s.quantity = 4`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await writes().removeSize(editor, size!.id);
    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id as number))
      .orderBy(asc(stockMovements.id));
    expect(movements.map((m) => [m.reason, m.delta, m.quantityAfter, m.note])).toEqual([
      ["adjustment", 4, 4, "opening stock"],
      ["adjustment", -4, 0, "size removed"],
    ]);
    expect(movements.every((m) => m.sizeId === null)).toBe(true);
    expect((await entriesFor("size", size!.id)).map((e) => e.action)).toEqual(["create", "delete"]);
  });
});

describe(`the audit log on ${testDatabaseKind}`, () => {
  it("lists an entity's history and the global view by entity, actor and time, newest first", async () => {
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const other: WriteContext = { actor: { kind: "staff", id: 8 }, requestId: null };
    const part = await writes().createPart(editor, { name: { ar: "قسم تجريبي" } });
    await writes().updatePart(other, part.id as number, { name: { ar: "قسم مجرب" } });
    const history = await t.app.services.audit.history("part", part.id as number, { page: 1, per_page: 10 });
    expect(history.data.map((e) => [e.action, e.actor.kind, e.actor.id])).toEqual([
      ["update", "staff", 8],
      ["create", "staff", 7],
    ]);
    const byOther = await t.app.services.audit.list({ actor_id: 8, from: startedAt, page: 1, per_page: 50 });
    expect(byOther.data.every((e) => e.actor.id === 8)).toBe(true);
    expect(byOther.data.map((e) => e.entity_id)).toContain(part.id);
    const parts = await t.app.services.audit.list({ entity: "part", page: 1, per_page: 2 });
    expect(parts.data).toHaveLength(2);
    expect(parts.total).toBeGreaterThanOrEqual(2);
    expect(parts.data[0]!.id).toBeGreaterThan(parts.data[1]!.id);
    const none = await t.app.services.audit.list({ to: "2000-01-01T00:00:00Z", page: 1, per_page: 10 });
    expect(none.total).toBe(0);
    expect((await failure(t.app.services.audit.list({ from: "yesterday" }))).statusCode).toBe(422);
  });

  it("is append-only: the database refuses to change or delete an entry", async () => {
    const [entry] = await t.database.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    await expect(
      t.database.db.update(auditLog).set({ action: "delete" }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
  });
});
