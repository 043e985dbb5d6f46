import type { AddressInfo } from "node:net";
import { messages, orders } from "@dukkan/db/schema";
import { and, asc, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { startHttpStandIn, startSmtpStandIn } from "#server/modules/messages/messages.test-support.ts";
import { parseStaffAlertTo } from "#server/modules/messages/messaging-config.ts";
import { orderFixtures } from "#server/modules/orders/order-desk.test-support.ts";
import { morningSummaryOf } from "#server/morning-summary.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, signedInStaff, signIn } from "./staff.test-support.ts";

let http: Awaited<ReturnType<typeof startHttpStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let t: TestApp;
let other: FastifyInstance;
const alertTo = "0770 111 2233, Boss@Example.com, not-a-phone";

beforeAll(async () => {
  [http, smtp] = await Promise.all([startHttpStandIn(), startSmtpStandIn()]);
  t = await buildTestApp({
    messaging: {
      sms: {
        url: `${http.url}/sms/send`,
        method: "POST",
        body: '{"to":"{to}","text":"{text}"}',
        auth: undefined,
      },
      whatsapp: undefined,
      email: { smtpUrl: smtp.url, from: "shop@dukkan.iq" },
      pollMs: 50,
      maxAttempts: 3,
      backoffMs: 100,
      leaseMs: 60_000,
      staffAlertTo: parseStaffAlertTo(alertTo),
      morningSummaryHour: null,
    },
  });
  // A second instance on the same database: the staff's stream is opened on it, orders are placed on the first.
  other = await buildApp({
    config: t.config,
    database: t.database,
    webBuildDir: false,
    staffBuildDir: false,
    logger: false,
  });
  await other.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await Promise.all([http?.close(), smtp?.close()]);
});

/** Reads server-sent events from a fetch body until `stop` says enough. */
async function readEvents(res: Response, stop: (events: { event: string; data: string }[]) => boolean) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: string }[] = [];
  let buffer = "";
  while (!stop(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data });
      end = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel();
  return events;
}

describe(`staff new-order alerts on ${testDatabaseKind}`, () => {
  it("parses STAFF_ALERT_TO: phones to E.164, addresses lowercased, the rest dropped", () => {
    expect(parseStaffAlertTo(alertTo)).toEqual(["+9647701112233", "boss@example.com"]);
    expect(parseStaffAlertTo(undefined)).toEqual([]);
  });

  it("queues one message per STAFF_ALERT_TO entry with each new order (SMS for a phone, e-mail for an address)", async () => {
    const fixtures = await orderFixtures(t);
    const size = await fixtures.freshSize(5);
    const order = await fixtures.placeOrder([{ size, quantity: 1 }]);
    const [row] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, order.order_number));
    const alerts = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, row!.id), eq(messages.templateKey, "staff_new_order")))
      .orderBy(asc(messages.id));
    expect(alerts.map((m) => [m.channel, m.recipient])).toEqual([
      ["sms", "+9647701112233"],
      ["email", "boss@example.com"],
    ]);
    expect(alerts[0]!.params).toMatchObject({ order_number: order.order_number, customer: "Zainab Ali" });
    await expect
      .poll(
        () => smtp.mails.some((m) => m.to.includes("boss@example.com") && m.raw.includes(order.order_number)),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  });

  it("streams a new order placed on another instance as a server-sent event, to staff who may see orders", async () => {
    const owner = await signIn(t, demoOwner);
    const url = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}${api("staff/orders/events")}`;
    expect((await fetch(url)).status).toBe(401);
    const editor = await signedInStaff(t, owner, "catalogue_editor");
    expect((await fetch(url, { headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(403);

    expect((await fetch(url, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(406);
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${owner.token}`, accept: "text/event-stream" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    await expect.poll(() => other.services.newOrders.listening(), { timeout: 5000 }).toBe(1);
    const fixtures = await orderFixtures(t);
    const size = await fixtures.freshSize(5);
    const order = await fixtures.placeOrder([{ size, quantity: 2 }]);
    const events = await readEvents(res, (list) => list.length >= 1);
    expect(events[0]!.event).toBe("order");
    expect(JSON.parse(events[0]!.data)).toMatchObject({
      order_number: order.order_number,
      total: order.total,
      customer: "Zainab Ali",
    });
    // The stream closed: the instance stops polling.
    await expect.poll(() => other.services.newOrders.listening(), { timeout: 5000 }).toBe(0);
  });

  it("writes the morning summary once per day, however many instances and rounds", async () => {
    const summaries = [t.app, other].map((app) =>
      morningSummaryOf(app, t.database.db, { ...t.config.messaging, morningSummaryHour: 8 }),
    );
    // 07:30 in Baghdad: not yet.
    const early = new Date("2026-11-27T04:30:00Z");
    expect(await summaries[0]!.runOnce(early)).toBe(0);
    // 09:00 in Baghdad: both instances at once, then again.
    const at = new Date("2026-11-27T06:00:00Z");
    const written = await Promise.all(summaries.map((s) => s.runOnce(at)));
    expect(written.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await summaries[1]!.runOnce(new Date("2026-11-27T15:00:00Z"))).toBe(0);
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(like(messages.dedupeKey, "morning_summary:2026-11-26:%"))
      .orderBy(asc(messages.id));
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([
      ["sms", "+9647701112233"],
      ["email", "boss@example.com"],
    ]);
    expect(rows[0]!.params).toMatchObject({ date: "2026-11-26" });
    expect(Object.keys(rows[0]!.params).sort()).toEqual(
      ["cash_with_couriers", "date", "orders", "sales", "settlement_differences", "sold_out_sizes"].sort(),
    );
    // The next day has its own.
    expect(await summaries[0]!.runOnce(new Date("2026-11-28T06:00:00Z"))).toBe(2);
  });
});
