import type { StockMovement } from "@dukkan/contracts";
import { brands, categories, colors, productColorSizes } from "@dukkan/db/schema/catalog";
import { asc, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFixtures, staffCall } from "#server/modules/orders/order-desk.test-support.ts";
import { buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

/**
 * Issue 33: the notes the system writes in the stock ledger come as codes the staff app translates (never the
 * stored English), and units back from a reduced order line are not called a cancellation.
 */
let t: TestApp;
let owner: StaffSession;
let editor: { id: number; token: string };
let agent: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  editor = await signedInStaff(t, owner, "catalogue_editor");
  agent = await signedInStaff(t, owner, "order_agent");
});
afterAll(async () => {
  await t?.close();
});

const movements = async (sizeId: number) => {
  const res = await staffCall(t, owner.token, "GET", `staff/sizes/${sizeId}/movements`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as StockMovement[]).reverse();
};

describe(`the stock ledger's words on ${testDatabaseKind}`, () => {
  it("says opening stock (typed or imported) as a code, with no English note; a staff note stays as typed", async () => {
    const db = t.database.db;
    const [brand] = await db
      .select()
      .from(brands)
      .where(isNull(brands.deletedAt))
      .orderBy(asc(brands.id))
      .limit(1);
    const [category] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1);
    const [colour] = await db.select().from(colors).orderBy(asc(colors.id)).limit(1);
    const ctx = { actor: { kind: "staff" as const, id: editor.id }, requestId: null };
    const writes = t.app.services.catalogWrites;
    const product = await writes.createProduct(ctx, {
      code: `LEDGER-${testDatabaseKind}-${Date.now().toString(36)}`,
      name: { ar: "خلاط للسجل" },
      brand_id: brand!.id,
      category_ids: [category!.id],
      colors: [
        { color_id: colour!.id, images: [], sizes: [{ size: { ar: "وسط" }, price: 10_000, quantity: 4 }] },
      ],
    });
    const [size] = (
      (await db.execute(sql`
        SELECT s.id, s.product_color_id FROM ${productColorSizes} s JOIN product_colors c ON c.id = s.product_color_id
         WHERE c.product_id = ${product.id}`)) as unknown as {
        rows: { id: number; product_color_id: number }[];
      }
    ).rows;
    expect(await movements(size!.id)).toEqual([
      expect.objectContaining({ reason: "adjustment", delta: 4, note: null, system_note: "opening_stock" }),
    ]);
    // An imported size's opening stock.
    const imported = await writes.addSize({ ...ctx, importing: true }, size!.product_color_id, {
      size: { ar: "كبير" },
      price: 12_000,
      quantity: 2,
    });
    expect(await movements(imported.id as number)).toEqual([
      expect.objectContaining({ reason: "import", note: null, system_note: "opening_stock" }),
    ]);

    // A staff member's own note stays as typed.
    const typed = await staffCall(t, owner.token, "POST", `staff/sizes/${size!.id}/stock`, {
      delta: -1,
      reason: "damaged",
      note: "opening stock count was wrong",
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect((await movements(size!.id)).at(-1)).toMatchObject({
      note: "opening stock count was wrong",
      system_note: null,
    });
  });

  it("calls units back from a reduced order line a line reduction, and a cancellation a cancellation", async () => {
    const fx = await orderFixtures(t);
    const size = await fx.freshSize(10);
    const order = await fx.placeOrder([{ size, quantity: 3 }]);
    const page = await staffCall(t, agent.token, "GET", `staff/orders/${order.order_number}`);
    const [line] = page.json().data.items as { id: number }[];
    const edited = await staffCall(t, agent.token, "PATCH", `staff/orders/${order.order_number}`, {
      lines: [{ item_id: line!.id, quantity: 1 }],
      reason: "The customer wants one",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const cancelled = await staffCall(t, agent.token, "POST", `staff/orders/${order.order_number}/status`, {
      status: "cancelled",
      reason: "Customer changed their mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);

    const ledger = (await movements(size.sizeId)).filter((m) => m.order_number === order.order_number);
    expect(ledger.map((m) => [m.reason, m.delta, m.system_note])).toEqual([
      ["sale", -3, null],
      ["cancellation", 2, "order_line_reduced"],
      ["cancellation", 1, null],
    ]);
  });
});
