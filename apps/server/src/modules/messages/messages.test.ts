import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { clients, messages, orders } from "@dukkan/db/schema";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { accessTokenFor, bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import { orderFixtures } from "#server/modules/orders/order-desk.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import {
  type Answer,
  plainTextOf,
  type Received,
  startHttpStandIn,
  startSmtpStandIn,
  until,
} from "./messages.test-support.ts";
import type { MessagingConfig } from "./messaging-config.ts";

const rlm = "\u200f";
const lri = "\u2066";
const fsi = "\u2068";
const pdi = "\u2069";

let http: Awaited<ReturnType<typeof startHttpStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  [http, smtp] = await Promise.all([startHttpStandIn(), startSmtpStandIn()]);
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await Promise.all([http?.close(), smtp?.close()]);
});

/** Fast timings so that retries happen within a test. */
const timings = { pollMs: 20, maxAttempts: 3, backoffMs: 100, leaseMs: 60_000 };

async function appWith(messaging: Partial<MessagingConfig>, logStream?: NodeJS.WritableStream) {
  const t = await buildTestApp(
    {
      messaging: { sms: undefined, whatsapp: undefined, email: undefined, ...timings, ...messaging },
      ...(logStream ? { logLevel: "info" } : {}),
    },
    logStream ? { logStream } : {},
  );
  apps.push(t);
  return t;
}

const whatsApp = () => ({ apiUrl: `${http.url}/wa/v21.0`, token: "wa-token", phoneNumberId: "1055" });
const sms = () => ({
  url: `${http.url}/sms/send`,
  method: "POST",
  body: '{"recipient":"{to}","message":"{text}"}',
  auth: "Bearer sms-key",
});

/** Places an order as a new client; `expectStatus` 201 unless told. */
async function placeOrder(
  t: TestApp,
  options: { lang?: string; stock?: number; email?: string; quantity?: number } = {},
) {
  const fixtures = await orderFixtures(t);
  const size = await fixtures.freshSize(options.stock ?? 5);
  const phone = freshPhone();
  const [client] = await t.database.db
    .insert(clients)
    .values({
      fullName: "Zainab Ali",
      phone: phone.e164,
      passwordHash: "x",
      cityId: fixtures.governorates[0]!.id,
    })
    .returning({ id: clients.id });
  const started = Date.now();
  const res = await t.app.inject({
    method: "POST",
    url: api("orders", { lang: options.lang ?? "ar" }),
    headers: { ...bearer(await accessTokenFor(t, client!.id)), "idempotency-key": randomUUID() },
    payload: {
      customer: {
        full_name: "Zainab Ali",
        phone: phone.typed,
        ...(options.email ? { email: options.email } : {}),
        governorate_id: fixtures.governorates[0]!.id,
        city: "Karrada",
        address: "Street 62, house 14",
      },
      items: [
        {
          product_id: size.productId,
          color_id: size.colorId,
          size_id: size.sizeId,
          quantity: options.quantity ?? 1,
        },
      ],
      payment_method: "cod",
    },
  });
  return { res, ms: Date.now() - started, phone: phone.e164 };
}

async function messagesOf(t: TestApp, orderNumber: string) {
  const [order] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return t.database.db
    .select()
    .from(messages)
    .where(eq(messages.orderId, order!.id))
    .orderBy(asc(messages.id));
}

const messageCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(messages))[0]!.n;
const requestsTo = (path: string) => http.received.filter((r) => r.path.startsWith(path));

describe(`the order-placed message on ${testDatabaseKind}`, () => {
  it("is queued with the order and delivered by WhatsApp (template parameters) and e-mail (text), logs masked", async () => {
    const log = new PassThrough();
    let logged = "";
    log.on("data", (c: Buffer) => {
      logged += c.toString();
    });
    const t = await appWith(
      { whatsapp: whatsApp(), email: { smtpUrl: smtp.url, from: "shop@dukkan.iq" } },
      log,
    );
    const email = `zainab.${randomUUID().slice(0, 6)}@example.com`;
    const { res, phone } = await placeOrder(t, { lang: "ar", email });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as { order_number: string; total: number };

    const rows = await messagesOf(t, order.order_number);
    expect(rows.map((r) => [r.channel, r.recipient, r.lang, r.templateKey])).toEqual([
      ["whatsapp", phone, "ar", "order_placed"],
      ["email", email, "ar", "order_placed"],
    ]);
    const total = `${order.total.toString().replace(/\B(?=(\d{3})+$)/g, ",")} د.ع`;
    const tracking = `http://localhost:80/ar/order?order_number=${order.order_number}`;
    expect(rows[0]!.params).toEqual({ order_number: order.order_number, total, tracking_url: tracking });

    await until(
      async () => (await messagesOf(t, order.order_number)).every((r) => r.status === "sent"),
      10_000,
      "both messages sent",
    );
    const sent = await messagesOf(t, order.order_number);
    expect(sent.map((r) => [r.status, r.attempts, r.sentAt !== null])).toEqual([
      ["sent", 1, true],
      ["sent", 1, true],
    ]);

    const [wa] = requestsTo("/wa/").filter((r) => r.body.includes(order.order_number));
    expect(wa!.method).toBe("POST");
    expect(wa!.path).toBe("/wa/v21.0/1055/messages");
    expect(wa!.headers.authorization).toBe("Bearer wa-token");
    expect(JSON.parse(wa!.body)).toEqual({
      messaging_product: "whatsapp",
      to: phone.slice(1),
      type: "template",
      template: {
        name: "order_placed",
        language: { code: "ar" },
        components: [
          {
            type: "body",
            parameters: [order.order_number, total, tracking].map((text) => ({ type: "text", text })),
          },
        ],
      },
    });

    const mail = smtp.mails.find((m) => m.to.includes(email))!;
    expect(mail.raw).toMatch(/^From: shop@dukkan\.iq/m);
    expect(plainTextOf(mail.raw)).toBe(
      `${rlm}شكراً لطلبك! رقم الطلب ${lri}${order.order_number}${pdi}، المجموع ${fsi}${total}${pdi}. تابع طلبك: ${lri}${tracking}${pdi}`,
    );
    expect(mail.raw).toContain('<div dir=3D"rtl" lang=3D"ar">');

    await until(() => logged.split("message sent").length > 2, 2000, "two log lines");
    expect(logged).not.toContain(phone);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(order.order_number);
  });

  it("is written in the order's transaction: an order that fails writes none", async () => {
    const t = await appWith({ sms: sms() });
    const before = await messageCount(t);
    const { res } = await placeOrder(t, { stock: 1, quantity: 3 });
    expect(res.statusCode, res.body).toBe(409);
    expect(await messageCount(t)).toBe(before);
    const placed = await placeOrder(t, { stock: 1, quantity: 1 });
    expect(placed.res.statusCode, placed.res.body).toBe(201);
    expect(await messageCount(t)).toBe(before + 1);
  });

  it("goes by SMS through the gateway's body template in English when WhatsApp is off", async () => {
    const t = await appWith({ sms: sms() });
    const { res, phone } = await placeOrder(t, { lang: "en" });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as { order_number: string; total: number };
    await until(
      () => requestsTo("/sms/").some((r) => r.body.includes(order.order_number)),
      10_000,
      "the SMS",
    );
    const request = requestsTo("/sms/").find((r) => r.body.includes(order.order_number))!;
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe("Bearer sms-key");
    expect(request.headers["content-type"]).toBe("application/json");
    const total = `${order.total.toString().replace(/\B(?=(\d{3})+$)/g, ",")} د.ع`;
    expect(JSON.parse(request.body)).toEqual({
      recipient: phone,
      message: `Thank you for your order! Order ${order.order_number}, total ${total}. Track it: http://localhost:80/en/order?order_number=${order.order_number}`,
    });
  });
});

describe(`a failing provider on ${testDatabaseKind}`, () => {
  it("never holds the order up; its message is retried with a doubling wait, then failed for good", async () => {
    const t = await appWith({ sms: { ...sms(), url: `${http.url}/sms-down/send` } });
    // The gateway keeps its first request waiting until the test lets it go, then answers 503.
    let release: (answer: Answer) => void = () => {};
    const held = new Promise<Answer>((resolve) => {
      release = resolve;
    });
    let first = true;
    http.answer = async (request: Received) => {
      if (!request.path.startsWith("/sms-down/")) return { status: 200, body: "{}" };
      if (first) {
        first = false;
        return held;
      }
      return { status: 503, body: '{"error":"gateway down"}' };
    };
    const { res } = await placeOrder(t);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as { order_number: string };
    await until(() => requestsTo("/sms-down/").length === 1, 10_000, "the first try");

    // A second order while the gateway holds the first message: answered at once all the same.
    const second = await placeOrder(t);
    expect(second.res.statusCode, second.res.body).toBe(201);
    expect(second.ms).toBeLessThan(2000);
    release({ status: 503, body: '{"error":"gateway down"}' });

    await until(
      async () => (await messagesOf(t, order.order_number))[0]!.status === "failed",
      10_000,
      "the message failed for good",
    );
    const [row] = await messagesOf(t, order.order_number);
    expect(row!.attempts).toBe(3);
    expect(row!.lastError).toBe('The SMS gateway answered 503: {"error":"gateway down"}');
    expect(row!.sentAt).toBeNull();
    const tries = requestsTo("/sms-down/").filter((r) => r.body.includes(order.order_number));
    expect(tries).toHaveLength(3);
    // Failed for good: no further try.
    await new Promise((r) => setTimeout(r, 500));
    expect(requestsTo("/sms-down/").filter((r) => r.body.includes(order.order_number))).toHaveLength(3);
    http.answer = async () => ({ status: 200, body: "{}" });
  });

  it("waits backoffMs, then twice that, between tries", async () => {
    const t = await appWith({ sms: { ...sms(), url: `${http.url}/sms-slowly/send` }, backoffMs: 300 });
    const at: number[] = [];
    http.answer = async (request: Received) => {
      if (request.path.startsWith("/sms-slowly/")) {
        at.push(Date.now());
        return { status: 500 };
      }
      return { status: 200, body: "{}" };
    };
    const { res } = await placeOrder(t);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as { order_number: string };
    await until(
      async () => (await messagesOf(t, order.order_number))[0]!.status === "failed",
      10_000,
      "three tries",
    );
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(280);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(580);
    expect((await messagesOf(t, order.order_number))[0]!.lastError).toBe("The SMS gateway answered 500");
    http.answer = async () => ({ status: 200, body: "{}" });
  });
});

describe(`two instances on one ${testDatabaseKind} database`, () => {
  it("send each queued message exactly once", async () => {
    const t = await appWith({ sms: { ...sms(), url: `${http.url}/sms-twice/send` } });
    // A second app on the same database, with its own sender.
    const other = await buildApp({
      config: t.config,
      database: t.database,
      webBuildDir: false,
      staffBuildDir: false,
      logger: false,
    });
    await other.ready();
    try {
      http.answer = async (request: Received) => {
        if (request.path.startsWith("/sms-twice/")) await new Promise((r) => setTimeout(r, 5));
        return { status: 200, body: "{}" };
      };
      const recipients = Array.from({ length: 120 }, (_, i) => `+96477000${String(i).padStart(5, "0")}`);
      const params = { order_number: "DK-TEST", total: "1,000 د.ع", tracking_url: "http://x/ar/order" };
      const rows = await t.database.db
        .insert(messages)
        .values(
          recipients.map((recipient) => ({
            channel: "sms",
            recipient,
            lang: "ar",
            templateKey: "order_placed",
            params,
          })),
        )
        .returning({ id: messages.id });
      const ids = rows.map((r) => r.id);
      const sentCount = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(messages)
            .where(and(inArray(messages.id, ids), eq(messages.status, "sent")))
        )[0]!.n;
      await until(async () => (await sentCount()) === ids.length, 20_000, "every message sent");
      const got = requestsTo("/sms-twice/").map((r) => JSON.parse(r.body).recipient as string);
      expect(got.sort()).toEqual([...recipients].sort());
      const attempts = await t.database.db
        .select({ attempts: messages.attempts })
        .from(messages)
        .where(inArray(messages.id, ids));
      expect(attempts.every((a) => a.attempts === 1)).toBe(true);
    } finally {
      await other.close();
      http.answer = async () => ({ status: 200, body: "{}" });
    }
  });

  it("never hands one message to two claims made at the same moment", async () => {
    const t = await appWith({});
    const params = { order_number: "DK-TEST", total: "1,000 د.ع", tracking_url: "http://x/ar/order" };
    const rows = await t.database.db
      .insert(messages)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          channel: "sms",
          recipient: `+96478000${String(i).padStart(5, "0")}`,
          lang: "ar",
          templateKey: "order_placed",
          params,
        })),
      )
      .returning({ id: messages.id });
    const ours = new Set(rows.map((r) => r.id));
    // Twelve claims at once (the app's own sender may be a thirteenth).
    const repository = createMessagesRepository();
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => repository.claimDue(t.database.db, 10, 60_000)),
    );
    const claimed = claims
      .flat()
      .map((r) => r.id)
      .filter((id) => ours.has(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBeGreaterThan(0);
  });
});
