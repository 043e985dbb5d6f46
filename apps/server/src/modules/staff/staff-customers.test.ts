import { clients, orderStatusEvents, orders } from "@dukkan/db/schema";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import { newCourier, orderFixtures, staffCall } from "#server/modules/orders/order-desk.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

/** The customer record (issue 38, decision 0034): notes, tags, refusals and the block list by phone. */

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

async function newClient(phone = freshPhone().e164) {
  const [row] = await t.database.db
    .insert(clients)
    .values({ fullName: "Hawre Omar", phone, passwordHash: "x", cityId: fx.governorates[0]!.id })
    .returning({ id: clients.id, phone: clients.phone });
  return row!;
}

const unblock = (token: string, phone: string) =>
  t.app.inject({
    method: "DELETE",
    url: api(`staff/blocked-phones/${encodeURIComponent(phone)}`),
    headers: bearer(token),
  });

async function move(orderNumber: string, status: string, extra: Record<string, unknown> = {}) {
  const res = await staffCall(t, owner.token, "POST", `staff/orders/${orderNumber}/status`, {
    status,
    ...extra,
  });
  expect(res.statusCode, `${orderNumber} → ${status}: ${res.body}`).toBe(200);
}

describe(`the customer record on ${testDatabaseKind}`, () => {
  it("an order agent edits notes and tags (cleaned); a stock clerk cannot; an unknown id is a 404", async () => {
    const agent = await signedInStaff(t, owner, "order_agent");
    const clerk = await signedInStaff(t, owner, "stock_clerk");
    const client = await newClient();
    const path = `staff/customers/${client.id}/record`;

    const saved = await staffCall(t, agent.token, "PATCH", path, {
      notes: "  Calls after 6 pm; the gate is blue.  ",
      tags: [" VIP ", "vip", "wholesale  buyer", "", "VIP"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      notes: "Calls after 6 pm; the gate is blue.",
      tags: ["VIP", "wholesale buyer"],
    });
    // A field left out stays.
    const tagsOnly = await staffCall(t, agent.token, "PATCH", path, { tags: ["late payer"] });
    expect(tagsOnly.json().data).toEqual({
      notes: "Calls after 6 pm; the gate is blue.",
      tags: ["late payer"],
    });
    const page = await staffCall(t, agent.token, "GET", `staff/customers/${client.id}`);
    expect(page.json().data).toMatchObject({
      notes: "Calls after 6 pm; the gate is blue.",
      tags: ["late payer"],
      refusals: { count: 0, last_at: null },
      blocked: null,
    });

    expect((await staffCall(t, clerk.token, "PATCH", path, { notes: "x" })).statusCode).toBe(403);
    expect((await staffCall(t, clerk.token, "GET", `staff/customers/${client.id}`)).statusCode).toBe(403);
    expect((await staffCall(t, agent.token, "GET", "staff/customers/999999")).statusCode).toBe(404);
    expect(
      (await staffCall(t, agent.token, "PATCH", "staff/customers/999999/record", { notes: "x" })).statusCode,
    ).toBe(404);

    for (const [body, field, code] of [
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, "tags", "too_many_tags"],
      [{ tags: ["x".repeat(25)] }, "tags.0", "tag_too_long"],
      [{ notes: "x".repeat(2001) }, "notes", "too_long"],
      [{}, "notes", "nothing_to_change"],
      [{ tags: "VIP" }, "tags", "invalid_value"],
    ] as const) {
      const res = await staffCall(t, agent.token, "PATCH", path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().errors), JSON.stringify(body)).toContain(code);
      expect(Object.keys(res.json().errors)).toContain(field);
    }

    const audit = await staffCall(t, owner.token, "GET", "staff/audit", undefined, {
      entity: "customer",
      entity_id: String(client.id),
    });
    expect(audit.json().data[0]).toMatchObject({
      action: "update",
      before: { notes: "Calls after 6 pm; the gate is blue.", tags: ["VIP", "wholesale buyer"] },
      after: { tags: ["late payer"] },
    });
  });

  it("counts refusals from the phone's orders: returned at the door, and cancelled after confirmation", async () => {
    const phone = freshPhone();
    const client = await newClient(phone.e164);
    const size = await fx.freshSize(50);
    const courier = await newCourier(t, owner.token);
    const place = async () =>
      (await fx.placeOrder([{ size, quantity: 1 }], { customer: { phone: phone.typed } })).order_number;

    const droppedOnThePhone = await place(); // placed → cancelled: no refusal
    await move(droppedOnThePhone, "cancelled", { reason: "ordered twice" });
    const cancelledLate = await place(); // confirmed → cancelled: a refusal
    await move(cancelledLate, "confirmed");
    await move(cancelledLate, "cancelled", { reason: "did not answer" });
    const delivered = await place(); // delivered: no refusal
    const refused = await place(); // returned at the door: a refusal
    for (const n of [delivered, refused]) {
      await move(n, "confirmed");
      await move(n, "preparing");
      await move(n, "with_courier", { courier_id: courier.id });
    }
    await move(delivered, "delivered");
    await move(refused, "returned", { reason: "refused at the door" });
    const waiting = await place(); // placed: nothing yet
    const other = await fx.placeOrder([{ size, quantity: 1 }]); // another phone

    const [returnedAt] = await t.database.db
      .select({ at: orderStatusEvents.createdAt })
      .from(orderStatusEvents)
      .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
      .where(and(eq(orders.orderNumber, refused), eq(orderStatusEvents.status, "returned")))
      .orderBy(desc(orderStatusEvents.id));
    const expected = { count: 2, last_at: returnedAt!.at.toISOString() };

    const page = await staffCall(t, owner.token, "GET", `staff/customers/${client.id}`);
    expect(page.json().data.refusals).toEqual(expected);
    const customers = await staffCall(t, owner.token, "GET", "staff/customers", undefined, {
      q: phone.typed,
    });
    expect(customers.json().data).toMatchObject([{ id: client.id, refusals: expected, blocked: null }]);

    const list = await staffCall(t, owner.token, "GET", "staff/orders", undefined, {
      q: phone.typed,
      per_page: "50",
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { order_number: string; refusals: unknown; blocked: unknown }[];
    expect(rows.map((r) => r.order_number).sort()).toEqual(
      [droppedOnThePhone, cancelledLate, delivered, refused, waiting].sort(),
    );
    for (const row of rows) expect(row).toMatchObject({ refusals: expected, blocked: null });
    const one = await staffCall(t, owner.token, "GET", `staff/orders/${waiting}`);
    expect(one.json().data).toMatchObject({ status: "placed", refusals: expected, blocked: null });
    const theirs = await staffCall(t, owner.token, "GET", `staff/orders/${other.order_number}`);
    expect(theirs.json().data.refusals).toEqual({ count: 0, last_at: null });
  });

  it("a blocked phone's storefront order is placed and waits for confirmation, with the warning", async () => {
    const agent = await signedInStaff(t, owner, "order_agent");
    const clerk = await signedInStaff(t, owner, "stock_clerk");
    const phone = freshPhone();
    const size = await fx.freshSize(5);
    const reason = "Refused three deliveries";

    expect(
      (await staffCall(t, clerk.token, "POST", "staff/blocked-phones", { phone: phone.typed, reason }))
        .statusCode,
    ).toBe(403);
    const bad = await staffCall(t, agent.token, "POST", "staff/blocked-phones", {
      phone: "12345",
      reason: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["phone", "reason"]);

    // Blocked in the local form with Arabic-Indic digits: stored as the E.164 the orders carry.
    const typedArabic = phone.typed.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const blocked = await staffCall(t, agent.token, "POST", "staff/blocked-phones", {
      phone: typedArabic,
      reason,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toMatchObject({ phone: phone.e164, reason, by: { id: agent.id } });

    const order = await fx.placeOrder([{ size, quantity: 1 }], { customer: { phone: phone.typed } });
    const page = await staffCall(t, owner.token, "GET", `staff/orders/${order.order_number}`);
    expect(page.json().data).toMatchObject({
      status: "placed",
      blocked: { phone: phone.e164, reason, by: { id: agent.id } },
    });
    const list = await staffCall(t, owner.token, "GET", "staff/orders", undefined, {
      view: "to_confirm",
      q: phone.typed,
    });
    expect(list.json().data).toMatchObject([{ order_number: order.order_number, blocked: { reason } }]);

    // A customer who registered with the phone sees the block on their page too.
    const client = await newClient(phone.e164);
    const customer = await staffCall(t, agent.token, "GET", `staff/customers/${client.id}`);
    expect(customer.json().data.blocked).toMatchObject({ reason });
    const listed = await staffCall(t, agent.token, "GET", "staff/customers", undefined, { q: phone.typed });
    expect(listed.json().data).toMatchObject([{ id: client.id, blocked: { reason } }]);

    expect((await unblock(clerk.token, phone.e164)).statusCode).toBe(403);
    expect((await unblock(agent.token, phone.typed)).statusCode).toBe(204);
    expect((await unblock(agent.token, phone.typed)).statusCode).toBe(204);
    expect((await unblock(agent.token, "not-a-phone")).statusCode).toBe(400);
    const after = await staffCall(t, owner.token, "GET", `staff/orders/${order.order_number}`);
    expect(after.json().data).toMatchObject({ status: "placed", blocked: null });

    const audit = await staffCall(t, owner.token, "GET", "staff/audit", undefined, { entity: "phone_block" });
    expect(audit.json().data.slice(0, 2)).toMatchObject([
      { action: "delete", before: { phone: phone.e164, reason } },
      { action: "create", after: { phone: phone.e164, reason } },
    ]);
  });
});
