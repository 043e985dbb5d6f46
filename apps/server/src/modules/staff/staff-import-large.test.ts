import { productSheetColumns } from "@dukkan/contracts";
import { staffProductListQuerySchema } from "@dukkan/contracts/staff-products";
import { brands, colors, stockMovements } from "@dukkan/db/schema/catalog";
import { asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportXlsx } from "#server/modules/catalog/import/product-export.ts";
import { readSheet } from "#server/modules/catalog/import/sheet-files.ts";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, signIn } from "./staff.test-support.ts";

/** Issue 19: a 10,000-row import on PostgreSQL (5,000 products of two sizes), and the search index after it. */
describe.skipIf(testDatabaseKind !== "postgres")("a 10,000-row import on PostgreSQL", () => {
  let t: TestApp;
  let token = "";
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await signIn(t, demoOwner)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes every product through the write path in batches, with import movements; search finds them", async () => {
    const db = t.database.db;
    const [brand] = await db
      .select()
      .from(brands)
      .where(isNull(brands.deletedAt))
      .orderBy(asc(brands.id))
      .limit(1);
    const [colour] = await db.select().from(colors).orderBy(asc(colors.id)).limit(1);
    const stamp = `L${Date.now().toString(36).toUpperCase()}`;
    const lines = [productSheetColumns.join(",")];
    for (let i = 0; i < 5_000; i++) {
      for (const [size, price] of [
        ["٦٠ سم", 100_000 + i],
        ["٨٠ سم", 150_000 + i],
      ] as const) {
        const cells: Record<string, string> = {
          code: `${stamp}-${i}`,
          "name:ar": `مغسلة رقم ${i}`,
          "name:en": `Bulk basin ${stamp} ${i}`,
          brand: brand!.name.ar,
          colour: colour!.name.ar,
          "size:ar": size,
          price: String(price),
          stock: "3",
        };
        lines.push(productSheetColumns.map((c) => cells[c] ?? "").join(","));
      }
    }
    const form = new FormData();
    form.append("file", new Blob([`${lines.join("\r\n")}\r\n`]), "large.csv");
    const request = new Request("http://local/", { method: "POST", body: form });
    const started = performance.now();
    const res = await t.app.inject({
      method: "POST",
      url: api("staff/import/products", { mode: "valid", set_stock: "true" }),
      headers: { ...bearer(token), "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`10,000-row import: ${seconds.toFixed(1)} s, ${Math.round(10_000 / seconds)} rows/s`);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json()).toMatchObject({
      applied: true,
      summary: { rows: 10_000, products: 5_000, create: 10_000 },
    });
    const count = await db.execute(
      sql`SELECT count(*)::int AS n FROM products WHERE code LIKE ${`${stamp}-%`}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(5_000);
    const movements = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.reason, "import"));
    expect(movements[0]!.n).toBeGreaterThanOrEqual(10_000);
    const search = await t.app.inject({
      url: api("en/products/search", { search: `Bulk basin ${stamp} 4999` }),
    });
    expect(search.json().data.length).toBeGreaterThan(0);
  }, 300_000);

  it("writes an XLSX export at the pace its reader takes it, whole", async () => {
    const query = staffProductListQuerySchema.parse({});
    const output = exportXlsx(t.database.db, query, "http://local");
    const chunks: Buffer[] = [];
    // What the export has produced and the reader has not taken yet, sampled while the reader dawdles.
    let mostBuffered = 0;
    const sampler = setInterval(() => {
      mostBuffered = Math.max(mostBuffered, output.readableLength);
    }, 5);
    // A slow download: a pause after every chunk. The export waits for it instead of buffering the file.
    for await (const chunk of output) {
      chunks.push(chunk as Buffer);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    clearInterval(sampler);
    const file = Buffer.concat(chunks);
    expect(file.length).toBeGreaterThan(500_000);
    // Without waiting for the reader it ran to ~300 KB ahead on this ~840 KB file; waiting, one zip chunk.
    expect(mostBuffered).toBeLessThan(file.length / 5);
    const rows = readSheet(file);
    expect(rows.length).toBeGreaterThan(10_000);
    expect(rows[0]).toEqual([...productSheetColumns]);
  }, 300_000);
});
