import { productSearchDocument } from "@dukkan/db";
import { productColorSizes, productColors, products } from "@dukkan/db/schema";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildTestApp, type TestApp } from "#server/test/harness.ts";

/**
 * The in-memory search index follows the products table: every write through the app (Cache.invalidateAll)
 * makes the next search read the changed rows first; products.in_stock follows the sizes (migration 0008).
 */
let t: TestApp;
let request = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function codesFor(lang: string, query: string): Promise<string[]> {
  const response = await t.app.inject({
    url: api(`${lang}/products/search`, { search: query }),
    remoteAddress: `10.3.0.${request++ % 250}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { code: string }[]).map((p) => p.code);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function productRow(id: number) {
  const [row] = await t.database.db
    .select({ inStock: products.inStock, updatedAt: products.updatedAt, code: products.code })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

async function sizesOf(productId: number) {
  return t.database.db
    .select({ id: productColorSizes.id, quantity: productColorSizes.quantity })
    .from(productColorSizes)
    .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
    .where(eq(productColors.productId, productId));
}

/** A listed product that has stock, and its sizes. */
async function stockedProduct() {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`select id from products where status = 1 and in_stock order by id limit 1`,
    ),
  );
  const id = Number(rows[0]!.id);
  return { id, ...(await productRow(id)), sizes: await sizesOf(id) };
}

describe("products.in_stock (trigger on product_color_sizes)", () => {
  it("matches the sizes for every seeded product", async () => {
    const wrong = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as n from products p
        where p.in_stock is distinct from exists (
          select 1 from product_colors pc join product_color_sizes s on s.product_color_id = pc.id
          where pc.product_id = p.id and s.quantity > 0)`),
    );
    expect(Number(wrong[0]!.n)).toBe(0);
  });

  it("flips when the last unit goes and when stock comes back, and touches updated_at", async () => {
    const product = await stockedProduct();
    const ids = product.sizes.map((s) => s.id);
    await t.database.db
      .update(productColorSizes)
      .set({ quantity: 0 })
      .where(inArray(productColorSizes.id, ids));
    const emptied = await productRow(product.id);
    expect(emptied.inStock).toBe(false);
    expect(emptied.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());

    await t.database.db
      .update(productColorSizes)
      .set({ quantity: 2 })
      .where(eq(productColorSizes.id, ids[0]!));
    expect((await productRow(product.id)).inStock).toBe(true);

    await t.database.db.delete(productColorSizes).where(inArray(productColorSizes.id, ids));
    expect((await productRow(product.id)).inStock).toBe(false);
  });
});

describe("search index freshness", () => {
  it("sees a renamed product after a write through the app", async () => {
    const [target] = await t.database.db
      .select({ id: products.id, code: products.code, name: products.name })
      .from(products)
      .where(eq(products.status, 1))
      .limit(1);
    expect(await codesFor("en", "Quokkaware")).toEqual([]);
    const name = { ...target!.name, en: "Quokkaware Basin" };
    await t.database.db
      .update(products)
      .set({ name, searchDocument: productSearchDocument({ name, code: target!.code }) })
      .where(eq(products.id, target!.id));
    await t.app.cache.invalidateAll();
    expect(await codesFor("en", "Quokkaware")).toEqual([target!.code]);
    expect(await codesFor("en", "quokaware basin")).toEqual([target!.code]);

    await t.database.db.update(products).set({ status: 0 }).where(eq(products.id, target!.id));
    await t.app.cache.invalidateAll();
    expect(await codesFor("en", "Quokkaware")).toEqual([]);
  });

  it("puts a product that ran out of stock after its peers", async () => {
    const before = await codesFor("en", "dk");
    const first = before[0]!;
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, first));
    const ids = (await sizesOf(row!.id)).map((s) => s.id);
    await t.database.db
      .update(productColorSizes)
      .set({ quantity: 0 })
      .where(inArray(productColorSizes.id, ids));
    await t.app.cache.invalidateAll();
    const after = await codesFor("en", "dk");
    expect(after[0]).not.toBe(first);
    expect(after.indexOf(first) === -1 || after.indexOf(first) > 0).toBe(true);
  });
});
