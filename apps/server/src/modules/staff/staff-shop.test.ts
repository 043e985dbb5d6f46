import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, refresh, signedInClient } from "#server/modules/clients/accounts.test-support.ts";
import { orderFixtures, staffCall } from "#server/modules/orders/order-desk.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  fx = await orderFixtures(t);
});
afterAll(async () => {
  await t?.close();
});

describe(`customers on ${testDatabaseKind}`, () => {
  it("finds a customer by name or phone in any digit form, with their orders and what they spent", async () => {
    const agent = await signedInStaff(t, owner, "order_agent");
    const client = await signedInClient(t);
    const size = await fx.freshSize(5);
    // An order of this client: placed through the API with its token.
    const placed = await t.app.inject({
      method: "POST",
      url: api("orders"),
      headers: { ...bearer(client.token), "idempotency-key": `shop-${client.id}-1` },
      payload: {
        customer: {
          full_name: "Zainab Ali",
          phone: client.phone,
          governorate_id: fx.governorates[0]!.id,
          city: "Karrada",
          address: "Street 62",
        },
        items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const local = `0${client.phone.slice(4)}`;
    const arabicIndic = local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const q of [local, client.phone, arabicIndic, client.phone.slice(-6)]) {
      const res = await staffCall(t, agent.token, "GET", "staff/customers", undefined, { q });
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().data.map((c: { id: number }) => c.id),
        q,
      ).toContain(client.id);
    }
    const one = await staffCall(t, agent.token, "GET", `staff/customers/${client.id}`);
    expect(one.json().data).toMatchObject({
      id: client.id,
      active: true,
      orders: 1,
      spent: placed.json().data.total,
      recent_orders: [{ order_number: placed.json().data.order_number }],
    });
    expect((await staffCall(t, agent.token, "GET", "staff/customers/999999")).statusCode).toBe(404);
  });

  it("disabling an account ends its sessions at once; an order agent cannot disable", async () => {
    const agent = await signedInStaff(t, owner, "order_agent");
    const client = await signedInClient(t);
    const me = () => t.app.inject({ url: api("client-auth/orders"), headers: bearer(client.token) });
    expect((await me()).statusCode).toBe(200);
    const refused = await staffCall(t, agent.token, "PATCH", `staff/customers/${client.id}`, {
      active: false,
    });
    expect(refused.statusCode).toBe(403);
    const disabled = await staffCall(t, owner.token, "PATCH", `staff/customers/${client.id}`, {
      active: false,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await me()).statusCode).toBe(403);
    expect((await refresh(t, client.refresh)).statusCode).not.toBe(200);
    const listed = await staffCall(t, owner.token, "GET", `staff/customers/${client.id}`);
    expect(listed.json().data.active).toBe(false);
    const audit = await staffCall(t, owner.token, "GET", "staff/audit", undefined, {
      entity: "customer",
      entity_id: String(client.id),
    });
    expect(audit.json().data).toMatchObject([
      { action: "update", before: { active: true }, after: { active: false } },
    ]);
  });
});

describe(`coupons on ${testDatabaseKind}`, () => {
  it("creates and edits coupons, refusing bad fields; uses are counted from real orders", async () => {
    const code = `STAFF${Date.now() % 100000}`;
    const created = await staffCall(t, owner.token, "POST", "staff/coupons", {
      code,
      kind: "fixed",
      value: 2000,
      min_subtotal: 1000,
      usage_limit: 10,
      per_client_limit: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json().data;
    expect(coupon).toMatchObject({ code, kind: "fixed", value: 2000, active: true, uses: 0 });
    const taken = await staffCall(t, owner.token, "POST", "staff/coupons", {
      code: code.toLowerCase(),
      kind: "percent",
      value: 5,
    });
    expect(taken.json().error_codes).toEqual({ code: ["code_taken"] });
    const bad = await staffCall(t, owner.token, "POST", "staff/coupons", {
      code: "X!",
      kind: "percent",
      value: 150,
      starts_at: "2030-01-02T00:00:00Z",
      ends_at: "2030-01-01T00:00:00Z",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      code: ["invalid_code"],
      value: ["percent_over_100"],
      ends_at: ["ends_before_start"],
    });

    await fx.placeOrder([{ size: await fx.freshSize(5), quantity: 1 }], { coupon: code });
    const cancelled = await fx.placeOrder([{ size: await fx.freshSize(5), quantity: 1 }], { coupon: code });
    await staffCall(t, owner.token, "POST", `staff/orders/${cancelled.order_number}/status`, {
      status: "cancelled",
      reason: "Test",
    });
    const listed = (await staffCall(t, owner.token, "GET", "staff/coupons")).json().data;
    expect(listed.find((c: { id: number }) => c.id === coupon.id).uses).toBe(1);

    const edited = await staffCall(t, owner.token, "PATCH", `staff/coupons/${coupon.id}`, {
      kind: "percent",
      value: 10,
    });
    expect(edited.json().data).toMatchObject({ kind: "percent", value: 10, min_subtotal: 1000 });
    const over = await staffCall(t, owner.token, "PATCH", `staff/coupons/${coupon.id}`, { value: 101 });
    expect(over.json().error_codes).toEqual({ value: ["percent_over_100"] });
    const off = await staffCall(t, owner.token, "PATCH", `staff/coupons/${coupon.id}`, { active: false });
    expect(off.json().data.active).toBe(false);
    const audit = await staffCall(t, owner.token, "GET", "staff/audit", undefined, {
      entity: "coupon",
      entity_id: String(coupon.id),
    });
    // Newest first: the two edits that passed, then the creation.
    expect(audit.json().data.map((e: { action: string }) => e.action)).toEqual([
      "update",
      "update",
      "create",
    ]);
    expect(audit.json().data[0]).toMatchObject({ before: { active: true }, after: { active: false } });
    const validate = await t.app.inject({
      method: "POST",
      url: api("coupons/validate"),
      payload: { code, subtotal: 100_000 },
    });
    expect(validate.statusCode).toBe(422);
    expect((await staffCall(t, owner.token, "PATCH", "staff/coupons/999999", { value: 5 })).statusCode).toBe(
      404,
    );
  });
});

describe(`delivery fees on ${testDatabaseKind}`, () => {
  it("edits a governorate's fee and the checkout charges it at once", async () => {
    const governorate = fx.governorates[2]!;
    const quoteFee = async () =>
      (await t.app.services.orders.quote({ lang: "en", origin: "", requestId: "x" }, [])).governorates.find(
        (g) => g.id === governorate.id,
      )!.delivery_fee;
    const before = await quoteFee();
    // The cities list is cached for the storefront: read it once so the cache holds the old fee.
    await t.app.inject(api("en/cities"));
    const res = await staffCall(t, owner.token, "PATCH", `staff/delivery-fees/${governorate.id}`, {
      delivery_fee: before + 1500,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await quoteFee()).toBe(before + 1500);
    const order = await fx.placeOrder([{ size: await fx.freshSize(3), quantity: 1 }], {
      customer: { governorate_id: governorate.id },
    });
    const page = (await staffCall(t, owner.token, "GET", `staff/orders/${order.order_number}`)).json().data;
    expect(page.delivery_fee).toBe(before + 1500);
    const list = (
      await staffCall(t, owner.token, "GET", "staff/delivery-fees", undefined, { lang: "en" })
    ).json().data;
    expect(list.find((g: { governorate_id: number }) => g.governorate_id === governorate.id)).toMatchObject({
      delivery_fee: before + 1500,
    });
    const audit = await staffCall(t, owner.token, "GET", "staff/audit", undefined, {
      entity: "delivery_fee",
      entity_id: String(governorate.id),
    });
    expect(audit.json().data[0]).toMatchObject({
      before: { delivery_fee: before },
      after: { delivery_fee: before + 1500 },
    });
    const negative = await staffCall(t, owner.token, "PATCH", `staff/delivery-fees/${governorate.id}`, {
      delivery_fee: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ delivery_fee: ["invalid_amount"] });
    const agent = await signedInStaff(t, owner, "order_agent");
    expect(
      (await staffCall(t, agent.token, "PATCH", `staff/delivery-fees/${governorate.id}`, { delivery_fee: 0 }))
        .statusCode,
    ).toBe(403);
  });
});
