import { randomUUID } from "node:crypto";
import type { StaffRole } from "@dukkan/contracts";
import { orderReturnLines, orderReturns, orderStatusEvents, orders } from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { signedInStaff } from "#server/modules/staff/staff.test-support.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";
import { newCourier, type Sellable, staffCall, useOrderDesk } from "./order-desk.test-support.ts";

const desk = useOrderDesk();
let clerk: { id: number; token: string };
let courierId: number;
let returnReasons: { id: number; kind: string; active: boolean }[];
let cancelReasons: { id: number; kind: string; active: boolean }[];

beforeAll(async () => {
  clerk = await signedInStaff(desk.t, desk.owner, "stock_clerk");
  courierId = (await newCourier(desk.t, desk.owner.token)).id;
  const reasons = await staffCall(desk.t, clerk.token, "GET", "staff/order-reasons", undefined, {
    active: "true",
  });
  expect(reasons.statusCode, reasons.body).toBe(200);
  const all = reasons.json().data as { id: number; kind: string; active: boolean }[];
  returnReasons = all.filter((r) => r.kind === "return");
  cancelReasons = all.filter((r) => r.kind === "cancel");
});

const move = (orderNumber: string, body: Record<string, unknown>) =>
  staffCall(desk.t, desk.owner.token, "POST", `staff/orders/${orderNumber}/status`, body);

/** An order placed and taken all the way to `delivered`. */
async function deliveredOrder(lines: { size: Sellable; quantity: number }[]) {
  const order = await desk.fx.placeOrder(lines);
  for (const body of [
    { status: "confirmed" },
    { status: "preparing" },
    { status: "with_courier", courier_id: courierId },
    { status: "delivered" },
  ]) {
    const res = await move(order.order_number, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  return order;
}

const recordReturn = (token: string, orderNumber: string, body: Record<string, unknown>) =>
  staffCall(desk.t, token, "POST", `staff/orders/${orderNumber}/returns`, body);

const returnMovementsOf = async (sizeId: number) =>
  (await desk.fx.movementsOf(sizeId)).filter((m) => m.reason === "return");

describe(`cancel and return reasons on ${testDatabaseKind}`, () => {
  it("are seeded in five languages, and every staff member who sees orders can list them", () => {
    expect(returnReasons.length).toBeGreaterThanOrEqual(5);
    expect(cancelReasons.length).toBeGreaterThanOrEqual(4);
  });

  it.each<[StaffRole, number]>([
    ["owner", 201],
    ["manager", 201],
    ["order_agent", 403],
    ["stock_clerk", 403],
  ])("a %s adding a reason gets %i", async (role, status) => {
    const token = role === "owner" ? desk.owner.token : (await signedInStaff(desk.t, desk.owner, role)).token;
    const res = await staffCall(desk.t, token, "POST", "staff/order-reasons", {
      kind: "return",
      label: { ar: "لم يعجبه اللون", en: "Did not like the colour", ckb: "ڕەنگەکەی پێ خۆش نەبوو" },
      position: 9,
    });
    expect(res.statusCode, res.body).toBe(status);
  });

  it("are renamed and deactivated, not deleted; the pickers list the active ones only", async () => {
    const created = await staffCall(desk.t, desk.owner.token, "POST", "staff/order-reasons", {
      kind: "cancel",
      label: { ar: "سبب مؤقت", en: "A passing reason" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const off = await staffCall(desk.t, desk.owner.token, "PATCH", `staff/order-reasons/${id}`, {
      active: false,
      label: { ar: "سبب قديم", en: "An old reason" },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, label: { en: "An old reason" } });
    const active = await staffCall(desk.t, desk.owner.token, "GET", "staff/order-reasons", undefined, {
      kind: "cancel",
      active: "true",
    });
    expect(active.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    const all = await staffCall(desk.t, desk.owner.token, "GET", "staff/order-reasons", undefined, {
      kind: "cancel",
    });
    expect(all.json().data.map((r: { id: number }) => r.id)).toContain(id);
    // A deactivated reason cannot be picked any more.
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(5), quantity: 1 }]);
    const cancel = await move(order.order_number, { status: "cancelled", reason_id: id });
    expect(cancel.statusCode, cancel.body).toBe(422);
    expect(cancel.json().errors).toHaveProperty("reason_id");
  });

  it("a label without Arabic is refused by field", async () => {
    const res = await staffCall(desk.t, desk.owner.token, "POST", "staff/order-reasons", {
      kind: "return",
      label: { en: "No Arabic" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("label.ar");
  });

  it("a cancellation takes a cancel reason from the list with free text, or free text alone as before", async () => {
    const size = await desk.fx.freshSize(5);
    const picked = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const reasonId = cancelReasons[0]!.id;
    const res = await move(picked.order_number, {
      status: "cancelled",
      reason_id: reasonId,
      reason: "Asked twice on WhatsApp",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await desk.t.database.db
      .select({
        reasonId: orderStatusEvents.reasonId,
        reason: orderStatusEvents.reason,
        details: orderStatusEvents.details,
      })
      .from(orderStatusEvents)
      .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
      .where(eq(orders.orderNumber, picked.order_number))
      .orderBy(orderStatusEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({
      reasonId,
      reason: "Asked twice on WhatsApp",
      // The timeline shows the label as it was when picked.
      details: { reason_id: reasonId, reason_label: { ar: expect.any(String) } },
    });

    const typed = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const old = await move(typed.order_number, { status: "cancelled", reason: "Customer asked" });
    expect(old.statusCode, old.body).toBe(200);

    const wrongKind = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const refused = await move(wrongKind.order_number, {
      status: "cancelled",
      reason_id: returnReasons[0]!.id,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const none = await move(wrongKind.order_number, { status: "cancelled" });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty("reason");
  });
});

describe(`returns after delivery on ${testDatabaseKind}`, () => {
  it("an exchange decided after the return is linked later, by whoever records returns", async () => {
    const size = await desk.fx.freshSize(10);
    const order = await deliveredOrder([{ size, quantity: 1 }]);
    const recorded = await recordReturn(clerk.token, order.order_number, {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "restock" }],
      reason_id: returnReasons[2]!.id,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json().data.id as number;
    const replacement = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const link = (token: string, number: string) =>
      staffCall(desk.t, token, "POST", `staff/orders/${order.order_number}/returns/${id}/exchange`, {
        exchange_order_number: number,
      });
    expect((await link(clerk.token, order.order_number)).statusCode).toBe(422);
    expect((await link(clerk.token, "DK-NOSUCH9")).statusCode).toBe(422);
    const linked = await link(clerk.token, replacement.order_number);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.exchange_order_number).toBe(replacement.order_number);
    const theNew = await staffCall(
      desk.t,
      desk.owner.token,
      "GET",
      `staff/orders/${replacement.order_number}/returns`,
    );
    expect(theNew.json().data.exchange_for).toBe(order.order_number);
    const other = await staffCall(
      desk.t,
      desk.owner.token,
      "POST",
      `staff/orders/${replacement.order_number}/returns/${id}/exchange`,
      {
        exchange_order_number: order.order_number,
      },
    );
    expect(other.statusCode).toBe(404);
  });

  it("a stock clerk records units and their condition: restocked ones go back through the ledger", async () => {
    const size = await desk.fx.freshSize(10);
    const order = await deliveredOrder([{ size, quantity: 3 }]);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(7);

    const res = await recordReturn(clerk.token, order.order_number, {
      lines: [
        { size_id: size.sizeId, quantity: 1, condition: "restock" },
        { size_id: size.sizeId, quantity: 1, condition: "damaged" },
      ],
      reason_id: returnReasons[1]!.id,
      reason: "Brought back to the shop",
      refund: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      refund: 0,
      reason_id: returnReasons[1]!.id,
      reason: "Brought back to the shop",
      actor: { id: clerk.id },
      lines: [
        { size_id: size.sizeId, quantity: 1, condition: "restock" },
        { size_id: size.sizeId, quantity: 1, condition: "damaged" },
      ],
    });
    // One unit back on the shelf; the damaged one recorded, not restocked.
    expect(await desk.fx.stockOf(size.sizeId)).toBe(8);
    const movements = await returnMovementsOf(size.sizeId);
    expect(movements.map((m) => [m.delta, m.quantityAfter, m.actor, m.actorId, m.orderNumber])).toEqual([
      [1, 8, "staff", clerk.id, order.order_number],
    ]);

    // On the timeline and in the order's returns.
    const page = await staffCall(desk.t, desk.owner.token, "GET", `staff/orders/${order.order_number}`);
    const events = page.json().data.events as { kind: string; actor: { id: number } | null }[];
    expect(events.at(-1)).toMatchObject({
      kind: "return",
      actor: { id: clerk.id },
      status: "delivered",
      reason: "Brought back to the shop",
      details: {
        reason_id: returnReasons[1]!.id,
        reason_label: { ar: expect.any(String), en: expect.any(String) },
        lines: [
          { size_id: size.sizeId, quantity: 1, condition: "restock" },
          { size_id: size.sizeId, quantity: 1, condition: "damaged" },
        ],
        refund: 0,
      },
    });
    const returns = await staffCall(desk.t, clerk.token, "GET", `staff/orders/${order.order_number}/returns`);
    expect(returns.statusCode, returns.body).toBe(200);
    expect(returns.json().data).toMatchObject({
      refunded: 0,
      returnable: [{ size_id: size.sizeId, delivered: 3, returned: 2 }],
      returns: [{ refund: 0, actor: { id: clerk.id } }],
    });
  });

  it("a stock clerk cannot refund (403, nothing written); an order agent can, up to what was paid", async () => {
    const size = await desk.fx.freshSize(10);
    const order = await deliveredOrder([{ size, quantity: 2 }]);
    const body = {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "restock" }],
      reason: "Changed mind",
    };

    const clerkRefund = await recordReturn(clerk.token, order.order_number, { ...body, refund: 5_000 });
    expect(clerkRefund.statusCode, clerkRefund.body).toBe(403);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(8);
    expect(await returnMovementsOf(size.sizeId)).toEqual([]);

    const editor = await signedInStaff(desk.t, desk.owner, "catalogue_editor");
    expect((await recordReturn(editor.token, order.order_number, { ...body, refund: 0 })).statusCode).toBe(
      403,
    );

    const tooMuch = await recordReturn(desk.agent.token, order.order_number, {
      ...body,
      refund: order.total + 1,
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().errors).toHaveProperty("refund");

    const refunded = await recordReturn(desk.agent.token, order.order_number, { ...body, refund: 5_000 });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json().data.refund).toBe(5_000);
    const [row] = await desk.t.database.db
      .select({ refund: orderReturns.refund, createdAt: orderReturns.createdAt })
      .from(orderReturns)
      .where(eq(orderReturns.id, refunded.json().data.id));
    expect(row!.refund).toBe(5_000);
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("refuses more units than were delivered less those already returned, by line", async () => {
    const size = await desk.fx.freshSize(10);
    const other = await desk.fx.freshSize(10);
    const order = await deliveredOrder([{ size, quantity: 2 }]);
    const over = await recordReturn(desk.agent.token, order.order_number, {
      lines: [{ size_id: size.sizeId, quantity: 3, condition: "restock" }],
      reason: "x",
    });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().errors).toHaveProperty("lines.0.quantity");

    expect(
      (
        await recordReturn(desk.agent.token, order.order_number, {
          lines: [{ size_id: size.sizeId, quantity: 2, condition: "restock" }],
          reason: "x",
        })
      ).statusCode,
    ).toBe(201);
    const again = await recordReturn(desk.agent.token, order.order_number, {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "damaged" }],
      reason: "x",
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(10);

    const notOnOrder = await recordReturn(desk.agent.token, order.order_number, {
      lines: [{ size_id: other.sizeId, quantity: 1, condition: "restock" }],
      reason: "x",
    });
    expect(notOnOrder.statusCode, notOnOrder.body).toBe(422);
    expect(notOnOrder.json().errors).toHaveProperty("lines.0.size_id");
  });

  it("only a delivered order takes a return, and a reason (listed or typed) is required", async () => {
    const size = await desk.fx.freshSize(10);
    const placed = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const res = await recordReturn(desk.agent.token, placed.order_number, {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "restock" }],
      reason: "x",
    });
    expect(res.statusCode, res.body).toBe(409);
    const noReason = await recordReturn(desk.agent.token, placed.order_number, {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "restock" }],
    });
    expect(noReason.statusCode).toBe(400);
    const badCondition = await recordReturn(desk.agent.token, placed.order_number, {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "lost" }],
      reason: "x",
    });
    expect(badCondition.statusCode).toBe(400);
    const missing = await recordReturn(desk.agent.token, "DK-NOSUCH1", {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "restock" }],
      reason: "x",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("two returns at once cannot take back more than was delivered", async () => {
    const size = await desk.fx.freshSize(10);
    const order = await deliveredOrder([{ size, quantity: 2 }]);
    const body = { lines: [{ size_id: size.sizeId, quantity: 2, condition: "restock" }], reason: "race" };
    const results = await Promise.all([
      recordReturn(desk.agent.token, order.order_number, body),
      recordReturn(clerk.token, order.order_number, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lines = await desk.t.database.db
      .select({ quantity: orderReturnLines.quantity })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(eq(orders.orderNumber, order.order_number));
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(2);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(10);
    expect((await returnMovementsOf(size.sizeId)).length).toBe(1);
  });

  it("an undone delivery later refused at the door gives back only the units that did not come back already", async () => {
    const size = await desk.fx.freshSize(10);
    const order = await deliveredOrder([{ size, quantity: 3 }]);
    const res = await recordReturn(desk.agent.token, order.order_number, {
      lines: [
        { size_id: size.sizeId, quantity: 1, condition: "restock" },
        { size_id: size.sizeId, quantity: 1, condition: "damaged" },
      ],
      reason: "x",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(8);
    // The delivery undone (decision 0032 moves it back to with_courier), then the customer refuses the rest.
    await desk.t.database.db
      .update(orders)
      .set({ status: "with_courier" })
      .where(eq(orders.orderNumber, order.order_number));
    const refused = await move(order.order_number, { status: "returned", reason_id: returnReasons[0]!.id });
    expect(refused.statusCode, refused.body).toBe(200);
    // One unit was still out: 8 + 1, not 8 + 3.
    expect(await desk.fx.stockOf(size.sizeId)).toBe(9);
  });

  it("an exchange links the new order, and a retry with the same key records nothing twice", async () => {
    const size = await desk.fx.freshSize(10);
    const order = await deliveredOrder([{ size, quantity: 1 }]);
    const replacement = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const key = randomUUID();
    const send = () =>
      desk.t.app.inject({
        method: "POST",
        url: api(`staff/orders/${order.order_number}/returns`),
        headers: { ...bearer(desk.agent.token), "idempotency-key": key },
        payload: {
          lines: [{ size_id: size.sizeId, quantity: 1, condition: "restock" }],
          reason_id: returnReasons[0]!.id,
          refund: 0,
          exchange_order_number: replacement.order_number.toLowerCase(),
        },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.exchange_order_number).toBe(replacement.order_number);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);

    const theNew = await staffCall(
      desk.t,
      desk.owner.token,
      "GET",
      `staff/orders/${replacement.order_number}/returns`,
    );
    expect(theNew.json().data.exchange_for).toBe(order.order_number);

    // Linked once: a second link is refused.
    const relink = await staffCall(
      desk.t,
      desk.agent.token,
      "POST",
      `staff/orders/${order.order_number}/returns/${first.json().data.id}/exchange`,
      { exchange_order_number: replacement.order_number },
    );
    expect(relink.statusCode).toBe(409);

    const self = await recordReturn(desk.agent.token, order.order_number, {
      lines: [{ size_id: size.sizeId, quantity: 1, condition: "restock" }],
      reason: "x",
      exchange_order_number: order.order_number,
    });
    expect(self.statusCode).toBe(422);
  });
});
