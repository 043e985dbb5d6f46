import { randomUUID } from "node:crypto";
import { productColorSizes, productColors, products, stockMovements } from "@dukkan/db/schema/catalog";
import { cities } from "@dukkan/db/schema/cities";
import { clients } from "@dukkan/db/schema/clients";
import { and, asc, eq, gt, isNull, lte, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#server/lib/app-error.ts";
import {
  accessTokenFor,
  bearer,
  freshIp,
  freshPhone,
} from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
let sizes: { productId: number; colorId: number; sizeId: number }[] = [];
let governorateId: number;
const used = new Set<number>();
const clerk = { actor: { kind: "staff" as const, id: 1 }, requestId: "test" };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  sizes = await db
    .select({ productId: products.id, colorId: productColors.id, sizeId: productColorSizes.id })
    .from(productColorSizes)
    .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(and(eq(products.status, 1), isNull(products.deletedAt)))
    .orderBy(asc(productColorSizes.id));
  governorateId = (await db.select({ id: cities.id }).from(cities).limit(1))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

/**
 * A seeded sellable size no other test here uses, its stock set to `stock` (directly: a test fixture), and the
 * ledger's last id then: `movementsOf` reads what came after (the seed's opening stock aside).
 */
async function freshSize(stock: number) {
  const size = sizes.find((s) => !used.has(s.sizeId))!;
  used.add(size.sizeId);
  await t.database.db
    .update(productColorSizes)
    .set({ quantity: stock })
    .where(eq(productColorSizes.id, size.sizeId));
  const [last] = await t.database.db.select({ id: max(stockMovements.id) }).from(stockMovements);
  return { ...size, since: last?.id ?? 0 };
}

const stockOf = async (sizeId: number) =>
  (
    await t.database.db
      .select({ q: productColorSizes.quantity })
      .from(productColorSizes)
      .where(eq(productColorSizes.id, sizeId))
  )[0]!.q;

const movementsOf = (size: { sizeId: number; since: number }) =>
  t.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sizeId, size.sizeId), gt(stockMovements.id, size.since)))
    .orderBy(asc(stockMovements.id));

async function newClient() {
  const [row] = await t.database.db
    .insert(clients)
    .values({ fullName: "Ali Hasan", phone: freshPhone().e164, passwordHash: "x" })
    .returning({ id: clients.id });
  return { id: row!.id, token: await accessTokenFor(t, row!.id) };
}

function placeOrder(
  client: { token: string },
  size: { productId: number; colorId: number; sizeId: number },
  n = 1,
) {
  return t.app.inject({
    method: "POST",
    url: api("orders", { lang: "en" }),
    headers: { ...bearer(client.token), "idempotency-key": randomUUID() },
    payload: {
      customer: {
        full_name: "Ali Hasan",
        phone: "0770 123 4567",
        governorate_id: governorateId,
        city: "Mansour",
        address: "Street 14",
      },
      items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity: n }],
    },
  });
}

async function staffToken() {
  const res = await t.app.inject({
    method: "POST",
    url: api("staff/login"),
    remoteAddress: freshIp(),
    payload: { email: "staff@dukkan.iq", password: "Dukkan-staff-2026" },
  });
  return res.json().data.token as string;
}

/** The ledger of a size adds up: each movement's balance is the one before plus its delta. */
function expectBalancesAddUp(rows: { delta: number; quantityAfter: number }[], opening: number) {
  let balance = opening;
  for (const row of rows) {
    balance += row.delta;
    expect(row.quantityAfter).toBe(balance);
  }
  return balance;
}

describe(`the stock ledger on ${testDatabaseKind}`, () => {
  it("records a sale per size when an order is placed, and a cancellation when staff cancel it", async () => {
    const size = await freshSize(7);
    const client = await newClient();
    const placed = await placeOrder(client, size, 3);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order_number as string;
    const cancel = await t.app.inject({
      method: "POST",
      url: api(`staff/orders/${orderNumber}/status`),
      headers: bearer(await staffToken()),
      payload: { status: "cancelled", reason: "The customer changed their mind" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rows = await movementsOf(size);
    expect(rows.map((r) => [r.reason, r.delta, r.quantityAfter, r.orderNumber, r.actor])).toEqual([
      ["sale", -3, 4, orderNumber, "client"],
      ["cancellation", 3, 7, orderNumber, "staff"],
    ]);
    expect(rows[0]!.actorId).toBe(client.id);
    expect(rows.every((r) => r.productId === size.productId)).toBe(true);
    expect(await stockOf(size.sizeId)).toBe(7);
  });

  it("writes no movement for an order that fails (short stock rolls back every line)", async () => {
    const size = await freshSize(2);
    const res = await placeOrder(await newClient(), size, 3);
    expect(res.statusCode).toBe(409);
    expect(await movementsOf(size)).toEqual([]);
  });

  it("adjusts with a reason and counts a stocktake, each one movement with the clerk as actor", async () => {
    const size = await freshSize(5);
    const stock = t.app.services.stock;
    const received = await stock.adjust(clerk, size.sizeId, {
      delta: 12,
      reason: "received",
      note: "delivery from Erbil",
    });
    expect(received).toMatchObject({
      delta: 12,
      quantity_after: 17,
      reason: "adjustment",
      adjustment_reason: "received",
      actor: { ...clerk.actor, name: "Dukkan staff" },
    });
    const broken = await stock.adjust(clerk, size.sizeId, {
      delta: -2,
      reason: "damaged",
      note: "broken in the showroom",
    });
    expect(broken.quantity_after).toBe(15);
    const counted = await stock.stocktake(clerk, size.sizeId, { counted: 11 });
    expect(counted).toMatchObject({ delta: -4, quantity_after: 11, reason: "stocktake" });
    const confirmed = await stock.stocktake(clerk, size.sizeId, { counted: 11, note: "counted again" });
    expect(confirmed).toMatchObject({ delta: 0, quantity_after: 11 });
    expect(await stockOf(size.sizeId)).toBe(11);
    expectBalancesAddUp(await movementsOf(size), 5);

    const history = await stock.history(size.sizeId, { page: 1, per_page: 3 });
    const seeded = await t.database.db.$count(
      stockMovements,
      and(eq(stockMovements.sizeId, size.sizeId), lte(stockMovements.id, size.since)),
    );
    expect(history.total).toBe(4 + seeded);
    expect(history.data.map((m) => m.id)).toEqual([confirmed.id, counted.id, broken.id]);
  });

  it("refuses bad stock changes with a 422 or 404 and writes nothing", async () => {
    const size = await freshSize(4);
    const stock = t.app.services.stock;
    const failures = [
      () => stock.adjust(clerk, size.sizeId, { delta: -5, reason: "lost" }),
      () => stock.adjust(clerk, size.sizeId, { delta: 0, reason: "correction" }),
      () => stock.adjust(clerk, size.sizeId, { delta: 1.5, reason: "correction" }),
      () => stock.adjust(clerk, size.sizeId, { delta: 3, reason: "other", note: " " }),
      () => stock.stocktake(clerk, size.sizeId, { counted: -1 }),
      () => stock.stocktake(clerk, size.sizeId, { counted: 10_000_000_000 }),
      () => stock.adjust(clerk, 2_000_000_000, { delta: 1, reason: "received" }),
    ];
    for (const failure of failures) {
      const error = await failure().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect([404, 422]).toContain((error as AppError).statusCode);
    }
    expect(await stockOf(size.sizeId)).toBe(4);
    expect(await movementsOf(size)).toEqual([]);
  });

  it("never loses an update when the stock route and checkouts race on one size (10 rounds)", async () => {
    const token = await staffToken();
    const adjustOne = (sizeId: number, i: number) =>
      t.app.inject({
        method: "POST",
        url: api(`staff/sizes/${sizeId}/stock`),
        headers: bearer(token),
        payload: i % 2 === 0 ? { delta: 2, reason: "received" } : { delta: -1, reason: "damaged" },
      });
    for (let round = 0; round < 10; round++) {
      const size = await freshSize(6);
      const buyers = await Promise.all(Array.from({ length: 8 }, () => newClient()));
      const [orders, changes] = await Promise.all([
        Promise.all(buyers.map((buyer) => placeOrder(buyer, size))),
        Promise.all(Array.from({ length: 6 }, (_, i) => adjustOne(size.sizeId, i))),
      ]);
      // A change or an order may find the shelf empty (409 / 422), never a 5xx, and never half-written.
      expect(orders.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect(changes.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
      const sold = orders.filter((r) => r.statusCode === 201).length;
      const changed = changes.filter((r) => r.statusCode === 201).map((r) => r.json().data.delta as number);
      const rows = await movementsOf(size);
      expect(rows.filter((r) => r.reason === "sale")).toHaveLength(sold);
      expect(rows.filter((r) => r.reason === "adjustment")).toHaveLength(changed.length);
      const final = expectBalancesAddUp(rows, 6);
      expect(final).toBe(6 - sold + changed.reduce((a, b) => a + b, 0));
      expect(await stockOf(size.sizeId)).toBe(final);
    }
  });

  it("lists sizes running low, fewest first", async () => {
    const empty = await freshSize(0);
    const one = await freshSize(1);
    const low = await t.app.services.stock.lowStock({ page: 1, per_page: 100, threshold: 1, min: 0 });
    const ids = low.data.map((s) => s.size_id);
    expect(ids).toContain(empty.sizeId);
    expect(ids).toContain(one.sizeId);
    expect(low.data.every((s) => s.quantity <= 1)).toBe(true);
    expect(low.data.map((s) => s.quantity)).toEqual(
      [...low.data.map((s) => s.quantity)].sort((a, b) => a - b),
    );
    expect(low.data.find((s) => s.size_id === one.sizeId)).toMatchObject({
      product_id: one.productId,
      quantity: 1,
    });
  });
});
