import { products, ratings } from "@dukkan/db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signedInClient } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 1), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .limit(1);
  productId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const rate = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: api("client-auth/rate"), headers: bearer(token), payload });
const productFigures = async () => {
  const [row] = await t.database.db
    .select({ rating: products.rating, reviews: products.reviews })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
};

describe(`ratings on ${testDatabaseKind}`, () => {
  it("rates once; a second rating is 409; the product's rating and review count update", async () => {
    const me = await signedInClient(t);
    await t.database.db.update(products).set({ rating: 4, reviews: 3 }).where(eq(products.id, productId));
    await t.app.cache.invalidateAll();
    // Warm the cached product page, which must not keep the old figures.
    expect((await t.app.inject(api(`en/products/${productId}`))).json().data).toMatchObject({
      rating: 4,
      reviews: 3,
    });
    const first = await rate(me.token, {
      client_id: me.id,
      product_id: productId,
      rate: 2,
      date: "2026-05-01",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: "Rating submitted successfully!",
      data: { product_id: productId, rate: 2, date: "2026-05-01", product: { rating: 3.5, reviews: 4 } },
    });
    expect(await productFigures()).toEqual({ rating: 3.5, reviews: 4 });

    const second = await rate(me.token, {
      client_id: me.id,
      product_id: productId,
      rate: 5,
      date: "2026-05-02",
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: "You have already rated this product", code: "conflict" });
    expect(await productFigures()).toEqual({ rating: 3.5, reviews: 4 });

    // The cached product page shows the new figures at once.
    const page = await t.app.inject(api(`en/products/${productId}`));
    expect(page.json().data).toMatchObject({ rating: 3.5, reviews: 4 });
  });

  it("counts one rating from simultaneous submissions", async () => {
    const me = await signedInClient(t);
    const before = await productFigures();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => rate(me.token, { product_id: productId, rate: 5, date: "2026-05-03" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await productFigures()).reviews).toBe(before.reviews + 1);
    const rows = await t.database.db.select().from(ratings).where(eq(ratings.clientId, me.id));
    expect(rows).toHaveLength(1);
  });

  it("takes form bodies and defaults the date to today", async () => {
    const me = await signedInClient(t);
    const res = await t.app.inject({
      method: "POST",
      url: api("client-auth/rate"),
      headers: { ...bearer(me.token), "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        client_id: String(me.id),
        product_id: String(productId),
        rate: "4",
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it("refuses rates outside 1 to 5, bad dates and unknown products", async () => {
    const me = await signedInClient(t);
    for (const payload of [
      { product_id: productId, rate: 0 },
      { product_id: productId, rate: 6 },
      { product_id: productId, rate: 2.5 },
      { product_id: productId, rate: 3, date: "2026-13-40" },
    ]) {
      expect((await rate(me.token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await rate(me.token, { product_id: 999_999, rate: 3 })).statusCode).toBe(404);
  });

  it("needs a signed-in client, and only the client's own id", async () => {
    const me = await signedInClient(t);
    const other = await signedInClient(t);
    const res = await rate(me.token, { client_id: other.id, product_id: productId, rate: 1 });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: api("client-auth/rate"),
      payload: { product_id: productId, rate: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.database.db.select().from(ratings).where(eq(ratings.clientId, other.id))).toEqual([]);
  });
});
