import { randomUUID } from "node:crypto";
import { cities, clients, productColorSizes, productColors, products } from "@dukkan/db/schema";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async (token: string) => {
  const res = await t.app.inject({ url: api("staff/dashboard"), headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const countOf = (list: { status?: string; reason?: string; count: number }[], key: string) =>
  list.find((item) => item.status === key || item.reason === key)?.count;

/** A listed product whose sizes are all in stock, with one of its sizes. */
async function sellableSize() {
  const [row] = await t.database.db
    .select({ productId: products.id, colorId: productColors.id, sizeId: productColorSizes.id })
    .from(productColorSizes)
    .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(and(eq(products.status, 1), isNull(products.deletedAt), sql`${productColorSizes.quantity} > 10`))
    .orderBy(asc(productColorSizes.id))
    .limit(1);
  return row!;
}

describe(`the home screen numbers on ${testDatabaseKind}`, () => {
  it("counts today's orders by status (Baghdad's day), every status present", async () => {
    const before = await dashboard(owner.token);
    expect(before.orders_today.map((row: { status: string }) => row.status)).toEqual([
      "draft",
      "placed",
      "confirmed",
      "preparing",
      "with_courier",
      "delivered",
      "cancelled",
      "returned",
    ]);
    const [city] = await t.database.db.select({ id: cities.id }).from(cities).limit(1);
    const [client] = await t.database.db
      .insert(clients)
      .values({ fullName: "Zainab Ali", phone: freshPhone().e164, passwordHash: "x", cityId: city!.id })
      .returning({ id: clients.id });
    const size = await sellableSize();
    const order = await t.app.inject({
      method: "POST",
      url: api("orders", { lang: "ar" }),
      headers: {
        ...bearer(await accessTokenFor(t, client!.id)),
        "idempotency-key": randomUUID(),
      },
      payload: {
        customer: {
          full_name: "Zainab Ali",
          phone: "0770 123 4567",
          governorate_id: city!.id,
          city: "Karrada",
          address: "Street 62, house 14",
        },
        payment_method: "cod",
        items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const after = await dashboard(owner.token);
    expect(countOf(after.orders_today, "placed")).toBe(countOf(before.orders_today, "placed")! + 1);
  });

  it("counts low and out-of-stock sizes of listed products", async () => {
    const before = (await dashboard(owner.token)).low_stock;
    expect(before.threshold).toBe(5);
    const size = await sellableSize();
    await t.database.db
      .update(productColorSizes)
      .set({ quantity: 2 })
      .where(eq(productColorSizes.id, size.sizeId));
    const low = (await dashboard(owner.token)).low_stock;
    expect(low.low).toBe(before.low + 1);
    await t.database.db
      .update(productColorSizes)
      .set({ quantity: 0 })
      .where(eq(productColorSizes.id, size.sizeId));
    const out = (await dashboard(owner.token)).low_stock;
    expect(out).toMatchObject({ low: before.low, out: before.out + 1 });
  });

  it("counts products customers cannot see or buy, by reason", async () => {
    const before = (await dashboard(owner.token)).hidden_products;
    const size = await sellableSize();
    await t.database.db.update(products).set({ status: 0 }).where(eq(products.id, size.productId));
    const after = (await dashboard(owner.token)).hidden_products;
    expect(countOf(after.reasons, "inactive")).toBe(countOf(before.reasons, "inactive")! + 1);
    expect(after.total).toBeGreaterThanOrEqual(before.total);
    expect(after.total).toBeLessThanOrEqual(before.total + 1);
    await t.database.db.execute(
      sql`update products set name = jsonb_set(name, '{ar}', '" "') where id = ${size.productId}`,
    );
    const unnamed = (await dashboard(owner.token)).hidden_products;
    expect(countOf(unnamed.reasons, "no_arabic_name")).toBe(countOf(before.reasons, "no_arabic_name")! + 1);
  });

  it("counts missing translations per language, a translator's granted languages only", async () => {
    const all = (await dashboard(owner.token)).missing_translations;
    expect(all.map((row: { language: string }) => row.language)).toEqual(["en", "ckb", "tr", "it"]);
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.deletedAt), sql`coalesce(btrim(${products.name} ->> 'tr'), '') <> ''`))
      .limit(1);
    await t.database.db.execute(sql`update products set name = name - 'tr' where id = ${product!.id}`);
    const after = (await dashboard(owner.token)).missing_translations;
    const tr = (rows: { language: string; products: number }[]) =>
      rows.find((row) => row.language === "tr")!.products;
    expect(tr(after)).toBe(tr(all) + 1);

    const translator = await signedInStaff(t, owner, "translator");
    expect(await dashboard(translator.token)).toEqual({
      hidden_products: expect.any(Object),
      missing_translations: [{ language: "ckb", products: expect.any(Number) }],
    });
  });

  it("shows each role only its sections", async () => {
    const agent = await signedInStaff(t, owner, "order_agent");
    expect(Object.keys(await dashboard(agent.token))).toEqual(["orders_today"]);
    const clerk = await signedInStaff(t, owner, "stock_clerk");
    expect(Object.keys(await dashboard(clerk.token)).sort()).toEqual([
      "hidden_products",
      "low_stock",
      "orders_today",
    ]);
    const content = await signedInStaff(t, owner, "content_editor");
    expect(await dashboard(content.token)).toEqual({});
  });
});
