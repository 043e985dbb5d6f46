import {
  brands,
  categories,
  colors,
  productCategories,
  productColorSizes,
  products,
} from "@dukkan/db/schema/catalog";
import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;
let editor: { id: number; token: string };
let agent: { token: string };
const word = `Bulkword${testDatabaseKind === "pglite" ? "p" : "q"}${Date.now().toString(36)}`;
const ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  editor = await signedInStaff(t, owner, "catalogue_editor");
  agent = await signedInStaff(t, owner, "order_agent");
  const db = t.database.db;
  const [brand] = await db
    .select()
    .from(brands)
    .where(isNull(brands.deletedAt))
    .orderBy(asc(brands.id))
    .limit(1);
  const [colour] = await db.select().from(colors).orderBy(asc(colors.id)).limit(1);
  const [category] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1);
  for (const [i, prices] of [[10_000, 19_990], [1_250_000], [7_400]].entries()) {
    const created = await t.app.services.catalogWrites.createProduct(
      { actor: { kind: "staff", id: editor.id }, requestId: null },
      {
        code: `${word}-${i}`,
        name: { ar: "منتج للتغيير الجماعي", en: `${word} item ${i}` },
        brand_id: brand!.id,
        category_ids: [category!.id],
        colors: [
          {
            color_id: colour!.id,
            images: ["products/bulk.webp"],
            sizes: prices.map((price, n) => ({ size: { ar: `مقاس ${n}` }, price, quantity: 2 })),
          },
        ],
      },
    );
    ids.push(created.id as number);
  }
});
afterAll(async () => {
  await t?.close();
});

const bulk = (step: "preview" | "apply", change: Record<string, unknown>, token = editor.token) =>
  t.app.inject({
    method: "POST",
    url: api(`staff/products/bulk/${step}`),
    headers: bearer(token),
    payload: { filters: { q: word }, change },
  });
const pricesOf = async () => {
  const result = (await t.database.db.execute(
    sql`SELECT s.price FROM product_color_sizes s JOIN product_colors pc ON pc.id = s.product_color_id
        WHERE pc.product_id = ANY(${sql.param(ids)}::int[]) ORDER BY pc.product_id, s.id`,
  )) as unknown as { rows: { price: number }[] };
  return result.rows.map((r) => Number(r.price));
};

describe(`bulk changes on ${testDatabaseKind}`, () => {
  it("previews a price change (+10 %, rounded to 250) without writing, then applies it with one audit entry", async () => {
    const preview = await bulk("preview", { kind: "price", percent: 10 });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ applied: false, products: 3, changes: 4 });
    expect(preview.json().preview.map((r: { before: string; after: string }) => [r.before, r.after])).toEqual(
      [
        ["10000", "11000"],
        ["19990", "22000"],
        ["1250000", "1375000"],
        ["7400", "8250"],
      ],
    );
    expect(await pricesOf()).toEqual([10_000, 19_990, 1_250_000, 7_400]);

    const applied = await bulk("apply", { kind: "price", percent: 10 });
    expect(applied.json()).toMatchObject({ applied: true, changes: 4 });
    expect(await pricesOf()).toEqual([11_000, 22_000, 1_375_000, 8_250]);
    const audit = await t.app.inject({
      url: api("staff/audit", { entity: "product_bulk" }),
      headers: bearer(owner.token),
    });
    const [entry] = audit.json().data as { after: { product_ids: number[] } }[];
    expect(entry!.after.product_ids).toEqual(ids);

    const fixed = await bulk("apply", { kind: "price", amount: -1_000 });
    expect(fixed.json().changes).toBe(4);
    expect(await pricesOf()).toEqual([10_000, 21_000, 1_374_000, 7_250]);
  });

  it("refuses a change that would bring a price to zero, and a price change with neither or both amounts", async () => {
    const zero = await bulk("apply", { kind: "price", amount: -8_000 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toHaveProperty(["change.percent"]);
    expect((await bulk("preview", { kind: "price" })).statusCode).toBe(400);
    expect((await bulk("preview", { kind: "price", percent: 5, amount: 5 })).statusCode).toBe(400);
    expect(await pricesOf()).toEqual([10_000, 21_000, 1_374_000, 7_250]);
  });

  it("sets discount, deactivates (the storefront hides them), moves brand and category (search follows)", async () => {
    const discount = await bulk("apply", { kind: "discount", value: 15 });
    expect(discount.json().changes, discount.body).toBe(3);
    expect(
      (
        await t.database.db.select({ d: products.discount }).from(products).where(inArray(products.id, ids))
      ).map((r) => r.d),
    ).toEqual([15, 15, 15]);

    const [other] = await t.database.db
      .select()
      .from(brands)
      .where(isNull(brands.deletedAt))
      .orderBy(asc(brands.id))
      .offset(1)
      .limit(1);
    const moved = await bulk("apply", { kind: "brand", brand_id: other!.id });
    expect(moved.json().changes, moved.body).toBe(3);
    const search = await t.app.inject({
      url: api("en/products/search", { search: `${word} ${other!.name.en ?? other!.name.ar}` }),
    });
    expect(search.json().data.length).toBe(3);

    const [second] = await t.database.db
      .select()
      .from(categories)
      .orderBy(asc(categories.id))
      .offset(1)
      .limit(1);
    expect(
      (await bulk("apply", { kind: "category", category_id: second!.id, mode: "replace" })).json().changes,
    ).toBe(3);
    const filed = await t.database.db
      .select()
      .from(productCategories)
      .where(inArray(productCategories.productId, ids));
    expect(new Set(filed.map((r) => r.categoryId))).toEqual(new Set([second!.id]));

    expect((await bulk("apply", { kind: "active", value: false })).json().changes).toBe(3);
    const listed = await t.app.inject({ url: api("en/products/search", { search: word }) });
    expect(listed.json().data).toHaveLength(0);
    expect((await bulk("preview", { kind: "active", value: false })).json().changes).toBe(0);
    expect((await bulk("preview", { kind: "brand", brand_id: 2_000_000_000 })).statusCode).toBe(422);
  });

  it("is for catalogue editors: an order agent is refused, and nobody without a token", async () => {
    expect((await bulk("preview", { kind: "discount", value: 5 }, agent.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: api("staff/products/bulk/apply"),
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const [size] = await t.database.db
      .select()
      .from(productColorSizes)
      .where(eq(productColorSizes.price, 10_000))
      .limit(1);
    expect(size).toBeDefined();
  });
});
