import { favoriteListResponseSchema } from "@dukkan/contracts";
import { productColors, products } from "@dukkan/db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signedInClient } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 1), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .limit(3);
  productIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

const toggle = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: api("client-auth/favorite"), headers: bearer(token), payload });
const list = (token: string, lang?: string) =>
  t.app.inject({ url: api("client-auth/list-fav", lang ? { lang } : {}), headers: bearer(token) });

describe(`wishlist on ${testDatabaseKind}`, () => {
  it("toggles a product in and out, and lists entries with their product cards", async () => {
    const me = await signedInClient(t);
    const [a, b] = productIds as [number, number];
    const added = await toggle(me.token, { client_id: me.id, product_id: a });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: "Item added to wishlist!",
      data: { product_id: a, favorited: true },
    });
    expect((await toggle(me.token, { product_id: b })).json().data.favorited).toBe(true);

    const listed = favoriteListResponseSchema.parse((await list(me.token)).json());
    expect(listed.data.map((e) => e.product_id).sort()).toEqual([a, b].sort());
    expect(listed.data[0]?.product.name).toMatch(/[\u0600-\u06FF]/);
    const english = favoriteListResponseSchema.parse((await list(me.token, "en")).json());
    expect(english.data[0]?.product.name).toMatch(/[A-Za-z]/);

    const removed = await toggle(me.token, { client_id: me.id, product_id: a });
    expect(removed.json()).toMatchObject({
      message: "Item removed from wishlist!",
      data: { favorited: false },
    });
    expect((await list(me.token)).json().data.map((e: { product_id: number }) => e.product_id)).toEqual([b]);
  });

  it("keeps each client's wishlist apart", async () => {
    const me = await signedInClient(t);
    const other = await signedInClient(t);
    await toggle(other.token, { product_id: productIds[2] });
    expect((await list(me.token)).json().data).toEqual([]);
    expect((await list(other.token)).json().data).toHaveLength(1);
  });

  it("keeps a colour of the product, refuses another product's colour and unknown products", async () => {
    const me = await signedInClient(t);
    const [colour] = await t.database.db
      .select({ colorId: productColors.colorId })
      .from(productColors)
      .where(eq(productColors.productId, productIds[0]!))
      .limit(1);
    const withColour = await toggle(me.token, { product_id: productIds[0], color: colour!.colorId });
    expect(withColour.statusCode, withColour.body).toBe(200);
    expect((await list(me.token)).json().data[0].color).toBe(colour!.colorId);

    const wrongColour = await toggle(me.token, { product_id: productIds[1], color: 999_999 });
    expect(wrongColour.statusCode).toBe(422);
    expect(wrongColour.json().errors.color).toBeDefined();
    expect((await toggle(me.token, { product_id: 999_999 })).statusCode).toBe(404);
    expect((await toggle(me.token, { product_id: "x" })).statusCode).toBe(400);
  });

  it("needs a signed-in client, and only the client's own id", async () => {
    const me = await signedInClient(t);
    const other = await signedInClient(t);
    expect((await t.app.inject(api("client-auth/list-fav"))).statusCode).toBe(401);
    const res = await toggle(me.token, { client_id: other.id, product_id: productIds[0] });
    expect(res.statusCode).toBe(403);
    expect((await list(other.token)).json().data).toEqual([]);
  });
});
