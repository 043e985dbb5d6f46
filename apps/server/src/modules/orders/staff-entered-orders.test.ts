import { randomUUID } from "node:crypto";
import type { StaffRole } from "@dukkan/contracts";
import { clients, orders } from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessTokenFor, bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import { signedInStaff } from "#server/modules/staff/staff.test-support.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";
import { type Sellable, staffCall, useOrderDesk } from "./order-desk.test-support.ts";

const desk = useOrderDesk();

const arabicIndic = (text: string) => text.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);

/** A new customer's fields; the phone typed in Arabic-Indic digits, as staff copy it from a WhatsApp chat. */
function newCustomer(overrides: Record<string, unknown> = {}) {
  const phone = freshPhone();
  return {
    phone,
    customer: {
      full_name: "Hawra Kadhim",
      phone: arabicIndic(phone.typed),
      governorate_id: desk.fx.governorates[1]!.id,
      city: "Mansour",
      address: "Street 14, house 3",
      landmark: "Near the mosque",
      note: "Call before coming",
      ...overrides,
    },
  };
}

const lineOf = (size: Sellable, quantity: number) => ({
  product_id: size.productId,
  color_id: size.colorId,
  size_id: size.sizeId,
  quantity,
});

function enter(body: Record<string, unknown>, token = desk.agent.token, key: string = randomUUID()) {
  return desk.t.app.inject({
    method: "POST",
    url: api("staff/orders", { lang: "en" }),
    headers: { ...bearer(token), "idempotency-key": key },
    payload: body,
  });
}

/** The ledger rows orders wrote for a size (the seed's opening stock left out). */
const orderMovementsOf = async (sizeId: number) =>
  (await desk.fx.movementsOf(sizeId)).filter((m) => m.orderNumber !== null);

const move = (orderNumber: string, body: Record<string, unknown>) =>
  staffCall(desk.t, desk.agent.token, "POST", `staff/orders/${orderNumber}/status`, body);

describe(`staff-entered orders on ${testDatabaseKind}`, () => {
  it.each<[StaffRole, number]>([
    ["order_agent", 201],
    ["manager", 201],
    ["owner", 201],
    ["stock_clerk", 403],
    ["catalogue_editor", 403],
    ["translator", 403],
    ["content_editor", 403],
  ])("lets a %s enter an order: %i", async (role, expected) => {
    const size = await desk.fx.freshSize(3);
    const staff = role === "owner" ? desk.owner : await signedInStaff(desk.t, desk.owner, role);
    const res = await enter(
      { customer: newCustomer().customer, items: [lineOf(size, 1)], channel: "whatsapp" },
      staff.token,
    );
    expect(res.statusCode, res.body).toBe(expected);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(expected === 201 ? 2 : 3);
  });

  it("confirms a phone order, takes its stock with ledger rows naming the staff member, and shows it on the desk", async () => {
    const size = await desk.fx.freshSize(5);
    const { phone, customer } = newCustomer();
    const res = await enter({
      customer,
      items: [lineOf(size, 2)],
      channel: "phone",
      discount: { amount: 1000, reason: "Regular customer" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const unit = Math.round((size.price * (100 - size.discount)) / 100);
    expect(order).toMatchObject({
      status: "confirmed",
      channel: "phone",
      entered_by: { id: desk.agent.id },
      discount: 1000,
      delivery_fee: desk.fx.governorates[1]!.deliveryFee,
      customer: { phone: phone.e164, full_name: "Hawra Kadhim" },
    });
    expect(order.subtotal).toBe(order.items[0].line_total);
    expect(order.total).toBe(order.subtotal - 1000 + desk.fx.governorates[1]!.deliveryFee);
    expect(order.items[0].line_total).toBeGreaterThanOrEqual(unit * 2 - 2);
    expect(order.events).toEqual([
      expect.objectContaining({
        kind: "status",
        status: "confirmed",
        actor: expect.objectContaining({ id: desk.agent.id }),
        reason: "Regular customer",
        details: { channel: "phone", discount: { amount: 1000, reason: "Regular customer" } },
      }),
    ]);

    expect(await desk.fx.stockOf(size.sizeId)).toBe(3);
    const [sale] = await orderMovementsOf(size.sizeId);
    expect(sale).toMatchObject({
      reason: "sale",
      delta: -2,
      quantityAfter: 3,
      actor: "staff",
      actorId: desk.agent.id,
      orderNumber: order.order_number,
    });

    const listed = await staffCall(desk.t, desk.agent.token, "GET", "staff/orders", undefined, {
      q: order.order_number,
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ order_number: order.order_number, status: "confirmed", channel: "phone" }),
    ]);
    const byPhone = await staffCall(desk.t, desk.agent.token, "GET", "staff/orders", undefined, {
      q: arabicIndic(phone.typed),
    });
    expect(byPhone.json().data.map((o: { order_number: string }) => o.order_number)).toEqual([
      order.order_number,
    ]);
  });

  it("keeps a draft without stock, takes the stock when it is confirmed, and refuses it when gone", async () => {
    const size = await desk.fx.freshSize(2);
    const res = await enter({
      customer: newCustomer().customer,
      items: [lineOf(size, 2)],
      channel: "facebook",
      draft: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({ status: "draft", channel: "facebook" });
    expect(await desk.fx.stockOf(size.sizeId)).toBe(2);
    expect(await orderMovementsOf(size.sizeId)).toEqual([]);

    // Meanwhile a storefront customer takes one: the draft cannot be confirmed, and stays a draft.
    await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const short = await move(draft.order_number, { status: "confirmed" });
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json().errors).toEqual({ [`size.${size.sizeId}`]: ["Only 1 left"] });
    expect(
      (await staffCall(desk.t, desk.agent.token, "GET", `staff/orders/${draft.order_number}`)).json().data
        .status,
    ).toBe("draft");
  });

  it("confirms a draft: its stock is taken then, by the staff member who confirmed it", async () => {
    const size = await desk.fx.freshSize(4);
    const draft = (
      await enter({
        customer: newCustomer().customer,
        items: [lineOf(size, 3)],
        channel: "showroom",
        draft: true,
      })
    ).json().data;
    expect(await desk.fx.stockOf(size.sizeId)).toBe(4);
    const confirmed = await move(draft.order_number, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe("confirmed");
    expect(await desk.fx.stockOf(size.sizeId)).toBe(1);
    expect(await orderMovementsOf(size.sizeId)).toEqual([
      expect.objectContaining({ reason: "sale", delta: -3, actor: "staff", actorId: desk.agent.id }),
    ]);
  });

  it("cancels a draft without putting back stock it never took", async () => {
    const size = await desk.fx.freshSize(4);
    const draft = (
      await enter({
        customer: newCustomer().customer,
        items: [lineOf(size, 3)],
        channel: "phone",
        draft: true,
      })
    ).json().data;
    const cancelled = await move(draft.order_number, { status: "cancelled", reason: "Changed her mind" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(4);
    expect(await orderMovementsOf(size.sizeId)).toEqual([]);
  });

  it("sells the last unit once when a staff order and a storefront order race for it", async () => {
    for (let round = 0; round < 3; round++) {
      const size = await desk.fx.freshSize(1);
      const phone = freshPhone();
      const [client] = await desk.t.database.db
        .insert(clients)
        .values({
          fullName: "Zainab Ali",
          phone: phone.e164,
          passwordHash: "x",
          cityId: desk.fx.governorates[0]!.id,
        })
        .returning({ id: clients.id });
      const storefront = desk.t.app.inject({
        method: "POST",
        url: api("orders", { lang: "ar" }),
        headers: { ...bearer(await accessTokenFor(desk.t, client!.id)), "idempotency-key": randomUUID() },
        payload: {
          customer: {
            full_name: "Zainab Ali",
            phone: phone.typed,
            governorate_id: desk.fx.governorates[0]!.id,
            city: "Karrada",
            address: "Street 62",
          },
          items: [lineOf(size, 1)],
          payment_method: "cod",
        },
      });
      const staff = enter({ customer: newCustomer().customer, items: [lineOf(size, 1)], channel: "phone" });
      const codes = (await Promise.all([storefront, staff])).map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      expect(await desk.fx.stockOf(size.sizeId)).toBe(0);
      expect((await orderMovementsOf(size.sizeId)).map((m) => m.quantityAfter)).toEqual([0]);
    }
  });

  it("answers a repeated Idempotency-Key with the same order, and another body with 409", async () => {
    const size = await desk.fx.freshSize(5);
    const key = randomUUID();
    const body = { customer: newCustomer().customer, items: [lineOf(size, 1)], channel: "phone" };
    const [first, second] = await Promise.all([
      enter(body, desk.agent.token, key),
      enter(body, desk.agent.token, key),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.order_number).toBe(first.json().data.order_number);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(4);
    const other = await enter({ ...body, items: [lineOf(size, 2)] }, desk.agent.token, key);
    expect(other.statusCode).toBe(409);
    const byOwner = await enter(body, desk.owner.token, key);
    expect(byOwner.statusCode).toBe(409);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(4);
  });

  it("takes a known customer's name, phone and last address from client_id", async () => {
    const size = await desk.fx.freshSize(5);
    const phone = freshPhone();
    const [client] = await desk.t.database.db
      .insert(clients)
      .values({
        fullName: "Maryam Saad",
        phone: phone.e164,
        passwordHash: "x",
        cityId: desk.fx.governorates[2]!.id,
      })
      .returning({ id: clients.id });
    const res = await enter({
      customer: { client_id: client!.id, city: "Zubair", address: "Street 9" },
      items: [lineOf(size, 1)],
      channel: "whatsapp",
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().data;
    expect(first.customer).toMatchObject({ full_name: "Maryam Saad", phone: phone.e164 });
    expect(first.delivery_fee).toBe(desk.fx.governorates[2]!.deliveryFee);
    const again = await enter({
      customer: { client_id: client!.id },
      items: [lineOf(size, 1)],
      channel: "phone",
    });
    expect(again.statusCode, again.body).toBe(201);
    const [row] = await desk.t.database.db
      .select({ clientId: orders.clientId, city: orders.city, address: orders.address })
      .from(orders)
      .where(eq(orders.orderNumber, again.json().data.order_number));
    expect(row).toEqual({ clientId: client!.id, city: "Zubair", address: "Street 9" });

    // A new customer's phone that an account uses joins that account.
    const joined = await enter({
      customer: newCustomer({ phone: phone.typed }).customer,
      items: [lineOf(size, 1)],
      channel: "phone",
    });
    const [joinedRow] = await desk.t.database.db
      .select({ clientId: orders.clientId })
      .from(orders)
      .where(eq(orders.orderNumber, joined.json().data.order_number));
    expect(joinedRow!.clientId).toBe(client!.id);

    // A draft stays the shop's: not in the customer's account nor found by the order lookup, until confirmed.
    const draft = (
      await enter({
        customer: { client_id: client!.id },
        items: [lineOf(size, 1)],
        channel: "phone",
        draft: true,
      })
    ).json().data;
    const token = await accessTokenFor(desk.t, client!.id);
    const mine = async () =>
      (
        await desk.t.app.inject({
          url: api("client-auth/orders", { per_page: "50" }),
          headers: bearer(token),
        })
      )
        .json()
        .data.map((o: { order_number: string }) => o.order_number);
    const own = (number: string) =>
      desk.t.app.inject({ url: api(`client-auth/orders/${number}`), headers: bearer(token) });
    expect(await mine()).not.toContain(draft.order_number);
    expect(await mine()).toContain(first.order_number);
    expect((await own(draft.order_number)).statusCode).toBe(404);
    expect((await move(draft.order_number, { status: "confirmed" })).statusCode).toBe(200);
    expect(await mine()).toContain(draft.order_number);
    expect((await own(draft.order_number)).statusCode).toBe(200);
  });

  it("names each bad field in the error envelope and writes nothing", async () => {
    const size = await desk.fx.freshSize(5);
    // The body's shape is checked by the route (400 bad_request), the fields' meaning by the service (422); both
    // name the field in `errors`.
    const cases: [Record<string, unknown>, string, string, 400 | 422][] = [
      [{ customer: newCustomer({ phone: "12345" }).customer }, "customer.phone", "invalid_phone", 422],
      [{ customer: newCustomer({ address: " " }).customer }, "customer.address", "required", 422],
      [
        { customer: newCustomer({ governorate_id: 999_999 }).customer },
        "customer.governorate_id",
        "invalid_governorate",
        422,
      ],
      [{ customer: { client_id: 2_000_000_000 } }, "customer.client_id", "invalid_client", 422],
      [{ channel: "telegram" }, "channel", "invalid_channel", 400],
      [{ discount: { amount: 100_000_000, reason: "Too much" } }, "discount.amount", "too_large", 422],
      [{ discount: { amount: 1000, reason: "" } }, "discount.reason", "required", 400],
      [{ items: [{ ...lineOf(size, 1), size_id: 2_000_000_000 }] }, "items.0", "invalid_item", 422],
    ];
    for (const [change, field, code, status] of cases) {
      const res = await enter({
        customer: newCustomer().customer,
        items: [lineOf(size, 1)],
        channel: "phone",
        ...change,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      const body = res.json();
      expect(body).toMatchObject({
        code: status === 422 ? "validation_failed" : "bad_request",
        message: expect.any(String),
      });
      expect(Object.keys(body.errors), res.body).toContain(field);
      expect(status === 422 ? body.error_codes[field] : body.errors[field], res.body).toEqual([code]);
    }
    expect(await desk.fx.stockOf(size.sizeId)).toBe(5);
    const missingKey = await desk.t.app.inject({
      method: "POST",
      url: api("staff/orders"),
      headers: bearer(desk.agent.token),
      payload: { customer: newCustomer().customer, items: [lineOf(size, 1)], channel: "phone" },
    });
    expect(missingKey.statusCode).toBeGreaterThanOrEqual(400);
    expect(missingKey.statusCode).toBeLessThan(500);
  });
});
