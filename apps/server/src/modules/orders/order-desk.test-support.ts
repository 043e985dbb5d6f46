import { randomUUID } from "node:crypto";
import {
  cities,
  clients,
  productColorSizes,
  productColors,
  products,
  stockMovements,
} from "@dukkan/db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { accessTokenFor, bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import {
  demoOwner,
  type StaffSession,
  signedInStaff,
  signIn,
} from "#server/modules/staff/staff.test-support.ts";
import { api, buildTestApp, type TestApp } from "#server/test/harness.ts";

/** Orders to work on for the order desk's tests: sellable sizes, clients, placed orders, couriers. */

export interface Sellable {
  productId: number;
  colorId: number;
  sizeId: number;
  price: number;
  discount: number;
}

/** Every seeded size of an active product, with its price and the product's discount, in id order. */
export const sellableSizes = (db: TestApp["database"]["db"]): Promise<Sellable[]> =>
  db
    .select({
      productId: products.id,
      colorId: productColors.id,
      sizeId: productColorSizes.id,
      price: productColorSizes.price,
      discount: products.discount,
    })
    .from(productColorSizes)
    .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(and(eq(products.status, 1), isNull(products.deletedAt)))
    .orderBy(asc(productColorSizes.id));

export async function orderFixtures(t: TestApp) {
  const db = t.database.db;
  const governorates = await db
    .select({ id: cities.id, deliveryFee: cities.deliveryFee })
    .from(cities)
    .orderBy(asc(cities.sortOrder));
  const sizes = await sellableSizes(db);
  const used = new Set<number>();

  /** A seeded size no other test of the file uses, with its stock set to `stock`. */
  async function freshSize(stock: number): Promise<Sellable> {
    const size = sizes.find((s) => !used.has(s.sizeId))!;
    used.add(size.sizeId);
    await db.update(productColorSizes).set({ quantity: stock }).where(eq(productColorSizes.id, size.sizeId));
    return size;
  }
  const stockOf = async (sizeId: number) =>
    (
      await db
        .select({ q: productColorSizes.quantity })
        .from(productColorSizes)
        .where(eq(productColorSizes.id, sizeId))
    )[0]!.q;
  const movementsOf = (sizeId: number) =>
    db.select().from(stockMovements).where(eq(stockMovements.sizeId, sizeId)).orderBy(asc(stockMovements.id));

  /** Places an order as a new client (the customer's fields may be changed), returning its number. */
  async function placeOrder(
    lines: { size: Sellable; quantity: number }[],
    options: { customer?: Record<string, unknown>; lang?: string; coupon?: string } = {},
  ) {
    const phone = freshPhone();
    const [client] = await db
      .insert(clients)
      .values({ fullName: "Zainab Ali", phone: phone.e164, passwordHash: "x", cityId: governorates[0]!.id })
      .returning({ id: clients.id });
    const res = await t.app.inject({
      method: "POST",
      url: api("orders", { lang: options.lang ?? "ar" }),
      headers: {
        ...bearer(await accessTokenFor(t, client!.id)),
        "idempotency-key": randomUUID(),
      },
      payload: {
        customer: {
          full_name: "Zainab Ali",
          phone: phone.typed,
          governorate_id: governorates[0]!.id,
          city: "Karrada",
          address: "Street 62, house 14",
          ...options.customer,
        },
        items: lines.map((l) => ({
          product_id: l.size.productId,
          color_id: l.size.colorId,
          size_id: l.size.sizeId,
          quantity: l.quantity,
        })),
        ...(options.coupon ? { coupon: options.coupon } : {}),
        payment_method: "cod",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      order_number: string;
      total: number;
      phone: string;
      customer: { phone: string };
    };
  }

  return { governorates, freshSize, stockOf, movementsOf, placeOrder };
}

export interface OrderDesk {
  t: TestApp;
  owner: StaffSession;
  agent: Awaited<ReturnType<typeof signedInStaff>>;
  fx: Awaited<ReturnType<typeof orderFixtures>>;
}

/**
 * A test file's order desk: an app on its own database, the demo owner and an order agent signed in, and the
 * fixtures, ready in the file's first beforeAll (register further hooks after this call) and closed after.
 */
export function useOrderDesk(): OrderDesk {
  const desk = {} as OrderDesk;
  beforeAll(async () => {
    desk.t = await buildTestApp();
    desk.owner = await signIn(desk.t, demoOwner);
    desk.agent = await signedInStaff(desk.t, desk.owner, "order_agent");
    desk.fx = await orderFixtures(desk.t);
  });
  afterAll(async () => {
    await desk.t?.close();
  });
  return desk;
}

export const staffCall = (
  t: TestApp,
  token: string,
  method: "GET" | "POST" | "PATCH",
  path: string,
  payload?: Record<string, unknown>,
  query: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: api(path, query),
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

export async function newCourier(t: TestApp, token: string, name = "Ali the courier") {
  const res = await staffCall(t, token, "POST", "staff/couriers", { name, phone: freshPhone().typed });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; phone: string };
}
