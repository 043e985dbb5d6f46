import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, isEmpty, migrate, normalizeForSearch, openPglite } from "@dukkan/db";
import * as schema from "@dukkan/db/schema";
import { type TestDatabase, testSeedNow } from "@dukkan/db/testing";
import { asc, eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#server/test/databases.ts";
import { testDatabaseKind } from "#server/test/harness.ts";
import { migrationOwnedTables, seedDemoStore, stableMediaKeys, stableProduct, truncateAll } from "./index.ts";

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => v instanceof PgTable,
);
/** jsonb columns that are not Localized values */
const nonLocalized = new Set(["images", "hours", "before", "after"]);

async function dumpAll(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await db.select().from(table).orderBy(sql`1, 2`);
    // A migration's rows are dated when it ran (each run migrates a new database): the rest of them must match.
    out[getTableName(table)] = migrationOwnedTables.has(getTableName(table))
      ? rows.map(({ createdAt: _created, updatedAt: _updated, ...row }) => row)
      : rows;
  }
  return out;
}

describe(`demo store on ${testDatabaseKind}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(testDatabaseKind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("meets the catalogue minimums", async () => {
    const { db } = database;
    expect(await isEmpty(db)).toBe(false);
    expect(await db.$count(schema.brands)).toBeGreaterThanOrEqual(8);
    expect(await db.$count(schema.parts)).toBe(3);
    expect(await db.$count(schema.categories)).toBeGreaterThanOrEqual(16);
    expect(await db.$count(schema.products)).toBeGreaterThanOrEqual(150);
    expect(await db.$count(schema.cities)).toBe(18);
    expect(await db.$count(schema.branches)).toBe(2);
    expect(await db.$count(schema.blogCategories)).toBeGreaterThanOrEqual(3);
    expect(await db.$count(schema.slides)).toBe(3);
    expect(await db.$count(schema.slides, eq(schema.slides.mediaType, "video"))).toBe(1);
    expect(await db.$count(schema.features)).toBeGreaterThanOrEqual(4);
    expect(await db.$count(schema.adverts, eq(schema.adverts.type, "horizontal"))).toBeGreaterThanOrEqual(3);
    expect(await db.$count(schema.adverts, eq(schema.adverts.type, "vertical"))).toBeGreaterThanOrEqual(2);
    expect(await db.$count(schema.dealers)).toBeGreaterThanOrEqual(3);
    expect(await db.$count(schema.whatsappContacts)).toBeGreaterThanOrEqual(3);
    expect(await db.$count(schema.rules)).toBe(1);
    const keys = new Set(
      (await db.select({ key: schema.settings.key }).from(schema.settings)).map((r) => r.key),
    );
    expect([...keys].sort()).toEqual([...schema.settingKeys].sort());
    expect(await db.$count(schema.settings, eq(schema.settings.key, "social"))).toBe(4);
    const discounted = await db.$count(schema.products, sql`${schema.products.discount} > 0`);
    expect(discounted).toBeGreaterThan(25);
    expect(await db.$count(schema.products, eq(schema.products.status, 0))).toBeGreaterThan(0);
    expect(
      await db.$count(schema.productColorSizes, eq(schema.productColorSizes.quantity, 0)),
    ).toBeGreaterThan(0);
    const [baghdad] = await db.select().from(schema.cities).orderBy(asc(schema.cities.sortOrder)).limit(1);
    expect(baghdad?.deliveryFee).toBe(5000);
  });

  it("keeps product 1 active, in stock, discounted, with 2+ colours of 2+ sizes", async () => {
    const { db } = database;
    const product = await db.query.products.findFirst({ where: eq(schema.products.id, stableProduct.id) });
    expect(product?.code).toBe(stableProduct.code);
    expect(product?.status).toBe(1);
    expect(product?.discount).toBeGreaterThan(0);
    const colors = await db.select().from(schema.productColors).where(eq(schema.productColors.productId, 1));
    expect(colors.length).toBeGreaterThanOrEqual(2);
    for (const color of colors) {
      const sizes = await db
        .select()
        .from(schema.productColorSizes)
        .where(eq(schema.productColorSizes.productColorId, color.id));
      expect(sizes.length).toBeGreaterThanOrEqual(2);
      for (const size of sizes) {
        expect(size.quantity).toBeGreaterThan(0);
        expect(size.price % 250).toBe(0);
      }
    }
    expect(product?.image).toBe(stableMediaKeys.productImage);
  });

  it("gives every Localized value an Arabic text, and leaves some ckb missing on purpose", async () => {
    let localizedValues = 0;
    let missingCkb = 0;
    for (const [table, rows] of Object.entries(await dumpAll(database.db))) {
      const table_ = tables.find((t) => getTableName(t) === table)!;
      const jsonColumns = Object.entries(getTableColumns(table_)).filter(
        ([, c]) => c.dataType === "json" && !nonLocalized.has(c.name),
      );
      for (const row of rows as Record<string, unknown>[]) {
        for (const [key] of jsonColumns) {
          const value = row[key] as Record<string, string> | null;
          if (value === null) continue;
          localizedValues++;
          expect(typeof value.ar, `${table}.${key}`).toBe("string");
          expect((value.ar ?? "").trim().length, `${table}.${key}`).toBeGreaterThan(0);
          for (const lang of ["en", "tr", "it"]) expect(value[lang], `${table}.${key}.${lang}`).toBeTruthy();
          if (value.ckb === undefined) missingCkb++;
        }
      }
      if (table === "branches") {
        for (const row of rows as { hours: { ar: string }[] }[])
          expect(row.hours[0]?.ar).toMatch(/10:00 - 21:30/);
      }
    }
    expect(localizedValues).toBeGreaterThan(1000);
    expect(missingCkb).toBeGreaterThan(0);
    expect(missingCkb).toBeLessThan(localizedValues / 20);
  });

  it("fills every product's search document with its normalised names and code as whole terms", async () => {
    const { db } = database;
    const byCode = await db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(sql`${schema.products.searchDocument} like ${`%${normalizeForSearch(stableProduct.code)}%`}`);
    expect(byCode.map((r) => r.id)).toContain(stableProduct.id);
    // A term is a whole word of the document (the server's search index splits it on spaces).
    const holding = (word: string) =>
      db.$count(
        schema.products,
        sql`' ' || ${schema.products.searchDocument} || ' ' like ${`% ${normalizeForSearch(word)} %`}`,
      );
    expect(await holding("سنك")).toBeGreaterThanOrEqual(10);
    expect(await holding("سەلاجە")).toBeGreaterThanOrEqual(5);
    expect(await db.$count(schema.products, sql`${schema.products.searchDocument} = ''`)).toBe(0);
  });

  it("writes the catalogue through the write path: an audit entry per entity, opening stock as movements", async () => {
    const { db } = database;
    const entities = [
      ["product", schema.products],
      ["product_color", schema.productColors],
      ["size", schema.productColorSizes],
      ["color", schema.colors],
      ["brand", schema.brands],
      ["part", schema.parts],
      ["sub_part", schema.subParts],
      ["category", schema.categories],
    ] as const;
    for (const [entity, table] of entities) {
      const created = await db.$count(
        schema.auditLog,
        sql`${schema.auditLog.entity} = ${entity} AND ${schema.auditLog.action} = 'create' AND ${schema.auditLog.actor} = 'seed'`,
      );
      expect(created, entity).toBe(await db.$count(table));
    }
    // One batch creates the products with their accessories (by code): nothing is written twice.
    expect(await db.$count(schema.auditLog, sql`${schema.auditLog.action} <> 'create'`)).toBe(0);
    const [first] = await db
      .select({ after: schema.auditLog.after })
      .from(schema.auditLog)
      .where(sql`${schema.auditLog.entity} = 'product' AND ${schema.auditLog.entityId} = ${stableProduct.id}`)
      .orderBy(asc(schema.auditLog.id))
      .limit(1);
    expect(first?.after).toMatchObject({ id: stableProduct.id, code: stableProduct.code, status: 1 });
    const after = first!.after as { category_ids: number[]; accessory_ids: number[] };
    expect(after.category_ids.length).toBeGreaterThan(0);
    expect(after.accessory_ids).toHaveLength(3);

    // Every size's stock is the sum of its movements, all opening stock imported by the seed.
    const unbalanced = await db.execute(sql`
      SELECT s.id FROM product_color_sizes s
        LEFT JOIN (SELECT size_id, sum(delta)::int AS units FROM stock_movements GROUP BY size_id) m ON m.size_id = s.id
       WHERE s.quantity <> coalesce(m.units, 0)`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await db.$count(schema.stockMovements, sql`${schema.stockMovements.reason} <> 'import'`)).toBe(0);
    expect(await db.$count(schema.stockMovements)).toBe(
      await db.$count(schema.productColorSizes, sql`${schema.productColorSizes.quantity} > 0`),
    );
  });

  it("has the stable media files", async () => {
    for (const key of Object.values(stableMediaKeys)) {
      const info = await stat(join(database.mediaDir, key));
      expect(info.size, key).toBeGreaterThan(100);
    }
    const video = await stat(join(database.mediaDir, stableMediaKeys.heroVideo));
    expect(video.size).toBeLessThan(400_000);
    const svg = await readFile(join(database.mediaDir, stableMediaKeys.productImage), "utf8");
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="1200" viewBox="0 0 1200 1200"/);
    const banner = await readFile(join(database.mediaDir, stableMediaKeys.slideImage), "utf8");
    expect(banner).toMatch(/width="1600" height="600" viewBox="0 0 1600 600"/);
    const pdf = await readFile(join(database.mediaDir, stableMediaKeys.rulesPdf), "latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("references only media that exist", async () => {
    const { db } = database;
    const keys = [
      ...(await db.select({ k: schema.products.image }).from(schema.products)).map((r) => r.k),
      ...(await db.select({ k: schema.productColors.images }).from(schema.productColors)).flatMap((r) => r.k),
      ...(await db.select({ k: schema.brands.logo }).from(schema.brands)).map((r) => r.k),
      ...(await db.select({ k: schema.brands.catalogFile }).from(schema.brands)).map((r) => r.k),
      ...(await db.select({ k: schema.products.pdf }).from(schema.products)).map((r) => r.k),
      ...(await db.select({ k: schema.blogs.images }).from(schema.blogs)).flatMap((r) => r.k),
      ...(await db.select({ k: schema.adverts.image }).from(schema.adverts)).map((r) => r.k),
      ...(await db.select({ k: schema.settings.icon }).from(schema.settings)).map((r) => r.k),
    ].filter((k): k is string => typeof k === "string" && !k.startsWith("http"));
    await Promise.all([...new Set(keys)].map((k) => stat(join(database.mediaDir, k))));
  });
});

// Two seeds of a fresh PGlite each: once, in the PGlite project.
describe.runIf(testDatabaseKind === "pglite")("seed determinism", () => {
  it("produces the same rows and media on every run", async () => {
    const runs: { rows: Record<string, unknown[]>; media: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const database = await openPglite();
      try {
        await migrate(database);
        if (i === 1) {
          // a reseed after truncation must give the same ids too
          await seedDemoStore(database.db, { now: testSeedNow });
          await truncateAll(database.db);
        }
        const mediaDir = join(tmpdir(), `dukkan-seed-${process.pid}-${i}`);
        const summary = await seedDemoStore(database.db, { mediaDir, now: testSeedNow });
        const hash = createHash("sha256");
        for (const key of [
          stableMediaKeys.productImage,
          stableMediaKeys.brandLogo,
          stableMediaKeys.rulesPdf,
        ]) {
          hash.update(await readFile(join(mediaDir, key)));
        }
        hash.update(String(summary.mediaFiles));
        runs.push({ rows: await dumpAll(database.db), media: hash.digest("hex") });
      } finally {
        await database.close();
      }
    }
    expect(runs[1]!.media).toBe(runs[0]!.media);
    expect(runs[1]!.rows).toEqual(runs[0]!.rows);
  });
});
