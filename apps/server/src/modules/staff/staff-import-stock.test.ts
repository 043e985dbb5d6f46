import { type ImportReport, productSheetColumns } from "@dukkan/contracts";
import { brands, categories, colors, productColorSizes, stockMovements } from "@dukkan/db/schema/catalog";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

/**
 * Issue 33: an import never moves stock backwards. Stock columns are ignored unless `set_stock`; then a row
 * whose size's stock moved since the export is a conflict. The dry run says each change, old and new; every
 * change is in the product's and the size's history.
 */
let t: TestApp;
let owner: StaffSession;
let editor: { id: number; token: string };
let brandId: number;
let categoryId: number;
let colourId: number;
const stamp = `${testDatabaseKind === "pglite" ? "P" : "Q"}${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  editor = await signedInStaff(t, owner, "catalogue_editor");
  const db = t.database.db;
  brandId = (
    await db.select().from(brands).where(isNull(brands.deletedAt)).orderBy(asc(brands.id)).limit(1)
  )[0]!.id;
  categoryId = (await db.select().from(categories).orderBy(asc(categories.id)).limit(1))[0]!.id;
  colourId = (await db.select().from(colors).orderBy(asc(colors.id)).limit(1))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const ctx = () => ({ actor: { kind: "staff" as const, id: editor.id }, requestId: null });

/** A product with two sizes (5 and 3 in stock), made through the write path. */
async function product(code: string) {
  const made = await t.app.services.catalogWrites.createProduct(ctx(), {
    code,
    name: { ar: "مغسلة للجرد", en: `Stock basin ${code}` },
    brand_id: brandId,
    category_ids: [categoryId],
    colors: [
      {
        color_id: colourId,
        images: [],
        sizes: [
          { size: { ar: "صغير", en: "Small" }, price: 50_000, quantity: 5 },
          { size: { ar: "كبير", en: "Large" }, price: 80_000, quantity: 3 },
        ],
      },
    ],
  });
  const sizes = await t.database.db
    .select({ id: productColorSizes.id })
    .from(productColorSizes)
    .where(
      sql`${productColorSizes.productColorId} IN (SELECT id FROM product_colors WHERE product_id = ${made.id})`,
    )
    .orderBy(asc(productColorSizes.id));
  return { id: made.id as number, small: sizes[0]!.id, large: sizes[1]!.id };
}

/** The exported CSV of one product, as rows of cells by column name (no quoted cells in these products). */
async function exportOf(code: string) {
  const res = await t.app.inject({
    url: api("staff/export/products.csv", { q: code }),
    headers: bearer(editor.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [head, ...lines] = res.rawPayload
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const columns = head!.split(",");
  return lines.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""])) as Record<string, string>;
  });
}
const csvOf = (rows: Record<string, string>[], columns: readonly string[] = productSheetColumns) =>
  Buffer.from(
    `\uFEFF${[columns.join(","), ...rows.map((r) => columns.map((c) => r[c] ?? "").join(","))].join("\r\n")}\r\n`,
  );

async function importCsv(bytes: Buffer, query: Record<string, string>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "products.csv");
  const request = new Request("http://local/", { method: "POST", body: form });
  const res = await t.app.inject({
    method: "POST",
    url: api("staff/import/products", query),
    headers: { ...bearer(editor.token), "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportReport;
}
const quantity = async (sizeId: number) =>
  (
    await t.database.db
      .select({ quantity: productColorSizes.quantity, price: productColorSizes.price })
      .from(productColorSizes)
      .where(eq(productColorSizes.id, sizeId))
  )[0]!;
const importMovements = (sizeId: number) =>
  t.database.db
    .select({ delta: stockMovements.delta })
    .from(stockMovements)
    .where(and(eq(stockMovements.sizeId, sizeId), eq(stockMovements.reason, "import")));
const writeOff = async (sizeId: number) => {
  const res = await t.app.inject({
    method: "POST",
    url: api(`staff/sizes/${sizeId}/stock`),
    headers: bearer(owner.token),
    payload: { delta: -1, reason: "damaged" },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const history = async (entity: string, id: number) => {
  const res = await t.app.inject({
    url: api("staff/audit", { entity, entity_id: id }),
    headers: bearer(owner.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { before: Record<string, unknown>; after: Record<string, unknown> }[];
};

describe(`imports and stock on ${testDatabaseKind}`, () => {
  it("exports the stock twice: the stock and the stock at export", async () => {
    const code = `${stamp}-EXP`;
    await product(code);
    const rows = await exportOf(code);
    expect(rows.map((r) => [r.stock, r.stock_at_export])).toEqual([
      ["5", "5"],
      ["3", "3"],
    ]);
  });

  it("leaves stock alone: a unit written off after the export does not come back when the file is imported", async () => {
    const code = `${stamp}-OFF`;
    const { small } = await product(code);
    const file = csvOf(await exportOf(code));
    await writeOff(small);
    expect((await quantity(small)).quantity).toBe(4);

    for (const query of [{ mode: "all" }, { mode: "all", set_stock: "true" }] as Record<string, string>[]) {
      const done = await importCsv(file, query);
      expect(done.summary).toMatchObject({ unchanged: 2, update: 0, conflict: 0, stock_ignored: 0 });
      expect(done.applied).toBe(false);
      expect((await quantity(small)).quantity).toBe(4);
    }
    expect(await importMovements(small)).toEqual([]);
  });

  it("ignores a stock typed in the file unless asked to set stock, and says so", async () => {
    const code = `${stamp}-IGN`;
    const { small } = await product(code);
    const rows = await exportOf(code);
    rows[0]!.stock = "9";
    rows[0]!.price = "55000";
    const done = await importCsv(csvOf(rows), { mode: "all" });
    expect(done).toMatchObject({ applied: true, set_stock: false, summary: { update: 1, stock_ignored: 1 } });
    expect(done.rows[0]!.changes).toEqual([{ column: "price", old: "50000", new: "55000" }]);
    expect(await quantity(small)).toEqual({ quantity: 5, price: 55_000 });
    expect(await importMovements(small)).toEqual([]);
  });

  it("sets stock from the file when asked, and reports a size whose stock moved since the export as a conflict", async () => {
    const code = `${stamp}-SET`;
    const { small, large } = await product(code);
    const rows = await exportOf(code);
    rows[0]!.stock = "8"; // unchanged since the export: applied
    rows[1]!.stock = "10"; // sold or written off meanwhile: a conflict
    rows[1]!.price = "90000";
    await writeOff(large);

    const dry = await importCsv(csvOf(rows), { mode: "valid", set_stock: "true", dry_run: "true" });
    expect(dry.summary).toMatchObject({ update: 1, conflict: 1 });
    expect(dry.rows[0]).toMatchObject({
      action: "update",
      changes: [{ column: "stock", old: "5", new: "8" }],
    });
    expect(dry.rows[1]).toMatchObject({
      action: "conflict",
      errors: [expect.objectContaining({ column: "stock", code: "stock_changed" })],
      changes: [{ column: "stock", old: "2", new: "10" }],
    });

    // All or nothing: a conflict stops the whole file.
    const all = await importCsv(csvOf(rows), { mode: "all", set_stock: "true" });
    expect(all.applied).toBe(false);
    expect((await quantity(small)).quantity).toBe(5);

    const valid = await importCsv(csvOf(rows), { mode: "valid", set_stock: "true" });
    expect(valid.applied).toBe(true);
    expect((await quantity(small)).quantity).toBe(8);
    expect(await importMovements(small)).toEqual([{ delta: 3 }]);
    // The conflicting row is not applied at all: neither its stock nor its price.
    expect(await quantity(large)).toEqual({ quantity: 2, price: 80_000 });
    expect(await importMovements(large)).toEqual([]);
  });

  it("refuses to set stock from a file that does not say the stock at export", async () => {
    const code = `${stamp}-OLD`;
    const { small } = await product(code);
    const rows = await exportOf(code);
    rows[0]!.stock = "1";
    const oldColumns = productSheetColumns.filter((c) => c !== "stock_at_export");
    const done = await importCsv(csvOf(rows, oldColumns), { mode: "valid", set_stock: "true" });
    expect(done.rows[0]).toMatchObject({
      action: "conflict",
      errors: [expect.objectContaining({ code: "stock_at_export_missing" })],
    });
    expect((await quantity(small)).quantity).toBe(5);
  });

  it("gives new sizes their opening stock only when asked", async () => {
    const code = `${stamp}-NEW`;
    const rows = await exportOf(`${stamp}-EXP`);
    const fresh = rows.map((r, i) => ({ ...r, code, stock: String(7 + i), stock_at_export: "" }));
    const ignored = await importCsv(csvOf([fresh[0]!]), { mode: "all" });
    expect(ignored).toMatchObject({ applied: true, summary: { create: 1, stock_ignored: 1 } });
    const withStock = await importCsv(csvOf(fresh.map((r) => ({ ...r, code: `${code}2` }))), {
      mode: "all",
      set_stock: "true",
    });
    expect(withStock.summary).toMatchObject({ create: 2, stock_ignored: 0 });
    const quantities = await t.database.db.execute(sql`
      SELECT p.code, s.quantity FROM product_color_sizes s JOIN product_colors pc ON pc.id = s.product_color_id
      JOIN products p ON p.id = pc.product_id WHERE p.code IN (${code}, ${`${code}2`}) ORDER BY p.code, s.id`);
    expect((quantities as unknown as { rows: unknown[] }).rows).toEqual([
      { code, quantity: 0 },
      { code: `${code}2`, quantity: 7 },
      { code: `${code}2`, quantity: 8 },
    ]);
  });

  it("lists each change with its old and new value, and records it in the product's and the size's history", async () => {
    const code = `${stamp}-AUD`;
    const { id, small } = await product(code);
    const rows = await exportOf(code);
    for (const row of rows) {
      row["name:en"] = `Renamed basin ${code}`;
      row.discount = "15";
    }
    rows[0]!.price = "52000";
    rows[1]!["size:en"] = "Big";

    const dry = await importCsv(csvOf(rows), { mode: "all", dry_run: "true" });
    expect(dry.rows[0]!.changes).toEqual([
      { column: "name:en", old: `Stock basin ${code}`, new: `Renamed basin ${code}` },
      { column: "discount", old: "0", new: "15" },
      { column: "price", old: "50000", new: "52000" },
    ]);
    expect(dry.rows[1]!.changes).toEqual([{ column: "size:en", old: "Large", new: "Big" }]);
    expect(await history("size", small)).toHaveLength(1); // its creation only

    const done = await importCsv(csvOf(rows), { mode: "all" });
    expect(done.applied).toBe(true);
    const [sizeEntry] = await history("size", small);
    expect(sizeEntry).toMatchObject({ before: { price: 50_000 }, after: { price: 52_000 } });
    const [productEntry] = await history("product", id);
    expect(productEntry).toMatchObject({ before: { discount: 0 }, after: { discount: 15 } });
  });
});
