import { randomUUID } from "node:crypto";
import { formatShopMoney } from "@dukkan/client-kit/money";
import { messages, orderReasons, orders } from "@dukkan/db/schema";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import {
  newCourier,
  orderFixtures,
  type Sellable,
  staffCall,
} from "#server/modules/orders/order-desk.test-support.ts";
import {
  demoOwner,
  type StaffSession,
  signedInStaff,
  signIn,
} from "#server/modules/staff/staff.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { type Answer, startHttpStandIn, startSmtpStandIn, until } from "./messages.test-support.ts";

/** Issue 39, decision 0037: each order event's message, the staff's channels and texts, an order's messages. */

const lri = "\u2066";
const fsi = "\u2068";
const pdi = "\u2069";

let http: Awaited<ReturnType<typeof startHttpStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let t: TestApp;
let owner: StaffSession;
let agent: { token: string };
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  [http, smtp] = await Promise.all([startHttpStandIn(), startSmtpStandIn()]);
  t = await buildTestApp({
    messaging: {
      sms: {
        url: `${http.url}/sms/send`,
        method: "POST",
        body: '{"recipient":"{to}","message":"{text}"}',
        auth: undefined,
      },
      whatsapp: undefined,
      email: { smtpUrl: smtp.url, from: "shop@dukkan.iq" },
      pollMs: 20,
      maxAttempts: 50,
      backoffMs: 100,
      leaseMs: 60_000,
    },
  });
  owner = await signIn(t, demoOwner);
  agent = await signedInStaff(t, owner, "order_agent");
  fx = await orderFixtures(t);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([http?.close(), smtp?.close()]);
});

const db = () => t.database.db;

async function messagesOf(orderNumber: string) {
  const [order] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return db().select().from(messages).where(eq(messages.orderId, order!.id)).orderBy(asc(messages.id));
}
const templatesOf = async (orderNumber: string) => (await messagesOf(orderNumber)).map((m) => m.templateKey);

const move = (orderNumber: string, body: Record<string, unknown>) =>
  staffCall(t, agent.token, "POST", `staff/orders/${orderNumber}/status`, body);

async function moveOk(orderNumber: string, body: Record<string, unknown>) {
  const res = await move(orderNumber, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** The SMS gateway's requests to a phone, as the text it was asked to send. */
const smsTo = (phone: string) =>
  http.received
    .filter((r) => r.path === "/sms/send")
    .map((r) => JSON.parse(r.body) as { recipient: string; message: string })
    .filter((b) => b.recipient === phone)
    .map((b) => b.message);

let size: Sellable;
async function placed(options: { lang?: string; email?: string } = {}) {
  size ??= await fx.freshSize(500);
  const order = await fx.placeOrder([{ size, quantity: 1 }], {
    lang: options.lang ?? "ar",
    ...(options.email ? { customer: { email: options.email } } : {}),
  });
  const [row] = await db()
    .select({ phone: orders.phone })
    .from(orders)
    .where(eq(orders.orderNumber, order.order_number));
  return { ...order, phone: row!.phone };
}

const staffApi = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  payload?: object,
  token?: string,
) =>
  t.app.inject({
    method,
    url: api(path),
    headers: bearer(token ?? owner.token),
    ...(payload ? { payload } : {}),
  });

describe(`order events' messages on ${testDatabaseKind}`, () => {
  it("confirmed, with the courier (name, phone, amount), delivered: each written by its move, sent in the order's language", async () => {
    const email = `m.${randomUUID().slice(0, 6)}@example.com`;
    const order = await placed({ lang: "ar", email });
    expect(await templatesOf(order.order_number)).toEqual(["order_placed", "order_placed"]);

    await moveOk(order.order_number, { status: "confirmed", from: "placed" });
    await moveOk(order.order_number, { status: "preparing", from: "confirmed" });
    const courier = await newCourier(t, owner.token, "علي حسن");
    await moveOk(order.order_number, { status: "with_courier", from: "preparing", courier_id: courier.id });
    await moveOk(order.order_number, { status: "delivered", from: "with_courier" });

    const rows = await messagesOf(order.order_number);
    // Preparing is the shop's own step: no message.
    expect(rows.map((r) => [r.templateKey, r.channel])).toEqual([
      ["order_placed", "sms"],
      ["order_placed", "email"],
      ["order_confirmed", "sms"],
      ["order_confirmed", "email"],
      ["order_with_courier", "sms"],
      ["order_with_courier", "email"],
      ["order_delivered", "sms"],
      ["order_delivered", "email"],
    ]);
    const withCourier = rows.find((r) => r.templateKey === "order_with_courier")!;
    expect(withCourier.params).toEqual({
      order_number: order.order_number,
      courier_name: "علي حسن",
      courier_phone: courier.phone,
      amount_to_pay: formatShopMoney(order.total),
      tracking_url: expect.stringContaining(`/ar/order?order_number=${order.order_number}`),
    });

    await until(() => smsTo(order.phone).length === 4, 20_000, "four SMS");
    const courierSms = smsTo(order.phone).find((text) => text.includes("المندوب"))!;
    // Right to left: the number, the phone and the link keep their order; the amount its own.
    expect(courierSms.startsWith("\u200f")).toBe(true);
    expect(courierSms).toContain(`${lri}${order.order_number}${pdi}`);
    expect(courierSms).toContain(`${lri}${courier.phone}${pdi}`);
    expect(courierSms).toContain(`${fsi}${formatShopMoney(order.total)}${pdi}`);
    await until(() => smtp.mails.filter((m) => m.to.includes(email)).length === 4, 20_000, "four e-mails");
  });

  it("cancelled (with the reason) and returned (refused at the door), in English", async () => {
    const cancelled = await placed({ lang: "en" });
    await moveOk(cancelled.order_number, {
      status: "cancelled",
      from: "placed",
      reason: "Out of this colour",
    });
    const [, cancel] = await messagesOf(cancelled.order_number);
    expect(cancel!.templateKey).toBe("order_cancelled");
    expect(cancel!.params).toEqual({ order_number: cancelled.order_number, reason: "Out of this colour" });

    // A reason from the shop's list: its label in the order's language, the staff's words beside it.
    const [listed] = await db()
      .select()
      .from(orderReasons)
      .where(eq(orderReasons.kind, "cancel"))
      .orderBy(asc(orderReasons.id))
      .limit(1);
    const byList = await placed({ lang: "tr" });
    await moveOk(byList.order_number, {
      status: "cancelled",
      from: "placed",
      reason_id: listed!.id,
      reason: "2 kez",
    });
    const [, listedCancel] = await messagesOf(byList.order_number);
    expect(listedCancel!.params.reason).toBe(`${listed!.label.tr || listed!.label.ar} — 2 kez`);

    const refused = await placed({ lang: "en" });
    const courier = await newCourier(t, owner.token);
    await moveOk(refused.order_number, { status: "confirmed", from: "placed" });
    await moveOk(refused.order_number, { status: "preparing", from: "confirmed" });
    await moveOk(refused.order_number, { status: "with_courier", from: "preparing", courier_id: courier.id });
    await moveOk(refused.order_number, { status: "returned", from: "with_courier" });
    expect(await templatesOf(refused.order_number)).toEqual([
      "order_placed",
      "order_confirmed",
      "order_with_courier",
      "order_returned",
    ]);
    await until(() => smsTo(cancelled.phone).length === 2, 20_000, "the cancellation SMS");
    expect(smsTo(cancelled.phone)).toContain(
      `Your order ${cancelled.order_number} was cancelled. Reason: Out of this colour`,
    );
  });

  it("a move that fails writes no message: refused moves, and one rolled back after the message was queued", async () => {
    const order = await placed();
    const before = await templatesOf(order.order_number);
    const noCourier = await move(order.order_number, { status: "with_courier", courier_id: 999_999 });
    expect(noCourier.statusCode).toBe(422);
    expect((await move(order.order_number, { status: "confirmed", from: "confirmed" })).statusCode).toBe(409);
    // The audit row comes after the message in the move's transaction: make it fail, so the move rolls back.
    await db().execute(sql`CREATE OR REPLACE FUNCTION h6_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await db().execute(sql`CREATE TRIGGER h6_refuse_audit BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION h6_refuse_audit()`);
    try {
      const res = await move(order.order_number, { status: "confirmed", from: "placed" });
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`DROP TRIGGER h6_refuse_audit ON audit_log`);
    }
    expect(await templatesOf(order.order_number)).toEqual(before);
    const [row] = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, order.order_number));
    expect(row!.status).toBe("placed");
    // The same move, now allowed to commit, writes its message.
    await moveOk(order.order_number, { status: "confirmed", from: "placed" });
    expect(await templatesOf(order.order_number)).toEqual([...before, "order_confirmed"]);
  });

  it("orders entered by staff: a confirmed one gets the placed message, a draft none until it is confirmed", async () => {
    size ??= await fx.freshSize(500);
    const enter = async (draft: boolean) => {
      const phone = freshPhone();
      const res = await t.app.inject({
        method: "POST",
        url: api("staff/orders"),
        headers: { ...bearer(agent.token), "idempotency-key": randomUUID() },
        payload: {
          customer: {
            full_name: "Hawra Kadhim",
            phone: phone.typed,
            governorate_id: fx.governorates[1]!.id,
            city: "Mansour",
            address: "Street 14, house 3",
          },
          items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity: 1 }],
          channel: "phone",
          draft,
          language: "tr",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.order_number as string;
    };
    const confirmed = await enter(false);
    expect((await messagesOf(confirmed)).map((m) => [m.templateKey, m.lang])).toEqual([
      ["order_placed", "tr"],
    ]);
    const draft = await enter(true);
    expect(await templatesOf(draft)).toEqual([]);
    await moveOk(draft, { status: "confirmed", from: "draft" });
    expect(await templatesOf(draft)).toEqual(["order_placed"]);
    const dropped = await enter(true);
    await moveOk(dropped, { status: "cancelled", from: "draft", reason: "Changed their mind" });
    expect(await templatesOf(dropped)).toEqual([]);
  });
});

describe(`the staff's message settings on ${testDatabaseKind}`, () => {
  it("shows the providers on and off, never their secrets; each event's channels are respected", async () => {
    const res = await staffApi("GET", "staff/message-settings");
    expect(res.statusCode, res.body).toBe(200);
    const settings = res.json().data;
    expect(settings.providers).toEqual({ whatsapp: false, sms: true, email: true });
    expect(res.body).not.toContain(http.url);
    expect(res.body).not.toContain(smtp.url);
    expect(settings.events.map((e: { event: string }) => e.event)).toContain("order_with_courier");

    const email = `c.${randomUUID().slice(0, 6)}@example.com`;
    expect(
      (await staffApi("PUT", "staff/message-settings/events/order_confirmed", { channels: ["email"] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await staffApi("PUT", "staff/message-settings/events/order_delivered", { channels: [] })).statusCode,
    ).toBe(200);
    const bad = await staffApi("PUT", "staff/message-settings/events/order_confirmed", { channels: ["fax"] });
    expect(bad.statusCode).toBe(400);

    const order = await placed({ email });
    const courier = await newCourier(t, owner.token);
    await moveOk(order.order_number, { status: "confirmed", from: "placed" });
    await moveOk(order.order_number, { status: "preparing", from: "confirmed" });
    await moveOk(order.order_number, { status: "with_courier", from: "preparing", courier_id: courier.id });
    await moveOk(order.order_number, { status: "delivered", from: "with_courier" });
    expect((await messagesOf(order.order_number)).map((m) => [m.templateKey, m.channel])).toEqual([
      ["order_placed", "sms"],
      ["order_placed", "email"],
      ["order_confirmed", "email"],
      ["order_with_courier", "sms"],
      ["order_with_courier", "email"],
    ]);
    const after = (await staffApi("GET", "staff/message-settings")).json().data;
    expect(after.events.find((e: { event: string }) => e.event === "order_confirmed").channels).toEqual([
      "email",
    ]);
    // Back to every channel for the tests below.
    await staffApi("PUT", "staff/message-settings/events/order_confirmed", {
      channels: ["whatsapp", "sms", "email"],
    });
  });

  it("a staff text: unknown placeholders refused by name, previewed by the sender's renderer, sent, then reset", async () => {
    const refused = await staffApi("PUT", "staff/message-settings/templates/order_delivered/ar", {
      text: "وصل طلبك {order_number} بمبلغ {total} {colour}",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_codes.text).toEqual(["unknown_placeholder"]);
    expect(refused.json().errors.text[0]).toContain("{total}, {colour}");
    expect(refused.json().errors.text[0]).toContain("{order_number}");

    const text = "وصلك الطلب {order_number}، شكراً!";
    const preview = await staffApi("POST", "staff/message-settings/preview", {
      event: "order_delivered",
      lang: "ar",
      text,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      text: `\u200fوصلك الطلب ${lri}DK-7K3M9Q2X${pdi}، شكراً!`,
      rtl: true,
    });
    const badPreview = await staffApi("POST", "staff/message-settings/preview", {
      event: "order_delivered",
      lang: "en",
      text: "{courier_name}",
    });
    expect(badPreview.statusCode).toBe(422);

    const saved = await staffApi("PUT", "staff/message-settings/templates/order_delivered/ar", { text });
    expect(saved.statusCode, saved.body).toBe(200);
    const template = saved
      .json()
      .data.events.find((e: { event: string }) => e.event === "order_delivered")
      .templates.find((x: { lang: string }) => x.lang === "ar");
    expect(template).toMatchObject({ text, overridden: true });
    expect(template.default_text).toContain("شكراً لتسوقك");

    // Sent with the staff's text (another event's channels were changed above; this one is back to all).
    await staffApi("PUT", "staff/message-settings/events/order_delivered", { channels: ["sms", "email"] });
    const order = await placed({ lang: "ar" });
    const courier = await newCourier(t, owner.token);
    await moveOk(order.order_number, { status: "confirmed", from: "placed" });
    await moveOk(order.order_number, { status: "preparing", from: "confirmed" });
    await moveOk(order.order_number, { status: "with_courier", from: "preparing", courier_id: courier.id });
    await moveOk(order.order_number, { status: "delivered", from: "with_courier" });
    const expected = `\u200fوصلك الطلب ${lri}${order.order_number}${pdi}، شكراً!`;
    await until(() => smsTo(order.phone).includes(expected), 20_000, "the staff's text by SMS");

    const reset = await staffApi("DELETE", "staff/message-settings/templates/order_delivered/ar");
    expect(reset.statusCode).toBe(200);
    const back = (
      await staffApi("POST", "staff/message-settings/preview", { event: "order_delivered", lang: "ar" })
    ).json().data.text as string;
    expect(back).toContain("شكراً لتسوقك معنا");
  });

  it("a test message goes through the outbox to the typed phone; a channel that is off is refused", async () => {
    const phone = freshPhone();
    const res = await staffApi("POST", "staff/message-settings/test", {
      channel: "sms",
      recipient: phone.typed,
      lang: "en",
    });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json().data;
    await until(
      async () => (await staffApi("GET", `staff/messages/${id}`)).json().data.state === "sent",
      20_000,
      "the test message",
    );
    expect(smsTo(phone.e164)).toEqual(["A test message from the shop: this channel works."]);
    const off = await staffApi("POST", "staff/message-settings/test", {
      channel: "whatsapp",
      recipient: phone.typed,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().error_codes.channel).toEqual(["channel_off"]);
    const badPhone = await staffApi("POST", "staff/message-settings/test", {
      channel: "sms",
      recipient: "12",
    });
    expect(badPhone.statusCode).toBe(422);
    const agentTry = await staffApi("GET", "staff/message-settings", undefined, agent.token);
    expect(agentTry.statusCode).toBe(403);
  });
});

describe(`an order's messages for the staff on ${testDatabaseKind}`, () => {
  it("lists them for the order desk; a translator gets 403, an unknown order 404; a failed one is retried", async () => {
    const order = await placed({ lang: "ckb" });
    const res = await staffApi("GET", `staff/orders/${order.order_number}/messages`, undefined, agent.token);
    expect(res.statusCode, res.body).toBe(200);
    const [message] = res.json().data;
    expect(message).toMatchObject({
      channel: "sms",
      recipient: order.phone,
      template: "order_placed",
      lang: "ckb",
    });
    expect(["queued", "sent"]).toContain(message.state);

    const translator = await signedInStaff(t, owner, "translator");
    const forbidden = await staffApi(
      "GET",
      `staff/orders/${order.order_number}/messages`,
      undefined,
      translator.token,
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await staffApi("GET", "staff/orders/DK-NOSUCH00/messages")).statusCode).toBe(404);

    await until(
      async () => (await messagesOf(order.order_number))[0]!.status === "sent",
      20_000,
      "the placed message",
    );
    const notFailed = await staffApi(
      "POST",
      `staff/orders/${order.order_number}/messages/${message.id}/retry`,
    );
    expect(notFailed.statusCode).toBe(409);
    await db()
      .update(messages)
      .set({ status: "failed", lastError: "The SMS gateway answered 500", attempts: 50 })
      .where(eq(messages.id, message.id));
    const failed = (await staffApi("GET", `staff/orders/${order.order_number}/messages`)).json().data[0];
    expect(failed).toMatchObject({ state: "failed", tries: 50, last_error: "The SMS gateway answered 500" });
    const retried = await staffApi("POST", `staff/orders/${order.order_number}/messages/${message.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ state: "queued", tries: 0 });
    await until(
      async () => (await messagesOf(order.order_number))[0]!.status === "sent",
      20_000,
      "the retried message",
    );
    expect(smsTo(order.phone)).toHaveLength(2);
  });
});

describe(`a provider down, then back, on ${testDatabaseKind}`, () => {
  it("never holds the status move up; the message is delivered once when the gateway is back", async () => {
    const order = await placed({ lang: "en" });
    await until(() => smsTo(order.phone).length === 1, 20_000, "the placed SMS");
    const down = async (): Promise<Answer> => {
      await new Promise((r) => setTimeout(r, 300));
      return { status: 503, body: '{"error":"maintenance"}' };
    };
    const normal = http.answer;
    http.answer = down;
    try {
      const started = Date.now();
      await moveOk(order.order_number, { status: "confirmed", from: "placed" });
      expect(Date.now() - started).toBeLessThan(2_000);
      await until(() => smsTo(order.phone).length >= 3, 20_000, "tries while the gateway is down");
      const [, confirmed] = await messagesOf(order.order_number);
      expect(confirmed!.status).toBe("queued");
      expect(confirmed!.lastError).toContain("503");
    } finally {
      http.answer = normal;
    }
    await until(
      async () => (await messagesOf(order.order_number))[1]!.status === "sent",
      30_000,
      "delivery once the gateway is back",
    );
    const tries = smsTo(order.phone).filter((text) => text.includes("is confirmed")).length;
    // Every try reached the gateway; after the one it accepted, none more.
    await new Promise((r) => setTimeout(r, 500));
    expect(smsTo(order.phone).filter((text) => text.includes("is confirmed")).length).toBe(tries);
    const [, confirmed] = await messagesOf(order.order_number);
    expect(confirmed!.attempts).toBe(tries);
  });
});
