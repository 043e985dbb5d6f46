import { randomUUID } from "node:crypto";
import type { StaffRole } from "@dukkan/contracts";
import {
  clients,
  couponRedemptions,
  coupons,
  orderStatusEvents,
  orders,
  productColorSizes,
} from "@dukkan/db/schema";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import { signedInStaff } from "#server/modules/staff/staff.test-support.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";
import {
  newCourier,
  type Sellable,
  sellableSizes,
  staffCall,
  useOrderDesk,
} from "./order-desk.test-support.ts";

const desk = useOrderDesk();
let manager: { id: number; token: string };

beforeAll(async () => {
  manager = await signedInStaff(desk.t, desk.owner, "manager");
});

interface Line {
  id: number;
  code: string;
  quantity: number;
  price: number;
  line_total: number;
  size_id: number;
}

const edit = (orderNumber: string, body: Record<string, unknown>, token = desk.agent.token) =>
  staffCall(desk.t, token, "PATCH", `staff/orders/${orderNumber}`, body, { lang: "en" });
const undo = (orderNumber: string, reason: string, token = manager.token) =>
  staffCall(desk.t, token, "POST", `staff/orders/${orderNumber}/undo`, { reason }, { lang: "en" });
const move = (orderNumber: string, body: Record<string, unknown>) =>
  staffCall(desk.t, desk.agent.token, "POST", `staff/orders/${orderNumber}/status`, body);
const read = async (orderNumber: string) =>
  (
    await staffCall(desk.t, desk.agent.token, "GET", `staff/orders/${orderNumber}`, undefined, { lang: "en" })
  ).json().data;
const lineOf = (size: Sellable, quantity: number) => ({
  product_id: size.productId,
  color_id: size.colorId,
  size_id: size.sizeId,
  quantity,
});
const unit = (size: Sellable) => Math.round(size.price - (size.price * size.discount) / 100);

/** Two sizes of one product in two colours, unused by other tests, each with `stock` units. */
async function colourPair(stock: number): Promise<[Sellable, Sellable]> {
  // From the end of the list: freshSize() takes sizes from its start.
  const all = (await sellableSizes(desk.t.database.db)).reverse();
  for (const a of all) {
    const b = all.find((s) => s.productId === a.productId && s.colorId !== a.colorId);
    if (b) {
      await desk.t.database.db
        .update(productColorSizes)
        .set({ quantity: stock })
        .where(sql`${productColorSizes.id} IN (${a.sizeId}, ${b.sizeId})`);
      return [a, b];
    }
  }
  throw new Error("The seed has no product in two colours");
}

/** A storefront order placed by a new client; the raw answer (a race may refuse it). */
async function placeRaw(size: Sellable, quantity: number) {
  const phone = freshPhone();
  const [client] = await desk.t.database.db
    .insert(clients)
    .values({
      fullName: "Race Client",
      phone: phone.e164,
      passwordHash: "x",
      cityId: desk.fx.governorates[0]!.id,
    })
    .returning({ id: clients.id });
  return desk.t.app.inject({
    method: "POST",
    url: api("orders", { lang: "en" }),
    headers: { ...bearer(await accessTokenFor(desk.t, client!.id)), "idempotency-key": randomUUID() },
    payload: {
      customer: {
        full_name: "Race Client",
        phone: phone.typed,
        governorate_id: desk.fx.governorates[0]!.id,
        city: "Karrada",
        address: "Street 1",
      },
      items: [lineOf(size, quantity)],
      payment_method: "cod",
    },
  });
}

describe(`order edits before dispatch on ${testDatabaseKind}`, () => {
  it.each<[StaffRole, number]>([
    ["order_agent", 200],
    ["manager", 200],
    ["stock_clerk", 403],
    ["catalogue_editor", 403],
  ])("%s → %i", async (role, status) => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(5), quantity: 1 }]);
    const staff = await signedInStaff(desk.t, desk.owner, role);
    const res = await edit(
      order.order_number,
      { customer: { landmark: "Blue gate" }, reason: "Asked" },
      staff.token,
    );
    expect(res.statusCode, res.body).toBe(status);
  });

  it("adds, removes and replaces lines (colour and size), changes a quantity, the address, phone and governorate, in one transaction with the timeline's before and after", async () => {
    const keep = await desk.fx.freshSize(10);
    const gone = await desk.fx.freshSize(10);
    const added = await desk.fx.freshSize(10);
    const [red, blue] = await colourPair(10);
    const order = await desk.fx.placeOrder([
      { size: keep, quantity: 1 },
      { size: gone, quantity: 2 },
      { size: red, quantity: 1 },
    ]);
    const before = await read(order.order_number);
    const [lineKeep, lineGone, lineRed] = before.items as Line[];
    const otherGovernorate =
      desk.fx.governorates.find((g) => g.deliveryFee !== before.delivery_fee) ?? desk.fx.governorates[1]!;
    const res = await edit(order.order_number, {
      lines: [
        { item_id: lineKeep!.id, quantity: 3 },
        { item_id: lineGone!.id, quantity: 0 },
        { item_id: lineRed!.id, ...lineOf(blue, 2) },
        lineOf(added, 1),
      ],
      customer: {
        phone: "٠٧٧٠ ١٢٣ ٤٥٦٧",
        address: "Street 9, house 1",
        governorate_id: otherGovernorate.id,
      },
      reason: "Customer called back",
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.items.map((i: Line) => [i.size_id, i.quantity])).toEqual([
      [keep.sizeId, 3],
      [blue.sizeId, 2],
      [added.sizeId, 1],
    ]);
    // The kept line keeps its price; the new sizes are priced now.
    expect(data.subtotal).toBe(lineKeep!.price * 3 + unit(blue) * 2 + unit(added));
    expect(data.delivery_fee).toBe(otherGovernorate.deliveryFee);
    expect(data.total).toBe(data.subtotal - data.discount + data.delivery_fee);
    expect(data.customer).toMatchObject({ phone: "+9647701234567", address: "Street 9, house 1" });
    expect([
      await desk.fx.stockOf(keep.sizeId),
      await desk.fx.stockOf(gone.sizeId),
      await desk.fx.stockOf(red.sizeId),
      await desk.fx.stockOf(blue.sizeId),
      await desk.fx.stockOf(added.sizeId),
    ]).toEqual([7, 10, 10, 8, 9]);
    // The ledger: each size's difference under the order's number.
    const redMoves = (await desk.fx.movementsOf(red.sizeId)).filter(
      (m) => m.orderNumber === order.order_number,
    );
    expect(redMoves.map((m) => m.delta)).toEqual([-1, 1]);
    const event = data.events.at(-1);
    expect(event).toMatchObject({
      kind: "edit",
      status: "placed",
      reason: "Customer called back",
      actor: { id: desk.agent.id },
    });
    const changes = event.details.changes as { field: string; from: unknown; to: unknown }[];
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          field: "line",
          from: expect.objectContaining({ code: lineKeep!.code, quantity: 1 }),
          to: expect.objectContaining({ quantity: 3 }),
        },
        { field: "line", from: expect.objectContaining({ code: lineGone!.code, quantity: 2 }), to: null },
        {
          field: "line",
          from: expect.objectContaining({ quantity: 1 }),
          to: expect.objectContaining({ quantity: 2 }),
        },
        { field: "line", from: null, to: expect.objectContaining({ quantity: 1 }) },
        { field: "phone", from: before.customer.phone, to: "+9647701234567" },
        { field: "address", from: before.customer.address, to: "Street 9, house 1" },
        { field: "governorate_id", from: before.customer.governorate_id, to: otherGovernorate.id },
      ]),
    );
    expect(event.details.total).toEqual({ from: before.total, to: data.total });
  });

  it("sets the delivery fee and a discount; refuses a discount over the subtotal, and one on a coupon order", async () => {
    const size = await desk.fx.freshSize(10);
    const order = await desk.fx.placeOrder([{ size, quantity: 2 }]);
    const res = await edit(order.order_number, {
      delivery_fee: 0,
      discount: 1000,
      reason: "Regular customer",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ delivery_fee: 0, discount: 1000, total: unit(size) * 2 - 1000 });
    // Lines changed later keep the staff's discount.
    const item = res.json().data.items[0];
    const again = await edit(order.order_number, {
      lines: [{ item_id: item.id, quantity: 3 }],
      reason: "One more",
    });
    expect(again.json().data).toMatchObject({ discount: 1000, total: unit(size) * 3 - 1000 });
    const tooMuch = await edit(order.order_number, { discount: unit(size) * 10, reason: "x" });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error_codes).toEqual({ discount: ["too_large"] });
    const noReason = await edit(order.order_number, { delivery_fee: 5000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: ["required"] });
    const badPhone = await edit(order.order_number, { customer: { phone: "12" }, reason: "x" });
    expect(badPhone.statusCode).toBe(422);
    expect(Object.keys(badPhone.json().error_codes)).toEqual(["customer.phone"]);

    const [coupon] = await desk.t.database.db
      .insert(coupons)
      .values({ code: `EDIT-${Date.now()}`, kind: "percent", value: 10, minSubtotal: unit(size) * 2 })
      .returning();
    const withCoupon = await desk.fx.placeOrder([{ size, quantity: 3 }], { coupon: coupon!.code });
    const couponLine = (await read(withCoupon.order_number)).items[0];
    const refused = await edit(withCoupon.order_number, { discount: 500, reason: "x" });
    expect(refused.json().error_codes).toEqual({ discount: ["coupon_order"] });
    const below = await edit(withCoupon.order_number, {
      lines: [{ item_id: couponLine.id, quantity: 1 }],
      reason: "x",
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().error_codes).toEqual({ lines: ["coupon_min_subtotal"] });
    const ok = await edit(withCoupon.order_number, {
      lines: [{ item_id: couponLine.id, quantity: 2 }],
      reason: "x",
    });
    expect(ok.json().data).toMatchObject({
      subtotal: unit(size) * 2,
      discount: Math.round(unit(size) * 2 * 0.1),
    });
  });

  it("refuses lines that are not the order's, an order left without lines, more than the shelf holds, and any edit after dispatch", async () => {
    const size = await desk.fx.freshSize(4);
    const order = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const other = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const item = (await read(order.order_number)).items[0];
    const foreign = (await read(other.order_number)).items[0];
    const notOurs = await edit(order.order_number, {
      lines: [{ item_id: foreign.id, quantity: 2 }],
      reason: "x",
    });
    expect(notOurs.json().error_codes).toEqual({ "lines.0.item_id": ["invalid_item"] });
    const none = await edit(order.order_number, { lines: [{ item_id: item.id, quantity: 0 }], reason: "x" });
    expect(none.json().error_codes).toEqual({ lines: ["no_lines_left"] });
    const tooMany = await edit(order.order_number, {
      lines: [{ item_id: item.id, quantity: 5 }],
      reason: "x",
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error_codes).toEqual({ lines: ["insufficient_stock"] });
    expect(await desk.fx.stockOf(size.sizeId)).toBe(2);
    expect((await read(order.order_number)).items[0].quantity).toBe(1);

    const courier = await newCourier(desk.t, desk.owner.token);
    for (const body of [{ status: "confirmed" }, { status: "preparing" }]) {
      expect((await move(order.order_number, body)).statusCode).toBe(200);
    }
    expect((await edit(order.order_number, { customer: { landmark: "x" }, reason: "x" })).statusCode).toBe(
      200,
    );
    expect(
      (await move(order.order_number, { status: "with_courier", courier_id: courier.id })).statusCode,
    ).toBe(200);
    const late = await edit(order.order_number, { customer: { landmark: "y" }, reason: "x" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "conflict", message: expect.stringContaining("with_courier") });
  });

  it("race: an edit adding the last unit against a storefront order for it: one wins, stock never below zero", async () => {
    for (let round = 0; round < 3; round++) {
      const base = await desk.fx.freshSize(5);
      const last = await desk.fx.freshSize(1);
      const order = await desk.fx.placeOrder([{ size: base, quantity: 1 }]);
      const [edited, placed] = await Promise.all([
        edit(order.order_number, { lines: [lineOf(last, 1)], reason: "Add one" }),
        placeRaw(last, 1),
      ]);
      // One wins (the edit 200 or the order 201), the other is a 409.
      const outcomes = [
        edited.statusCode === 200 ? "won" : edited.statusCode,
        placed.statusCode === 201 ? "won" : placed.statusCode,
      ];
      expect(outcomes.sort().join(), `${edited.body} ${placed.body}`).toBe("409,won");
      expect(await desk.fx.stockOf(last.sizeId)).toBe(0);
      const sold = (await desk.fx.movementsOf(last.sizeId)).filter((m) => m.orderNumber !== null);
      expect(sold.map((m) => m.delta)).toEqual([-1]);
    }
  });

  it("race: two staff editing one order are serialized and both changes hold", async () => {
    const a = await desk.fx.freshSize(10);
    const b = await desk.fx.freshSize(10);
    const order = await desk.fx.placeOrder([{ size: a, quantity: 1 }]);
    const item = (await read(order.order_number)).items[0];
    const [first, second] = await Promise.all([
      edit(order.order_number, { lines: [{ item_id: item.id, quantity: 3 }], reason: "First" }),
      edit(order.order_number, { lines: [lineOf(b, 2)], reason: "Second" }, manager.token),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const data = await read(order.order_number);
    expect(data.items.map((i: Line) => [i.size_id, i.quantity])).toEqual([
      [a.sizeId, 3],
      [b.sizeId, 2],
    ]);
    expect(data.subtotal).toBe(unit(a) * 3 + unit(b) * 2);
    expect(data.total).toBe(data.subtotal - data.discount + data.delivery_fee);
    expect([await desk.fx.stockOf(a.sizeId), await desk.fx.stockOf(b.sizeId)]).toEqual([7, 8]);
    expect(data.events.filter((e: { kind: string }) => e.kind === "edit")).toHaveLength(2);
  });
});

describe(`undoing the last status move on ${testDatabaseKind}`, () => {
  async function delivered() {
    const size = await desk.fx.freshSize(5);
    const order = await desk.fx.placeOrder([{ size, quantity: 2 }]);
    const courier = await newCourier(desk.t, desk.owner.token, "Undo courier");
    for (const body of [
      { status: "confirmed" },
      { status: "preparing" },
      { status: "with_courier", courier_id: courier.id },
      { status: "delivered" },
    ]) {
      expect((await move(order.order_number, body)).statusCode).toBe(200);
    }
    return { size, order, courier };
  }

  it.each<[StaffRole, number]>([
    ["order_agent", 403],
    ["stock_clerk", 403],
    ["manager", 200],
    ["owner", 200],
  ])("%s → %i", async (role, status) => {
    const { order } = await delivered();
    const staff = role === "owner" ? desk.owner : await signedInStaff(desk.t, desk.owner, role);
    const res = await undo(order.order_number, "Tapped by mistake", staff.token);
    expect(res.statusCode, res.body).toBe(status);
  });

  it("takes a delivered order back to with_courier, on the timeline; an undo is not undone", async () => {
    const { order, courier, size } = await delivered();
    const res = await undo(order.order_number, "Tapped by mistake");
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: "with_courier",
      courier: { id: courier.id },
      amount_to_collect: order.total,
    });
    expect(data.events.at(-1)).toMatchObject({
      kind: "undo",
      status: "with_courier",
      reason: "Tapped by mistake",
      actor: { id: manager.id },
      details: { from: "delivered", to: "with_courier" },
    });
    expect(await desk.fx.stockOf(size.sizeId)).toBe(3);
    const twice = await undo(order.order_number, "Again");
    expect(twice.statusCode).toBe(409);
    // It moves on again as usual.
    expect((await move(order.order_number, { status: "delivered" })).statusCode).toBe(200);
    const noReason = await staffCall(
      desk.t,
      manager.token,
      "POST",
      `staff/orders/${order.order_number}/undo`,
      {},
    );
    expect(noReason.statusCode).toBe(400);
  });

  it("takes a cancelled order back to its previous status with its stock and coupon use, only while the stock is there", async () => {
    const size = await desk.fx.freshSize(5);
    const [coupon] = await desk.t.database.db
      .insert(coupons)
      .values({ code: `UNDO-${Date.now()}`, kind: "fixed", value: 100 })
      .returning();
    const order = await desk.fx.placeOrder([{ size, quantity: 2 }], { coupon: coupon!.code });
    expect((await move(order.order_number, { status: "confirmed" })).statusCode).toBe(200);
    expect((await move(order.order_number, { status: "cancelled", reason: "No answer" })).statusCode).toBe(
      200,
    );
    expect(await desk.fx.stockOf(size.sizeId)).toBe(5);
    const usedCount = async () =>
      (await desk.t.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount;
    expect(await usedCount()).toBe(0);
    const res = await undo(order.order_number, "She answered after all");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("confirmed");
    expect(await desk.fx.stockOf(size.sizeId)).toBe(3);
    expect(await usedCount()).toBe(1);
    const redemptions = await desk.t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redemptions).toHaveLength(1);

    // Cancelled again, and the shelf emptied meanwhile: the undo is refused and nothing changes.
    expect((await move(order.order_number, { status: "cancelled", reason: "No answer" })).statusCode).toBe(
      200,
    );
    await desk.t.database.db
      .update(productColorSizes)
      .set({ quantity: 1 })
      .where(eq(productColorSizes.id, size.sizeId));
    const short = await undo(order.order_number, "Try again");
    expect(short.statusCode).toBe(409);
    expect((await read(order.order_number)).status).toBe("cancelled");
    expect(await desk.fx.stockOf(size.sizeId)).toBe(1);
  });

  it("takes a returned order back to with_courier, taking its stock again", async () => {
    const size = await desk.fx.freshSize(5);
    const order = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const courier = await newCourier(desk.t, desk.owner.token, "Return courier");
    for (const body of [
      { status: "confirmed" },
      { status: "preparing" },
      { status: "with_courier", courier_id: courier.id },
      { status: "returned" },
    ]) {
      expect((await move(order.order_number, body)).statusCode).toBe(200);
    }
    expect(await desk.fx.stockOf(size.sizeId)).toBe(5);
    const res = await undo(order.order_number, "Delivered after all");
    expect(res.json().data).toMatchObject({ status: "with_courier", courier: { id: courier.id } });
    expect(await desk.fx.stockOf(size.sizeId)).toBe(4);
  });

  it("refuses after 24 hours, and for an order that only started", async () => {
    const { order } = await delivered();
    const [row] = await desk.t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, order.order_number));
    // The whole timeline a day and an hour older (its order kept).
    await desk.t.database.db
      .update(orderStatusEvents)
      .set({ createdAt: sql`${orderStatusEvents.createdAt} - interval '25 hours'` })
      .where(eq(orderStatusEvents.orderId, row!.id));
    const late = await undo(order.order_number, "Too late");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("24 hours");
    expect((await read(order.order_number)).status).toBe("delivered");

    const fresh = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(2), quantity: 1 }]);
    expect((await undo(fresh.order_number, "Nothing to undo")).statusCode).toBe(409);
    expect((await undo("DK-NOTHERE", "x")).statusCode).toBe(404);
  });

  it("takes a confirmed draft back to a draft, which holds no stock", async () => {
    const size = await desk.fx.freshSize(4);
    const entered = await desk.t.app.inject({
      method: "POST",
      url: api("staff/orders", { lang: "en" }),
      headers: { ...bearer(desk.agent.token), "idempotency-key": randomUUID() },
      payload: {
        customer: {
          full_name: "Hawra Kadhim",
          phone: freshPhone().typed,
          governorate_id: desk.fx.governorates[0]!.id,
          city: "Mansour",
          address: "Street 14",
        },
        items: [lineOf(size, 3)],
        channel: "phone",
        draft: true,
      },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const number = entered.json().data.order_number;
    expect((await move(number, { status: "confirmed" })).statusCode).toBe(200);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(1);
    const res = await undo(number, "She has not decided yet");
    expect(res.json().data.status).toBe("draft");
    expect(await desk.fx.stockOf(size.sizeId)).toBe(4);
  });

  it("takes a handover back to preparing and forgets the courier", async () => {
    const size = await desk.fx.freshSize(3);
    const order = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const courier = await newCourier(desk.t, desk.owner.token, "Wrong courier");
    for (const body of [
      { status: "confirmed" },
      { status: "preparing" },
      { status: "with_courier", courier_id: courier.id },
    ]) {
      expect((await move(order.order_number, body)).statusCode).toBe(200);
    }
    const res = await undo(order.order_number, "Wrong courier");
    expect(res.json().data).toMatchObject({ status: "preparing", courier: null, amount_to_collect: null });
    expect(await desk.fx.stockOf(size.sizeId)).toBe(2);
  });
});
