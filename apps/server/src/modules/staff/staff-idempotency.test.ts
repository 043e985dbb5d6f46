import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { newCourier, orderFixtures, staffCall } from "#server/modules/orders/order-desk.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signIn } from "./staff.test-support.ts";

/** Issue 40: staff writes that add take an Idempotency-Key, so that a retry never applies twice. */
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

const adjust = (sizeId: number, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: "POST",
    url: api(`staff/sizes/${sizeId}/stock`),
    headers: { ...bearer(owner.token), ...(key ? { "idempotency-key": key } : {}) },
    payload,
  });

describe(`Idempotency-Key on staff writes, on ${testDatabaseKind}`, () => {
  it("a retried stock adjustment answers the first movement and adds once, in sequence and at once", async () => {
    const { sizeId } = await fx.freshSize(10);
    const key = randomUUID();
    const first = await adjust(sizeId, { delta: 5, reason: "received" }, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await adjust(sizeId, { delta: 5, reason: "received" }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await fx.stockOf(sizeId)).toBe(15);

    const together = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => adjust(sizeId, { delta: 2, reason: "received" }, together)),
    );
    // One applies; the others answer its movement, or 409 while it has not answered yet.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await fx.stockOf(sizeId)).toBe(17);
    // Without a key, each request is a write of its own.
    await adjust(sizeId, { delta: 1, reason: "received" });
    await adjust(sizeId, { delta: 1, reason: "received" });
    expect(await fx.stockOf(sizeId)).toBe(19);
  });

  it("the same key with another body is 409; a refused write frees its key; a bad key is 400", async () => {
    const { sizeId } = await fx.freshSize(1);
    const key = randomUUID();
    expect((await adjust(sizeId, { delta: 3, reason: "received" }, key)).statusCode).toBe(201);
    const other = await adjust(sizeId, { delta: 4, reason: "received" }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: "conflict" });
    expect(await fx.stockOf(sizeId)).toBe(4);

    const refusedKey = randomUUID();
    const refused = await adjust(sizeId, { delta: -10, reason: "damaged" }, refusedKey);
    expect(refused.statusCode).toBe(422);
    expect((await adjust(sizeId, { delta: -1, reason: "damaged" }, refusedKey)).statusCode).toBe(201);
    expect(await fx.stockOf(sizeId)).toBe(3);

    expect((await adjust(sizeId, { delta: 1, reason: "received" }, "no spaces allowed")).statusCode).toBe(
      400,
    );
  });

  it("a retried settlement answers the first one", async () => {
    const courier = await newCourier(t, owner.token);
    const order = await fx.placeOrder([{ size: await fx.freshSize(3), quantity: 1 }]);
    for (const body of [
      { status: "confirmed" },
      { status: "preparing" },
      { status: "with_courier", courier_id: courier.id },
    ]) {
      const moved = await staffCall(
        t,
        owner.token,
        "POST",
        `staff/orders/${order.order_number}/status`,
        body,
      );
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const settle = () =>
      t.app.inject({
        method: "POST",
        url: api("staff/settlements"),
        headers: { ...bearer(owner.token), "idempotency-key": "settle-7c1e-retry" },
        payload: { courier_id: courier.id, order_numbers: [order.order_number], received: order.total },
      });
    const first = await settle();
    expect(first.statusCode, first.body).toBe(201);
    const retry = await settle();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);
  });

  it("a retried note is added once; without a key, twice", async () => {
    const order = await fx.placeOrder([{ size: await fx.freshSize(3), quantity: 1 }]);
    const note = (text: string, key?: string) =>
      t.app.inject({
        method: "POST",
        url: api(`staff/orders/${order.order_number}/notes`),
        headers: { ...bearer(owner.token), ...(key ? { "idempotency-key": key } : {}) },
        payload: { note: text },
      });
    const notesOf = (res: Awaited<ReturnType<typeof note>>, text: string) =>
      JSON.stringify(res.json().data).split(text).length - 1;
    const key = `note-${randomUUID()}`;
    const [first, retry] = [await note("اتصل قبل الوصول", key), await note("اتصل قبل الوصول", key)];
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(notesOf(retry, "اتصل قبل الوصول")).toBe(1);
    await note("call twice");
    expect(notesOf(await note("call twice"), "call twice")).toBe(2);
  });
});
