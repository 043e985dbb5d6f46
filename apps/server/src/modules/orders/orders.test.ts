import { randomUUID } from "node:crypto";
import { orderNotFoundMessage, orderNumberPattern } from "@dukkan/contracts";
import {
  cities,
  clients,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  productColorSizes,
  products,
} from "@dukkan/db/schema";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessTokenFor,
  bearer,
  freshIp,
  freshPhone,
} from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { type Sellable, sellableSizes } from "./order-desk.test-support.ts";

let t: TestApp;
let baghdad: { id: number; deliveryFee: number };
let sizes: Sellable[] = [];
const used = new Set<number>();

interface Client {
  id: number;
  token: string;
  phone: string;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [city] = await db
    .select({ id: cities.id, deliveryFee: cities.deliveryFee })
    .from(cities)
    .orderBy(asc(cities.sortOrder))
    .limit(1);
  baghdad = city!;
  sizes = await sellableSizes(db);
});
afterAll(async () => {
  await t?.close();
});

/** A seeded size no other test of this file uses (and that `fits`), with its stock set to `stock`. */
async function freshSize(stock: number, fits: (s: Sellable) => boolean = () => true): Promise<Sellable> {
  const size = sizes.find((s) => !used.has(s.sizeId) && fits(s))!;
  used.add(size.sizeId);
  await t.database.db
    .update(productColorSizes)
    .set({ quantity: stock })
    .where(eq(productColorSizes.id, size.sizeId));
  return size;
}

const stockOf = async (sizeId: number) =>
  (
    await t.database.db
      .select({ q: productColorSizes.quantity })
      .from(productColorSizes)
      .where(eq(productColorSizes.id, sizeId))
  )[0]!.q;
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;

/** A client row and its access token, without the cost of registration. */
async function newClient(): Promise<Client> {
  const phone = freshPhone().e164;
  const [row] = await t.database.db
    .insert(clients)
    .values({ fullName: "Zainab Ali", phone, passwordHash: "x", cityId: baghdad.id })
    .returning({ id: clients.id });
  return { id: row!.id, phone, token: await accessTokenFor(t, row!.id) };
}

const customer = (fields: Record<string, unknown> = {}) => ({
  full_name: "Zainab Ali",
  phone: "0770 123 4567",
  email: "Zainab@Example.com",
  governorate_id: baghdad.id,
  city: "Karrada",
  address: "Street 62, house 14",
  landmark: "Near the Babylon hotel",
  ...fields,
});
const line = (s: Sellable, quantity = 1, extra: Record<string, unknown> = {}) => ({
  product_id: s.productId,
  color_id: s.colorId,
  size_id: s.sizeId,
  quantity,
  ...extra,
});

function placeOrder(
  client: Client,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
  lang = "en",
) {
  return t.app.inject({
    method: "POST",
    url: api("orders", { lang }),
    headers: { ...bearer(client.token), ...(key ? { "idempotency-key": key } : {}) },
    payload: { customer: customer(), payment_method: "cod", ...body },
  });
}

async function newCoupon(fields: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({ code: `T-${randomUUID().slice(0, 8)}`, kind: "percent", value: 10, ...fields })
    .returning();
  return row!;
}

const staffLogin = async () => {
  const res = await t.app.inject({
    method: "POST",
    url: api("staff/login"),
    remoteAddress: freshIp(),
    payload: { email: "STAFF@dukkan.iq", password: "Dukkan-staff-2026" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
};
/** A cancellation carries its required reason. */
const setStatus = (token: string, orderNumber: string, status: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: api(`staff/orders/${orderNumber}/status`),
    headers: bearer(token),
    payload: { status, ...(status === "cancelled" ? { reason: "The customer asked" } : {}), ...extra },
  });

describe(`placing orders on ${testDatabaseKind}`, () => {
  it("prices every line on the server, takes the stock and records the timeline", async () => {
    const me = await newClient();
    const a = await freshSize(5);
    const b = await freshSize(5);
    const res = await placeOrder(me, {
      // Tampered prices and totals are ignored.
      items: [line(a, 2, { price: 1, unit_price: 1 }), line(b, 1, { price: 1 })],
      subtotal: 1,
      total: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const price = (s: Sellable) => Math.round(s.price - (s.price * s.discount) / 100);
    const subtotal = price(a) * 2 + price(b);
    expect(order).toMatchObject({
      status: "placed",
      subtotal,
      discount: 0,
      delivery_fee: baghdad.deliveryFee,
      total: subtotal + baghdad.deliveryFee,
      payment_method: "cod",
      coupon: null,
      customer: { phone: "+9647701234567", email: "zainab@example.com", governorate_id: baghdad.id },
    });
    expect(order.order_number).toMatch(orderNumberPattern);
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({ size_id: a.sizeId, quantity: 2, line_total: price(a) * 2 });
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(["placed"]);
    expect(await stockOf(a.sizeId)).toBe(3);
    expect(await stockOf(b.sizeId)).toBe(4);

    const mine = await t.app.inject({ url: api("client-auth/orders"), headers: bearer(me.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, data: [{ order_number: order.order_number }] });
  });

  it("quotes a cart for the checkout page from the database, marking lines it cannot sell", async () => {
    const ok = await freshSize(5);
    const low = await freshSize(1, (x) => x.productId !== ok.productId);
    const ctx = { lang: "en" as const, origin: "http://shop.test", requestId: "q" };
    const quote = await t.app.services.orders.quote(ctx, [
      line(ok, 2),
      line(low, 3),
      { ...line(ok), color_id: low.colorId },
    ]);
    const price = Math.round(ok.price - (ok.price * ok.discount) / 100);
    expect(quote.items.map((i) => i.problem)).toEqual([null, "insufficient_stock", "invalid_item"]);
    expect(quote.items[0]).toMatchObject({ price, line_total: price * 2, available: 5 });
    expect(quote.subtotal).toBe(price * 2);
    expect(quote.governorates).toHaveLength(18);
    expect(quote.card_payments).toBe(false);
  });

  it("needs a signed-in client and an Idempotency-Key", async () => {
    const s = await freshSize(3);
    const anonymous = await t.app.inject({
      method: "POST",
      url: api("orders"),
      headers: { "idempotency-key": randomUUID() },
      payload: { customer: customer(), items: [line(s)] },
    });
    expect(anonymous.statusCode).toBe(401);
    const me = await newClient();
    expect((await placeOrder(me, { items: [line(s)] }, null)).statusCode).toBe(400);
    expect(await stockOf(s.sizeId)).toBe(3);
  });

  it("answers bad customer fields with 422 and field codes", async () => {
    const me = await newClient();
    const s = await freshSize(3);
    const res = await placeOrder(me, {
      customer: customer({ full_name: " ", phone: "12345", email: "nope", governorate_id: 999_999 }),
      items: [line(s)],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_codes).toMatchObject({
      "customer.full_name": ["required"],
      "customer.phone": ["invalid_phone"],
      "customer.email": ["invalid_email"],
    });
    const unknownCity = await placeOrder(me, {
      customer: customer({ governorate_id: 999_999 }),
      items: [line(s)],
    });
    expect(unknownCity.statusCode).toBe(422);
    expect(unknownCity.json().error_codes).toEqual({ "customer.governorate_id": ["invalid_governorate"] });
    const card = await placeOrder(me, { items: [line(s)], payment_method: "creditCard" });
    expect(card.json().error_codes).toEqual({ payment_method: ["payment_method_unavailable"] });
    expect(await stockOf(s.sizeId)).toBe(3);
  });

  it("rejects tampered lines and writes nothing", async () => {
    const me = await newClient();
    const s = await freshSize(4);
    const other = await freshSize(4, (x) => x.productId !== s.productId);
    const before = await orderCount();
    const bad = [
      { items: [line(s, 0)], status: 400 },
      { items: [line(s, -1)], status: 400 },
      { items: [line(s, 1.5)], status: 400 },
      { items: [], status: 400 },
      { items: [line(s, 5)], status: 409, code: "insufficient_stock" },
      { items: [{ ...line(s), product_id: 999_999 }], status: 422, code: "invalid_item" },
      { items: [{ ...line(s), size_id: 999_999 }], status: 422, code: "invalid_item" },
      // A colour of another product, a size of another colour.
      { items: [{ ...line(s), color_id: other.colorId }], status: 422, code: "invalid_item" },
      { items: [{ ...line(s), product_id: other.productId, color_id: other.colorId }], status: 422 },
      { items: [line(other, 1), line(s, 5)], status: 409, code: "insufficient_stock" },
    ];
    for (const { items, status, code } of bad) {
      const res = await placeOrder(me, { items });
      expect(res.statusCode, JSON.stringify(items)).toBe(status);
      if (code) expect(res.json().lines.map((l: { code: string }) => l.code)).toContain(code);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(s.sizeId)).toBe(4);
    expect(await stockOf(other.sizeId)).toBe(4);
  });

  it("names each sold-out line with what is left", async () => {
    const me = await newClient();
    const a = await freshSize(0);
    const b = await freshSize(2);
    const c = await freshSize(9);
    const res = await placeOrder(me, { items: [line(c, 1), line(a, 1), line(b, 3)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "conflict",
      error_codes: { "items.1": ["out_of_stock"], "items.2": ["insufficient_stock"] },
      lines: [
        { index: 1, size_id: a.sizeId, code: "out_of_stock", available: 0 },
        { index: 2, size_id: b.sizeId, code: "insufficient_stock", available: 2 },
      ],
    });
    expect(await stockOf(c.sizeId)).toBe(9);
  });

  describe.each([1, 2, 3])("200 concurrent orders for a size with stock 10 (round %i)", () => {
    it("sells exactly 10, and the stock ends at 0", async () => {
      const buyers = await Promise.all(Array.from({ length: 20 }, () => newClient()));
      const s = await freshSize(10);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => placeOrder(buyers[i % buyers.length]!, { items: [line(s)] })),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((c) => c === 201)).toHaveLength(10);
      expect(statuses.filter((c) => c === 409)).toHaveLength(190);
      expect(await stockOf(s.sizeId)).toBe(0);
      const [sold] = await t.database.db
        .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .where(eq(orderItems.sizeId, s.sizeId));
      expect(sold!.n).toBe(10);
    });
  });

  it("holds a coupon's usage limit of 5 under 50 concurrent orders", async () => {
    const coupon = await newCoupon({ usageLimit: 5 });
    const s = await freshSize(100);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newClient()));
    const results = await Promise.all(
      buyers.map((b) => placeOrder(b, { items: [line(s)], coupon: coupon.code.toLowerCase() })),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().error_codes).toEqual({ coupon: ["coupon_used_up"] });
    }
    expect(ok[0]!.json().data.discount).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(5);
    expect(await t.database.db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon.id))).toBe(5);
    expect(await stockOf(s.sizeId)).toBe(95);
  });

  it("holds a per-client limit, also when one client orders several times at once", async () => {
    const coupon = await newCoupon({ kind: "fixed", value: 1000, perClientLimit: 1 });
    const s = await freshSize(20);
    const me = await newClient();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(me, { items: [line(s)], coupon: coupon.code })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    const again = await placeOrder(me, { items: [line(s)], coupon: coupon.code });
    expect(again.json().error_codes).toEqual({ coupon: ["coupon_client_limit"] });
    // Another client still may.
    expect((await placeOrder(await newClient(), { items: [line(s)], coupon: coupon.code })).statusCode).toBe(
      201,
    );
  });

  it("applies a seeded coupon's minimum and refuses expired and used-up ones", async () => {
    const me = await newClient();
    const cheap = await freshSize(10);
    const small = await placeOrder(me, { items: [line(cheap)], coupon: "kitchen25k" });
    if (cheap.price < 250_000) expect(small.json().error_codes).toEqual({ coupon: ["coupon_min_subtotal"] });
    expect((await placeOrder(me, { items: [line(cheap)], coupon: "EID2025" })).json().error_codes).toEqual({
      coupon: ["coupon_expired"],
    });
    expect((await placeOrder(me, { items: [line(cheap)], coupon: "FIRST50" })).json().error_codes).toEqual({
      coupon: ["coupon_used_up"],
    });
    expect((await placeOrder(me, { items: [line(cheap)], coupon: "NOPE" })).json().error_codes).toEqual({
      coupon: ["coupon_unknown"],
    });
    const ten = await placeOrder(me, { items: [line(cheap, 2)], coupon: "save10" });
    expect(ten.statusCode).toBe(201);
    const data = ten.json().data;
    expect(data).toMatchObject({ coupon: "SAVE10", discount: Math.round(data.subtotal / 10) });
    expect(data.total).toBe(data.subtotal - data.discount + data.delivery_fee);
  });
});

describe(`idempotency on ${testDatabaseKind}`, () => {
  it("returns the same order for the same key, in turn and at once", async () => {
    const me = await newClient();
    const s = await freshSize(10);
    const key = randomUUID();
    const first = await placeOrder(me, { items: [line(s, 2)] }, key);
    const second = await placeOrder(me, { items: [line(s, 2)] }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await stockOf(s.sizeId)).toBe(8);

    const together = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(me, { items: [line(s, 1)] }, together)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.json().data.order_number)).size).toBe(1);
    expect(await t.database.db.$count(orders, eq(orders.idempotencyKey, together))).toBe(1);
    expect(await stockOf(s.sizeId)).toBe(7);
  });

  it("refuses the same key with another body or from another client", async () => {
    const me = await newClient();
    const s = await freshSize(10);
    const key = randomUUID();
    expect((await placeOrder(me, { items: [line(s, 1)] }, key)).statusCode).toBe(201);
    expect((await placeOrder(me, { items: [line(s, 2)] }, key)).statusCode).toBe(409);
    expect((await placeOrder(await newClient(), { items: [line(s, 1)] }, key)).statusCode).toBe(409);
    expect(await stockOf(s.sizeId)).toBe(9);
  });
});

describe(`order lookup and client orders on ${testDatabaseKind}`, () => {
  let orderNumber: string;
  let owner: Client;
  beforeAll(async () => {
    owner = await newClient();
    const res = await placeOrder(owner, {
      customer: customer({ phone: "0771 555 1234", email: "Ali@Example.com" }),
      items: [line(await freshSize(3))],
    });
    orderNumber = res.json().data.order_number;
  });
  const lookup = (query: Record<string, string>, ip = "10.9.9.1") =>
    t.app.inject({ url: api("orders/lookup", query), remoteAddress: ip });

  it("finds an order by its number and e-mail or phone, in any usual spelling", async () => {
    const ip = freshIp();
    const queries: Record<string, string>[] = [
      { order_number: orderNumber, email: "ali@example.com" },
      { order_number: orderNumber.toLowerCase(), email: " ALI@example.com " },
      { order_number: orderNumber, phone: "07715551234" },
      { order_number: orderNumber, phone: "+964 771 555 1234" },
      { order_number: orderNumber, phone: "٠٧٧١٥٥٥١٢٣٤" },
    ];
    for (const query of queries) {
      const res = await lookup({ ...query, lang: "ar" }, ip);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.json().data).toMatchObject({ order_number: orderNumber, status: "placed" });
    }
  });

  it("says only that no order matches for a wrong pair or number", async () => {
    const ip = freshIp();
    const answers = await Promise.all([
      lookup({ order_number: orderNumber, email: "someone@example.com" }, ip),
      lookup({ order_number: orderNumber, phone: "07701112222" }, ip),
      lookup({ order_number: "DK-AAAAAAAA", email: "ali@example.com" }, ip),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: orderNotFoundMessage, code: "not_found" });
    }
    expect((await lookup({ order_number: orderNumber }, ip)).statusCode).toBe(400);
  });

  it("limits lookups per IP", async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await lookup({ order_number: "DK-AAAAAAAA", email: "a@b.co" }, ip)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it("shows a client only their own orders", async () => {
    const other = await newClient();
    const own = await t.app.inject({
      url: api(`client-auth/orders/${orderNumber}`),
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({
      url: api(`client-auth/orders/${orderNumber}`),
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const list = await t.app.inject({ url: api("client-auth/orders"), headers: bearer(other.token) });
    expect(list.json()).toMatchObject({ data: [], total: 0 });
    expect((await t.app.inject({ url: api("client-auth/orders") })).statusCode).toBe(401);
    // A client token opens no staff route.
    const staffRoute = await t.app.inject({
      method: "POST",
      url: api(`staff/orders/${orderNumber}/status`),
      headers: bearer(owner.token),
      payload: { status: "cancelled" },
    });
    expect(staffRoute.statusCode).toBe(403);
  });
});

describe(`staff status changes on ${testDatabaseKind}`, () => {
  it("signs staff in; a wrong password is 401; a staff token opens no client route", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: api("staff/login"),
      remoteAddress: freshIp(),
      payload: { email: "staff@dukkan.iq", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    const token = await staffLogin();
    expect((await t.app.inject({ url: api("client-auth/orders"), headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: api("staff/orders"), headers: bearer(token) })).statusCode).toBe(200);
  });

  it("confirms, prepares, hands to a courier and delivers; refuses moves the status does not allow", async () => {
    const token = await staffLogin();
    const me = await newClient();
    const placed = await placeOrder(me, { items: [line(await freshSize(3))] });
    const number = placed.json().data.order_number as string;
    const courier = await t.app.inject({
      method: "POST",
      url: api("staff/couriers"),
      headers: bearer(token),
      payload: { name: "Ali the courier", phone: freshPhone().typed },
    });
    expect(courier.statusCode, courier.body).toBe(201);
    const courierId = courier.json().data.id as number;
    expect((await setStatus(token, number, "with_courier", { courier_id: courierId })).statusCode).toBe(409);
    for (const status of ["confirmed", "preparing", "with_courier", "delivered"]) {
      const res = await setStatus(
        token,
        number,
        status,
        status === "with_courier" ? { courier_id: courierId } : {},
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    expect((await setStatus(token, number, "cancelled")).statusCode).toBe(409);
    expect((await setStatus(token, "DK-AAAAAAAA", "confirmed")).statusCode).toBe(404);
    const tracked = await t.app.inject({
      url: api("orders/lookup", { order_number: number, email: "zainab@example.com" }),
      remoteAddress: freshIp(),
    });
    expect(tracked.json().data.timeline.map((e: { status: string }) => e.status)).toEqual([
      "placed",
      "confirmed",
      "preparing",
      "with_courier",
      "delivered",
    ]);
  });

  it("returns the stock and the coupon use on cancel, once even when cancelled twice at once", async () => {
    const token = await staffLogin();
    const coupon = await newCoupon({ usageLimit: 3 });
    const s = await freshSize(6);
    const placed = await placeOrder(await newClient(), { items: [line(s, 4)], coupon: coupon.code });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(s.sizeId)).toBe(2);
    const number = placed.json().data.order_number as string;
    const results = await Promise.all([
      setStatus(token, number, "cancelled"),
      setStatus(token, number, "cancelled"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(s.sizeId)).toBe(6);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(0);
  });
});

describe(`coupons and best sellers on ${testDatabaseKind}`, () => {
  const validate = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: api("coupons/validate"),
      payload,
      headers,
      remoteAddress: freshIp(),
    });

  it("validates codes with clear reasons", async () => {
    const ok = await validate({ code: "save10", subtotal: 100_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({
      code: "SAVE10",
      kind: "percent",
      value: 10,
      min_subtotal: 0,
      discount: 10_000,
    });
    const fixed = await validate({ code: "KITCHEN25K", subtotal: 300_000 });
    expect(fixed.json().data.discount).toBe(25_000);
    for (const [code, subtotal, reason] of [
      ["NOPE", 100_000, "coupon_unknown"],
      ["EID2025", 100_000, "coupon_expired"],
      ["KITCHEN25K", 100_000, "coupon_min_subtotal"],
      ["FIRST50", 100_000, "coupon_used_up"],
    ] as const) {
      const res = await validate({ code, subtotal });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_codes).toEqual({ code: [reason] });
    }
  });

  it("ranks best sellers by units sold in orders that were not cancelled", async () => {
    const token = await staffLogin();
    const bestIds = async () =>
      (await t.app.inject(api("en/product/best-seller"))).json().data.map((p: { id: number }) => p.id);
    const s = await freshSize(5000, (x) => x.productId === sizes[sizes.length - 1]!.productId);
    const [{ unitsSold }] = (await t.database.db
      .select({ unitsSold: products.unitsSold })
      .from(products)
      .where(eq(products.id, s.productId))) as [{ unitsSold: number }];
    const [{ top }] = (await t.database.db
      .select({ top: sql<number>`max(${products.unitsSold})` })
      .from(products)) as [{ top: number }];
    const placed = await placeOrder(await newClient(), {
      items: [line(s, 1000), line(s, 1000), line(s, Math.min(1000, top - unitsSold - 2000 + 10))].filter(
        (l) => l.quantity > 0,
      ),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await bestIds())[0]).toBe(s.productId);
    await setStatus(token, placed.json().data.order_number, "cancelled");
    expect((await bestIds())[0]).not.toBe(s.productId);
  });
});
