import { productColorSizes, productColors, products } from "@dukkan/db/schema/catalog";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let clerk: { id: number; token: string };
let sizeIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await signIn(t, demoOwner);
  clerk = await signedInStaff(t, owner, "stock_clerk");
  sizeIds = (
    await t.database.db
      .select({ id: productColorSizes.id })
      .from(productColorSizes)
      .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
      .innerJoin(products, eq(products.id, productColors.productId))
      .where(and(eq(products.status, 1), isNull(products.deletedAt)))
      .orderBy(asc(productColorSizes.id))
  ).map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

/** A seeded size no other test here uses, its stock set to `stock` (a fixture, outside the ledger). */
async function freshSize(stock: number) {
  const id = sizeIds.shift()!;
  await t.database.db.update(productColorSizes).set({ quantity: stock }).where(eq(productColorSizes.id, id));
  return id;
}

const post = (sizeId: number, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: api(`staff/sizes/${sizeId}/stock`),
    headers: bearer(clerk.token),
    payload: payload as Record<string, unknown>,
  });
const get = (path: string, query: Record<string, string | number> = {}) =>
  t.app.inject({ url: api(path, query), headers: bearer(clerk.token) });

describe(`stock routes on ${testDatabaseKind}`, () => {
  it("adjusts with a reason and records a stocktake; the history says who, why and the balance", async () => {
    const sizeId = await freshSize(4);
    const received = await post(sizeId, { delta: 6, reason: "received", note: "Erbil delivery" });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().data).toMatchObject({
      delta: 6,
      quantity_after: 10,
      reason: "adjustment",
      adjustment_reason: "received",
      note: "Erbil delivery",
      actor: { kind: "staff", id: clerk.id, name: "Test stock_clerk" },
    });
    const counted = await post(sizeId, { counted: 7, note: "shelf count" });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(counted.json().data).toMatchObject({ delta: -3, quantity_after: 7, reason: "stocktake" });

    const head = await get(`staff/sizes/${sizeId}/stock`);
    expect(head.statusCode, head.body).toBe(200);
    expect(head.json().data).toMatchObject({ size_id: sizeId, quantity: 7, active: true });
    expect(head.json().data.product_name.ar).toBeTruthy();

    const history = await get(`staff/sizes/${sizeId}/movements`, { per_page: 2 });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.map((m: { reason: string; quantity_after: number }) => m.reason)).toEqual([
      "stocktake",
      "adjustment",
    ]);
    expect(history.json().data[0].actor.name).toBe("Test stock_clerk");
    expect(history.json().total).toBeGreaterThanOrEqual(2);
  });

  it("refuses a result below zero with a clear message on delta, and writes nothing", async () => {
    const sizeId = await freshSize(2);
    const res = await post(sizeId, { delta: -3, reason: "damaged" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "validation_failed",
      errors: { delta: ["Only 2 in stock: cannot take out 3"] },
      error_codes: { delta: ["insufficient_stock"] },
    });
    expect((await get(`staff/sizes/${sizeId}/stock`)).json().data.quantity).toBe(2);
  });

  it("answers bad bodies with field errors (400), unknown sizes with 404, never a 5xx", async () => {
    const sizeId = await freshSize(3);
    const cases: [unknown, string][] = [
      [{}, "delta"],
      [{ delta: 2, counted: 4, reason: "received" }, "counted"],
      [{ delta: 2 }, "reason"],
      [{ delta: 2, reason: "stolen-by-aliens" }, "reason"],
      [{ delta: 2, reason: "other" }, "note"],
      [{ delta: 0, reason: "correction" }, "delta"],
      [{ delta: 1.5, reason: "correction" }, "delta"],
      [{ delta: "5", reason: "correction" }, "delta"],
      [{ counted: -1 }, "counted"],
      [{ counted: 2_000_000 }, "counted"],
      [{ delta: 1, reason: "received", note: "x".repeat(10_000) }, "note"],
    ];
    for (const [payload, field] of cases) {
      const res = await post(sizeId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
    expect((await post(2_000_000_000, { delta: 1, reason: "received" })).statusCode).toBe(404);
    expect((await get("staff/sizes/2000000000/movements")).statusCode).toBe(404);
    expect((await get("staff/sizes/2000000000/stock")).statusCode).toBe(404);
    expect((await get("staff/sizes/99999999999/stock")).statusCode).toBe(400);
    expect((await get("staff/sizes/abc/movements")).statusCode).toBe(400);
    expect((await get(`staff/sizes/${sizeId}/stock`)).json().data.quantity).toBe(3);
  });

  it("lists low stock between min and threshold, fewest first, active products only when asked", async () => {
    const out = await freshSize(0);
    const low = await freshSize(2);
    const list = await get("staff/stock/low", { threshold: 2, min: 0, per_page: 100 });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { size_id: number; quantity: number }[];
    expect(rows.map((r) => r.size_id)).toEqual(expect.arrayContaining([out, low]));
    expect(rows.every((r) => r.quantity <= 2)).toBe(true);
    expect(rows.map((r) => r.quantity)).toEqual([...rows.map((r) => r.quantity)].sort((a, b) => a - b));
    const onlyOut = (await get("staff/stock/low", { threshold: 0, per_page: 100, active: "true" })).json();
    expect(onlyOut.data.map((r: { size_id: number }) => r.size_id)).toContain(out);
    expect(onlyOut.data.map((r: { size_id: number }) => r.size_id)).not.toContain(low);
    expect(
      onlyOut.data.every((r: { quantity: number; active: boolean }) => r.quantity === 0 && r.active),
    ).toBe(true);
    const badQueries: Record<string, string | number>[] = [
      { threshold: -1 },
      { min: "x" },
      { active: "yes" },
      { per_page: 1000 },
      { q: "x".repeat(101) },
    ];
    const [code] = (await get("staff/stock/low", { threshold: 0, per_page: 1 }))
      .json()
      .data.map((r: { code: string }) => r.code);
    const byCode = (
      await get("staff/stock/low", { threshold: 0, q: code.toLowerCase(), per_page: 100 })
    ).json();
    expect(byCode.total).toBeGreaterThan(0);
    expect(byCode.data.every((r: { code: string }) => r.code === code)).toBe(true);
    expect((await get("staff/stock/low", { q: "100%_nothing" })).json().total).toBe(0);
    for (const query of badQueries) {
      expect((await get("staff/stock/low", query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
