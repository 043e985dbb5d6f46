import type { StaffRole } from "@dukkan/contracts";
import type { ReportFigures } from "@dukkan/contracts/reports";
import { orderReasons, orderReturns, orderStatusEvents, orders } from "@dukkan/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSheet } from "#server/modules/catalog/import/sheet-files.ts";
import {
  demoOwner,
  type StaffSession,
  signedInStaff,
  signIn,
} from "#server/modules/staff/staff.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { newCourier, orderFixtures, type Sellable, staffCall } from "./order-desk.test-support.ts";

let t: TestApp;
let owner: StaffSession;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  for (const role of ["manager", "order_agent", "stock_clerk", "content_editor"] as const)
    tokens[role] = (await signedInStaff(t, owner, role)).token;
  tokens.owner = owner.token;
  fx = await orderFixtures(t);
});
afterAll(async () => {
  await t?.close();
});

const move = (orderNumber: string, body: Record<string, unknown>) =>
  staffCall(t, owner.token, "POST", `staff/orders/${orderNumber}/status`, body).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
  });

/** Baghdad is UTC+3 all year: a Baghdad wall-clock time as an instant. */
const baghdad = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00Z`) - 3 * 3600_000);

/** A day long past, so that the rest of the database (the demo seed, other tests) has nothing on it. */
const day = "2025-03-10";
const dayBefore = "2025-03-09";
const dayAfter = "2025-03-11";

type Step = "placed" | "confirmed" | "preparing" | "with_courier" | "delivered" | "returned" | "cancelled";
interface Scripted {
  name: string;
  placedAt: Date;
  /** the moves after placing, each at its time */
  moves: [Step, Date][];
  lines: { size: Sellable; quantity: number }[];
  number?: string;
  total?: number;
  deliveryFee?: number;
}

describe(`the day's figures on ${testDatabaseKind}`, () => {
  let courier: { id: number };
  let sizes: Sellable[];
  let script: Scripted[];
  let cancelReason: { id: number; label: { en?: string } } | undefined;

  beforeAll(async () => {
    courier = await newCourier(t, owner.token, "Karim the courier");
    [cancelReason] = await t.database.db
      .select({ id: orderReasons.id, label: orderReasons.label })
      .from(orderReasons)
      .where(eq(orderReasons.kind, "cancel"))
      .orderBy(asc(orderReasons.position), asc(orderReasons.id))
      .limit(1);
    sizes = [await fx.freshSize(100), await fx.freshSize(100), await fx.freshSize(100)];
    const [a, b, c] = sizes as [Sellable, Sellable, Sellable];
    const out = (at: Date): [Step, Date][] => [
      ["confirmed", at],
      ["preparing", at],
      ["with_courier", at],
    ];
    script = [
      // placed the day before, delivered half an hour after midnight: the day's sale
      {
        name: "delivered just after midnight",
        placedAt: baghdad(dayBefore, "10:00"),
        moves: [...out(baghdad(dayBefore, "18:00")), ["delivered", baghdad(day, "00:30")]],
        lines: [{ size: a, quantity: 1 }],
      },
      // placed a minute before the day ended, delivered after it: placed on the day, sold the next
      {
        name: "placed at 23:59, delivered the next day",
        placedAt: baghdad(day, "23:59"),
        moves: [...out(baghdad(dayAfter, "00:05")), ["delivered", baghdad(dayAfter, "00:10")]],
        lines: [{ size: b, quantity: 2 }],
      },
      {
        name: "placed at 00:05, preparing",
        placedAt: baghdad(day, "00:05"),
        moves: [
          ["confirmed", baghdad(day, "09:00")],
          ["preparing", baghdad(day, "10:00")],
        ],
        lines: [{ size: a, quantity: 3 }],
      },
      {
        name: "placed at 23:58 the day before, waiting",
        placedAt: baghdad(dayBefore, "23:58"),
        moves: [],
        lines: [{ size: c, quantity: 1 }],
      },
      {
        name: "refused at the door",
        placedAt: baghdad(day, "12:00"),
        moves: [...out(baghdad(day, "13:00")), ["returned", baghdad(day, "16:00")]],
        lines: [{ size: c, quantity: 1 }],
      },
      {
        name: "cancelled after confirmation",
        placedAt: baghdad(day, "13:00"),
        moves: [
          ["confirmed", baghdad(day, "13:30")],
          ["cancelled", baghdad(day, "14:00")],
        ],
        lines: [{ size: b, quantity: 1 }],
      },
      {
        name: "cancelled before confirmation",
        placedAt: baghdad(day, "14:00"),
        moves: [["cancelled", baghdad(day, "14:10")]],
        lines: [{ size: c, quantity: 1 }],
      },
      {
        name: "placed and delivered on the day",
        placedAt: baghdad(day, "15:00"),
        moves: [...out(baghdad(day, "16:00")), ["delivered", baghdad(day, "18:00")]],
        lines: [
          { size: a, quantity: 1 },
          { size: c, quantity: 2 },
        ],
      },
      {
        name: "placed on the day, waiting",
        placedAt: baghdad(day, "16:00"),
        moves: [],
        lines: [{ size: b, quantity: 1 }],
      },
      {
        name: "out with the courier since long ago",
        placedAt: baghdad("2025-02-01", "10:00"),
        moves: out(baghdad("2025-02-01", "12:00")),
        lines: [{ size: a, quantity: 1 }],
      },
    ];
    for (const order of script) {
      const placed = await fx.placeOrder(order.lines);
      order.number = placed.order_number;
      for (const [to] of order.moves)
        await move(placed.order_number, {
          status: to,
          ...(to === "with_courier" ? { courier_id: courier.id } : {}),
          ...(to === "cancelled"
            ? order.name === "cancelled before confirmation"
              ? { reason_id: cancelReason!.id }
              : { reason: "Customer changed their mind" }
            : {}),
        });
      // The script's clock: the order's time and each status event's.
      const db = t.database.db;
      const [row] = await db
        .update(orders)
        .set({ createdAt: order.placedAt })
        .where(eq(orders.orderNumber, placed.order_number))
        .returning({ id: orders.id, total: orders.total, deliveryFee: orders.deliveryFee });
      order.total = row!.total;
      order.deliveryFee = row!.deliveryFee;
      await db
        .update(orderStatusEvents)
        .set({ createdAt: order.placedAt })
        .where(and(eq(orderStatusEvents.orderId, row!.id), eq(orderStatusEvents.status, "placed")));
      for (const [to, at] of order.moves)
        await db
          .update(orderStatusEvents)
          .set({ createdAt: at })
          .where(and(eq(orderStatusEvents.orderId, row!.id), eq(orderStatusEvents.status, to)));
    }
  });

  const figuresOf = async (query: Record<string, string>, token = owner.token) => {
    const res = await staffCall(t, token, "GET", "staff/reports/figures", undefined, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ReportFigures;
  };

  /** What the figures should say about [from, to], computed from the script alone. */
  function expected(from: Date, to: Date) {
    const within = (at: Date | undefined) => at !== undefined && at >= from && at < to;
    const last = (o: Scripted) => o.moves.at(-1)?.[0] ?? "placed";
    const at = (o: Scripted, step: Step) => o.moves.find(([s]) => s === step)?.[1];
    const delivered = script.filter((o) => last(o) === "delivered" && within(at(o, "delivered")));
    const placed = script.filter((o) => within(o.placedAt));
    const sum = (list: Scripted[], of: (o: Scripted) => number) => list.reduce((s, o) => s + of(o), 0);
    const open = placed.filter((o) => ["confirmed", "preparing", "with_courier"].includes(last(o)));
    const awaiting = placed.filter((o) => last(o) === "placed");
    const returned = placed.filter((o) => last(o) === "returned").length;
    const cancelledAfter = placed.filter((o) => last(o) === "cancelled" && at(o, "confirmed")).length;
    const units = new Map<number, number>();
    for (const o of placed.filter((o) => !["cancelled", "returned"].includes(last(o))))
      for (const line of o.lines)
        units.set(line.size.productId, (units.get(line.size.productId) ?? 0) + line.quantity);
    return {
      deliveredOrders: delivered.length,
      sales: sum(delivered, (o) => o.total!),
      fees: sum(delivered, (o) => o.deliveryFee!),
      open: { orders: open.length, value: sum(open, (o) => o.total!) },
      awaiting: { orders: awaiting.length, value: sum(awaiting, (o) => o.total!) },
      refusals: { orders: placed.length, returned, cancelledAfter },
      units,
    };
  }

  it("counts the day in Baghdad time: sales by delivery, the rest by the order's day, across midnight", async () => {
    const figures = await figuresOf({ from: day, to: day, lang: "en" });
    const want = expected(baghdad(day, "00:00"), baghdad(dayAfter, "00:00"));
    // The script's own check that it crosses midnight both ways.
    expect(want.deliveredOrders).toBe(2);
    expect(want.refusals.orders).toBe(7);
    expect(figures).toMatchObject({
      from: day,
      to: day,
      time_zone: "Asia/Baghdad",
      delivered: {
        orders: want.deliveredOrders,
        sales: want.sales,
        delivery_fees: want.fees,
        refunds: 0,
        net_sales: want.sales,
        average_order_value: Math.round(want.sales / want.deliveredOrders),
      },
      confirmed_not_delivered: want.open,
      awaiting_confirmation: want.awaiting,
      refusals: {
        orders: want.refusals.orders,
        returned_at_door: want.refusals.returned,
        cancelled_after_confirmation: want.refusals.cancelledAfter,
        rate: Math.round(((want.refusals.returned + want.refusals.cancelledAfter) / 7) * 10_000) / 10_000,
      },
    });
    // Why: one cancellation with the shop's first cancel reason, one with free text only, one refusal.
    expect(figures.reasons).toEqual([
      { kind: "cancelled", reason_id: cancelReason!.id, label: cancelReason!.label.en, count: 1 },
      { kind: "cancelled", reason_id: null, label: "", count: 1 },
      { kind: "returned", reason_id: null, label: "", count: 1 },
    ]);
    const top = new Map(figures.top_products.map((p) => [p.product_id, p.units]));
    for (const [productId, units] of want.units) expect(top.get(productId)).toBe(units);
    expect(figures.top_products.map((p) => p.units)).toEqual(
      [...figures.top_products.map((p) => p.units)].sort((x, y) => y - x),
    );

    // Two days: the day before's deliveries are none, its order at 23:58 is waiting.
    const two = await figuresOf({ from: dayBefore, to: day });
    const want2 = expected(baghdad(dayBefore, "00:00"), baghdad(dayAfter, "00:00"));
    expect(two.delivered.sales).toBe(want2.sales);
    expect(two.awaiting_confirmation).toEqual(want2.awaiting);
    expect(two.refusals.orders).toBe(want2.refusals.orders);
    // The next day has the order placed at 23:59 as its sale.
    const next = await figuresOf({ from: dayAfter, to: dayAfter });
    const want3 = expected(baghdad(dayAfter, "00:00"), baghdad("2025-03-12", "00:00"));
    expect(next.delivered).toMatchObject({ orders: 1, sales: want3.sales });
  });

  it("takes the refunds of the range off the sales, and shows each courier's cash and open differences", async () => {
    const db = t.database.db;
    const delivered = script.find((o) => o.name === "placed and delivered on the day")!;
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, delivered.number!));
    await db
      .insert(orderReturns)
      .values({ orderId: row!.id, refund: 7_000, createdAt: baghdad(day, "20:00") });
    // The day after's refund is not the day's.
    await db
      .insert(orderReturns)
      .values({ orderId: row!.id, refund: 1_000, createdAt: baghdad(dayAfter, "00:01") });
    const figures = await figuresOf({ from: day, to: day });
    expect(figures.delivered.refunds).toBe(7_000);
    expect(figures.delivered.net_sales).toBe(figures.delivered.sales - 7_000);
    expect(figures.reasons).toContainEqual({ kind: "return", reason_id: null, label: "", count: 1 });

    const mine = () => figures.couriers.find((c) => c.id === courier.id);
    const out = script.filter((o) => o.moves.at(-1)?.[0] === "with_courier");
    const toSettle = script.filter((o) => o.moves.at(-1)?.[0] === "delivered");
    expect(mine()).toEqual({
      id: courier.id,
      name: "Karim the courier",
      out_orders: out.length,
      out_amount: out.reduce((s, o) => s + o.total!, 0),
      cash_to_settle: toSettle.reduce((s, o) => s + o.total!, 0),
    });

    // The courier hands in one order's cash 5,000 short: a difference until someone resolves it.
    const first = toSettle[0]!;
    const settled = await staffCall(t, owner.token, "POST", "staff/settlements", {
      courier_id: courier.id,
      order_numbers: [first.number],
      received: first.total! - 5_000,
    });
    expect(settled.statusCode, settled.body).toBe(201);
    const settlementId = settled.json().data.id as number;
    const after = await figuresOf({});
    expect(after.open_differences).toContainEqual(
      expect.objectContaining({
        settlement_id: settlementId,
        courier: { id: courier.id, name: "Karim the courier" },
        difference: -5_000,
      }),
    );
    expect(after.couriers.find((c) => c.id === courier.id)?.cash_to_settle).toBe(
      toSettle.slice(1).reduce((s, o) => s + o.total!, 0),
    );
    const resolved = await staffCall(t, owner.token, "PATCH", `staff/settlements/${settlementId}`, {
      resolution_note: "Counted again: the courier paid the rest",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await figuresOf({})).open_differences.map((d) => d.settlement_id)).not.toContain(settlementId);
  });

  it("answers the figures as CSV", async () => {
    const res = await staffCall(t, owner.token, "GET", "staff/reports/figures.csv", undefined, {
      from: day,
      to: day,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toContain(`dukkan-figures-${day}_${day}.csv`);
    const json = await figuresOf({ from: day, to: day });
    const rows = readSheet(res.rawPayload);
    expect(rows[0]).toEqual(["section", "item", "count", "amount_iqd", "percent"]);
    // The reader leaves out a row's empty cells at its end.
    expect(rows).toContainEqual([
      "delivered",
      "sales",
      String(json.delivered.orders),
      String(json.delivered.sales),
    ]);
    expect(rows).toContainEqual(["refusals", "rate", "", "", (json.refusals.rate * 100).toFixed(2)]);
    expect(rows).toContainEqual(["courier_out", "Karim the courier", "1", expect.any(String)]);
    expect(res.body).toContain("\r\ndelivered,sales,");
  });

  it("is for the roles with reports.view; a range is checked", async () => {
    for (const [role, status] of [
      ["owner", 200],
      ["manager", 200],
      ["order_agent", 403],
      ["stock_clerk", 403],
      ["content_editor", 403],
    ] as const) {
      const res = await staffCall(t, tokens[role], "GET", "staff/reports/figures");
      expect(res.statusCode, role).toBe(status);
      const csv = await staffCall(t, tokens[role], "GET", "staff/reports/figures.csv");
      expect(csv.statusCode, role).toBe(status);
    }
    expect((await t.app.inject({ method: "GET", url: api("staff/reports/figures") })).statusCode).toBe(401);
    for (const query of [
      { from: day, to: dayBefore } as Record<string, string>,
      { from: "2024-01-01", to: "2025-03-10" },
      { from: "yesterday" },
    ]) {
      const res = await staffCall(t, owner.token, "GET", "staff/reports/figures", undefined, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: "bad_request" });
    }
  });

  it("exports the filtered list and a selection as CSV and XLSX", async () => {
    const onTheDay = script.filter(
      (o) => o.placedAt >= baghdad(day, "00:00") && o.placedAt < baghdad(dayAfter, "00:00"),
    );
    const csv = await staffCall(t, tokens.order_agent, "GET", "staff/export/orders.csv", undefined, {
      from: day,
      to: day,
      lang: "en",
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = readSheet(csv.rawPayload);
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(["order_number", "created_at", "status"]);
    const col = (name: string) => header.indexOf(name);
    expect(
      rows
        .slice(1)
        .map((r) => r[col("order_number")])
        .sort(),
    ).toEqual(onTheDay.map((o) => o.number).sort());
    const late = rows.find((r) => r[col("order_number")] === script[1]!.number)!;
    // Baghdad wall-clock time: placed at 23:59 on the day.
    expect(late[col("created_at")]).toBe(`${day} 23:59`);
    expect(late[col("status")]).toBe("delivered");
    expect(late[col("total")]).toBe(String(script[1]!.total));
    expect(late[col("units")]).toBe("2");
    expect(late[col("phone")]).toMatch(/^07\d{2} \d{3} \d{4}$/);
    expect(late[col("courier")]).toBe("Karim the courier");

    // The list's other filters apply as the list's: status, and the courier.
    const status = readSheet(
      (
        await staffCall(t, owner.token, "GET", "staff/export/orders.csv", undefined, {
          from: day,
          to: day,
          status: "delivered",
        })
      ).rawPayload,
    );
    expect(status.length - 1).toBe(onTheDay.filter((o) => o.moves.at(-1)?.[0] === "delivered").length);

    const picked = [script[0]!.number!, script[4]!.number!];
    const xlsx = await staffCall(t, owner.token, "GET", "staff/export/orders.xlsx", undefined, {
      numbers: picked.join(","),
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const sheet = readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual(header);
    expect(
      sheet
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([...picked].sort());
    const refused = sheet.find((r) => r[0] === script[4]!.number)!;
    expect(refused[header.indexOf("status")]).toBe("returned");

    expect((await staffCall(t, tokens.content_editor, "GET", "staff/export/orders.csv")).statusCode).toBe(
      403,
    );
    const tooMany = Array.from({ length: 501 }, (_, i) => `DK-${String(i).padStart(8, "2")}`).join(",");
    const refusedQuery = await staffCall(t, owner.token, "GET", "staff/export/orders.csv", undefined, {
      numbers: tooMany,
    });
    expect(refusedQuery.statusCode).toBe(400);
  });
});

describe(`bulk moves on ${testDatabaseKind}`, () => {
  it("never confirms a blocked phone's order in bulk: it waits for its own page, with the warning", async () => {
    const size = await fx.freshSize(5);
    const open = (await fx.placeOrder([{ size, quantity: 1 }])).order_number;
    const blockedOrder = await fx.placeOrder([{ size, quantity: 1 }]);
    const block = await staffCall(t, owner.token, "POST", "staff/blocked-phones", {
      phone: blockedOrder.customer.phone,
      reason: "Refused three deliveries",
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    const res = await staffCall(t, owner.token, "POST", "staff/orders/bulk-move", {
      order_numbers: [open, blockedOrder.order_number],
      status: "confirmed",
    });
    expect(res.json().data).toEqual({
      status: "confirmed",
      moved: [open],
      skipped: [{ order_number: blockedOrder.order_number, status: "placed", reason: "blocked_phone" }],
    });
    // Confirmed on its own page, it moves on in bulk like any other.
    await move(blockedOrder.order_number, { status: "confirmed" });
    const prepared = await staffCall(t, owner.token, "POST", "staff/orders/bulk-move", {
      order_numbers: [blockedOrder.order_number],
      status: "preparing",
    });
    expect(prepared.json().data.moved).toEqual([blockedOrder.order_number]);
  });

  it("moves the orders that may move, one by one, and says why the others were skipped", async () => {
    const size = await fx.freshSize(50);
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await fx.placeOrder([{ size, quantity: 1 }])).order_number);
    const confirmedAlready = (await fx.placeOrder([{ size, quantity: 1 }])).order_number;
    await move(confirmedAlready, { status: "confirmed" });
    const res = await staffCall(t, tokens.order_agent, "POST", "staff/orders/bulk-move", {
      order_numbers: [...placed, confirmedAlready, "DK-ZZZZZZZZ"],
      status: "confirmed",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      status: "confirmed",
      moved: placed,
      skipped: [
        { order_number: confirmedAlready, status: "confirmed", reason: "not_allowed" },
        { order_number: "DK-ZZZZZZZZ", status: null, reason: "not_found" },
      ],
    });
    const statuses = await t.database.db
      .select({ n: orders.orderNumber, s: orders.status })
      .from(orders)
      .where(inArray(orders.orderNumber, [...placed, confirmedAlready]));
    expect(statuses.every((r) => r.s === "confirmed")).toBe(true);
    // Each moved order has its own timeline event by the agent.
    const events = await t.database.db
      .select({ id: orderStatusEvents.id })
      .from(orderStatusEvents)
      .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
      .where(and(inArray(orders.orderNumber, placed), eq(orderStatusEvents.status, "confirmed")));
    expect(events).toHaveLength(3);

    // Handing over needs an active courier: without one nothing moves.
    const noCourier = await staffCall(t, owner.token, "POST", "staff/orders/bulk-move", {
      order_numbers: placed,
      status: "with_courier",
    });
    expect(noCourier.statusCode).toBe(400);
    const unknownCourier = await staffCall(t, owner.token, "POST", "staff/orders/bulk-move", {
      order_numbers: placed,
      status: "with_courier",
      courier_id: 999_999,
    });
    expect(unknownCourier.statusCode).toBe(422);

    // Prepare two, then hand all four over: the two still confirmed are skipped.
    await staffCall(t, owner.token, "POST", "staff/orders/bulk-move", {
      order_numbers: placed.slice(0, 2),
      status: "preparing",
    });
    const courier = await newCourier(t, owner.token, "Bulk courier");
    const handed = await staffCall(t, owner.token, "POST", "staff/orders/bulk-move", {
      order_numbers: [...placed, confirmedAlready],
      status: "with_courier",
      courier_id: courier.id,
    });
    expect(handed.json().data.moved).toEqual(placed.slice(0, 2));
    expect(handed.json().data.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      "not_allowed",
      "not_allowed",
    ]);
    const delivered = await staffCall(t, owner.token, "POST", "staff/orders/bulk-move", {
      order_numbers: placed.slice(0, 2),
      status: "delivered",
    });
    expect(delivered.json().data.moved).toEqual(placed.slice(0, 2));
  });

  it("is capped, needs orders.move, and takes only the list's moves", async () => {
    const many = Array.from({ length: 101 }, (_, i) => `DK-${String(i).padStart(8, "2")}`);
    const cases: [string, Record<string, unknown>, number][] = [
      [owner.token, { order_numbers: many, status: "confirmed" }, 400],
      [owner.token, { order_numbers: [], status: "confirmed" }, 400],
      [owner.token, { order_numbers: ["DK-ZZZZZZZZ"], status: "cancelled" }, 400],
      [tokens.content_editor, { order_numbers: ["DK-ZZZZZZZZ"], status: "confirmed" }, 403],
      [tokens.stock_clerk, { order_numbers: ["DK-ZZZZZZZZ"], status: "confirmed" }, 403],
    ];
    for (const [token, body, status] of cases) {
      const res = await staffCall(t, token, "POST", "staff/orders/bulk-move", body);
      expect(res.statusCode, res.body).toBe(status);
    }
  });
});
