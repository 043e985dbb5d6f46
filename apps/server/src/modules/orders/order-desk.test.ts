import { orderStatuses } from "@dukkan/contracts";
import { coupons, courierSettlements, orders } from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshIp } from "#server/modules/clients/accounts.test-support.ts";
import { signedInStaff } from "#server/modules/staff/staff.test-support.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";
import { newCourier, staffCall, useOrderDesk } from "./order-desk.test-support.ts";

const desk = useOrderDesk();

const move = (orderNumber: string, body: Record<string, unknown>, token = desk.agent.token) =>
  staffCall(desk.t, token, "POST", `staff/orders/${orderNumber}/status`, body);
const addNote = (orderNumber: string, note: string) =>
  staffCall(desk.t, desk.agent.token, "POST", `staff/orders/${orderNumber}/notes`, { note });
const read = (orderNumber: string, lang = "en") =>
  staffCall(desk.t, desk.agent.token, "GET", `staff/orders/${orderNumber}`, undefined, { lang });
const list = (query: Record<string, string>) =>
  staffCall(desk.t, desk.agent.token, "GET", "staff/orders", undefined, { per_page: "100", ...query });
const numbersOf = (res: { json(): { data: { order_number: string }[] } }) =>
  res.json().data.map((o) => o.order_number);

/** An order taken to `with_courier` with `courierId`. */
async function outWithCourier(orderNumber: string, courierId: number) {
  for (const body of [
    { status: "confirmed" },
    { status: "preparing" },
    { status: "with_courier", courier_id: courierId },
  ]) {
    const res = await move(orderNumber, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe(`order statuses on ${testDatabaseKind}`, () => {
  it("walks the cash-on-delivery path with actor, note and the amount to collect on the timeline", async () => {
    const size = await desk.fx.freshSize(5);
    const order = await desk.fx.placeOrder([{ size, quantity: 2 }]);
    const courier = await newCourier(desk.t, desk.owner.token);
    expect(
      (await move(order.order_number, { status: "confirmed", note: "Called, she confirmed" })).statusCode,
    ).toBe(200);
    expect((await move(order.order_number, { status: "preparing" })).statusCode).toBe(200);
    const out = await move(order.order_number, { status: "with_courier", courier_id: courier.id });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({
      status: "with_courier",
      courier: { id: courier.id, name: "Ali the courier" },
      amount_to_collect: order.total,
    });
    const delivered = await move(order.order_number, { status: "delivered" });
    const events = delivered.json().data.events;
    expect(events.map((e: { status: string }) => e.status)).toEqual([
      "placed",
      "confirmed",
      "preparing",
      "with_courier",
      "delivered",
    ]);
    expect(events[0].actor).toBeNull();
    expect(events[1]).toMatchObject({
      kind: "status",
      actor: { id: desk.agent.id },
      note: "Called, she confirmed",
    });
    expect(events[3].details).toEqual({ courier_id: courier.id, amount_to_collect: order.total });
    // The audit log has each move, by whom, before and after, in the move's transaction.
    const [row] = await desk.t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, order.order_number));
    const audit = await staffCall(desk.t, desk.owner.token, "GET", "staff/audit", undefined, {
      entity: "order",
      entity_id: String(row!.id),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().data as { actor: { id: number }; before: unknown; after: unknown }[];
    expect(entries).toHaveLength(4);
    expect(entries.at(-1)).toMatchObject({
      actor: { id: desk.agent.id },
      before: { status: "placed" },
      after: { status: "confirmed" },
    });
    expect(entries.find((e) => (e.after as { status: string }).status === "with_courier")).toMatchObject({
      before: { status: "preparing" },
      after: { courier_id: courier.id, amount_to_collect: order.total },
    });
    // The total includes the delivery fee.
    expect(order.total).toBe(
      delivered.json().data.subtotal - delivered.json().data.discount + delivered.json().data.delivery_fee,
    );
  });

  it("refuses moves the status does not allow (409) and requires a reason to cancel and a courier to dispatch", async () => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    for (const status of ["preparing", "delivered", "returned"]) {
      const res = await move(order.order_number, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: "conflict" });
    }
    const noReason = await move(order.order_number, { status: "cancelled" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: ["required"] });
    await move(order.order_number, { status: "confirmed" });
    await move(order.order_number, { status: "preparing" });
    const noCourier = await move(order.order_number, { status: "with_courier" });
    expect(noCourier.json().errors).toEqual({ courier_id: ["required"] });
    const inactive = await newCourier(desk.t, desk.owner.token, "Away");
    await staffCall(desk.t, desk.owner.token, "PATCH", `staff/couriers/${inactive.id}`, { active: false });
    const away = await move(order.order_number, { status: "with_courier", courier_id: inactive.id });
    expect(away.statusCode).toBe(422);
    expect(away.json().error_codes).toEqual({ courier_id: ["invalid_courier"] });
    expect((await read(order.order_number)).json().data.status).toBe("preparing");
    expect((await move("DK-AAAAAAAA", { status: "confirmed" })).statusCode).toBe(404);
  });

  it("two staff moving the same order at once: one wins, the other gets 409", async () => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    const second = await signedInStaff(desk.t, desk.owner, "order_agent");
    // Both saw it placed: one confirms, the other cancels.
    const results = await Promise.all([
      move(order.order_number, { status: "confirmed", from: "placed" }),
      move(
        order.order_number,
        { status: "cancelled", reason: "Duplicate order", from: "placed" },
        second.token,
      ),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = (await read(order.order_number)).json().data.events;
    expect(events).toHaveLength(2);
    // The same move twice at once, without `from`: one wins.
    const same = await Promise.all([
      move(order.order_number, { status: "preparing" }),
      move(order.order_number, { status: "preparing" }, second.token),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual(
      events[1].status === "confirmed" ? [200, 409] : [409, 409],
    );
  });

  it("cancelling and returning give the stock back (cancellation movements) and the coupon use", async () => {
    const size = await desk.fx.freshSize(10);
    const [coupon] = await desk.t.database.db
      .insert(coupons)
      .values({ code: `DESK-${Date.now()}`, kind: "fixed", value: 1000, usageLimit: 5 })
      .returning();
    const cancelled = await desk.fx.placeOrder([{ size, quantity: 3 }], { coupon: coupon!.code });
    const returned = await desk.fx.placeOrder([{ size, quantity: 2 }]);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(5);
    const res = await move(cancelled.order_number, { status: "cancelled", reason: "Customer unreachable" });
    expect(res.json().data.events.at(-1)).toMatchObject({
      status: "cancelled",
      reason: "Customer unreachable",
    });
    const courier = await newCourier(desk.t, desk.owner.token);
    await outWithCourier(returned.order_number, courier.id);
    expect(
      (await move(returned.order_number, { status: "returned", note: "Refused at the door" })).statusCode,
    ).toBe(200);
    expect(await desk.fx.stockOf(size.sizeId)).toBe(10);
    const movements = await desk.fx.movementsOf(size.sizeId);
    expect(movements.slice(-2).map((m) => [m.reason, m.delta, m.orderNumber])).toEqual([
      ["cancellation", 3, cancelled.order_number],
      ["cancellation", 2, returned.order_number],
    ]);
    const [row] = await desk.t.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.usedCount).toBe(0);
  });

  it("a stock clerk cannot move or cancel orders; an order agent moves them but edits no catalogue, stock or settings", async () => {
    const clerk = await signedInStaff(desk.t, desk.owner, "stock_clerk");
    const size = await desk.fx.freshSize(2);
    const order = await desk.fx.placeOrder([{ size, quantity: 1 }]);
    const refused = await move(order.order_number, { status: "cancelled", reason: "x" }, clerk.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "forbidden" });
    expect((await move(order.order_number, { status: "confirmed" })).statusCode).toBe(200);
    for (const [path, body] of [
      ["staff/brands", { name: { ar: "ماركة" } }],
      [`staff/sizes/${size.sizeId}/stock`, { delta: 1, reason: "correction" }],
      ["staff/couriers", { name: "x", phone: "07701234567" }],
    ] as const) {
      const res = await staffCall(desk.t, desk.agent.token, "POST", path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toMatchObject({ code: "forbidden" });
    }
    expect(await desk.fx.stockOf(size.sizeId)).toBe(1);
  });
});

describe(`the order list on ${testDatabaseKind}`, () => {
  it("finds an order by number, name and phone in any digit form", async () => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }], {
      customer: { full_name: "مريم عبد الرحمن", phone: "0771 987 6543" },
    });
    const number = order.order_number;
    for (const q of [
      number,
      number.toLowerCase(),
      number.slice(3), // without DK-
      number.slice(0, 7),
      "عبد الرحمن",
      "07719876543",
      "+964 771 987 6543",
      "9647719876543",
      "٠٧٧١٩٨٧٦٥٤٣",
      "۰۷۷۱ ۹۸۷ ۶۵۴۳",
      "987 6543",
    ]) {
      const res = await list({ q });
      expect(res.statusCode, q).toBe(200);
      expect(numbersOf(res), q).toContain(number);
    }
    for (const q of ["07719876544", "نور", "DK-AAAA"]) {
      expect(numbersOf(await list({ q })), q).not.toContain(number);
    }
  });

  it.each([
    ["whose number, after DK-, starts with DK again", "DK-DKKHT9PQ", ["DKKHT9PQ", "dkkht9pq", "DK-DKK"]],
    ["whose number is digits only", "DK-34679343", ["34679343", "٣٤٦٧٩٣٤٣", "dk-3467"]],
  ])("finds an order %s, typed without its DK-", async (_, number, queries) => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    await desk.t.database.db
      .update(orders)
      .set({ orderNumber: number })
      .where(eq(orders.orderNumber, order.order_number));
    for (const q of [number, ...queries]) {
      const res = await list({ q });
      expect(res.statusCode, q).toBe(200);
      expect(numbersOf(res), q).toContain(number);
    }
  });

  it("finds a customer's name of eight letters that could also be the start of an order number", async () => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }], {
      customer: { full_name: "Kareemah Hadi" },
    });
    for (const q of ["Kareemah", "kareemah"])
      expect(numbersOf(await list({ q })), q).toContain(order.order_number);
  });

  it("finds an order by a part of its number from the middle, in any case and digit form", async () => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }], {
      customer: { landmark: "قرب جامع الرحمن", notes: "اتصل قبل الوصول" },
    });
    // A number whose middle is known: read off a slip, "CXJ93" of DK-WCXJ93TQ.
    const number = "DK-WCXJ93TQ";
    await desk.t.database.db
      .update(orders)
      .set({ orderNumber: number })
      .where(eq(orders.orderNumber, order.order_number));
    for (const q of ["CXJ93", "cxj93", "cxj٩٣", "CXJ۹۳", " xj9 ", "93TQ", "WCXJ93TQ", "dk-wcx"]) {
      const res = await list({ q });
      expect(res.statusCode, q).toBe(200);
      expect(numbersOf(res), q).toContain(number);
    }
    // The list carries where the courier goes (the manifest prints it).
    expect((await list({ q: "CXJ93" })).json().data[0]).toMatchObject({
      order_number: number,
      address: expect.any(String),
      city: expect.any(String),
      landmark: "قرب جامع الرحمن",
      notes: "اتصل قبل الوصول",
    });
    for (const q of ["CXJ94", "XJ3", "DK-CXJ93"]) {
      expect(numbersOf(await list({ q })), q).not.toContain(number);
    }
  });

  it("saved views, filters and pages", async () => {
    const courier = await newCourier(desk.t, desk.owner.token);
    const other = desk.fx.governorates[1]!;
    const placed = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }], {
      customer: { governorate_id: other.id },
    });
    const out = await desk.fx.placeOrder([
      { size: await desk.fx.freshSize(3), quantity: 2 },
      { size: await desk.fx.freshSize(3), quantity: 1 },
    ]);
    await outWithCourier(out.order_number, courier.id);
    const delivered = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    await outWithCourier(delivered.order_number, courier.id);
    await move(delivered.order_number, { status: "delivered" });

    expect(numbersOf(await list({ view: "to_confirm" }))).toContain(placed.order_number);
    expect(numbersOf(await list({ view: "to_confirm" }))).not.toContain(out.order_number);
    expect(numbersOf(await list({ view: "with_courier", courier_id: String(courier.id) }))).toEqual([
      out.order_number,
    ]);
    expect(numbersOf(await list({ view: "cash_not_settled", courier_id: String(courier.id) }))).toEqual([
      delivered.order_number,
    ]);
    const today = numbersOf(await list({ view: "today" }));
    expect(today).toEqual(
      expect.arrayContaining([placed.order_number, out.order_number, delivered.order_number]),
    );
    const inOther = await list({ governorate_id: String(other.id) });
    expect(numbersOf(inOther)).toContain(placed.order_number);
    expect(numbersOf(inOther)).not.toContain(out.order_number);
    const byStatus = await list({ status: "delivered" });
    expect(byStatus.json().data.every((o: { status: string }) => o.status === "delivered")).toBe(true);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(new Date());
    expect(numbersOf(await list({ from: day, to: day }))).toContain(placed.order_number);
    expect(numbersOf(await list({ to: "2020-01-01" }))).toEqual([]);
    const summary = (await list({ q: out.order_number })).json().data[0];
    expect(summary).toMatchObject({
      status: "with_courier",
      courier: { id: courier.id },
      amount_to_collect: out.total,
      items: 3,
      settled: false,
    });
    const page = await staffCall(desk.t, desk.agent.token, "GET", "staff/orders", undefined, {
      per_page: "2",
      page: "2",
    });
    expect(page.json()).toMatchObject({ page: 2, per_page: 2 });
    expect(page.json().data).toHaveLength(2);
    const bad = await list({ from: "yesterday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ from: ["invalid_date"] });
  });

  it("sorts by date, total and status (workflow order), both ways, and refuses an unknown sort", async () => {
    const courier = await newCourier(desk.t, desk.owner.token);
    const cheap = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    const dear = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 3 }]);
    await outWithCourier(dear.order_number, courier.id);
    const mine = { courier_id: String(courier.id) };
    const both = (rows: string[]) => rows.filter((n) => n === cheap.order_number || n === dear.order_number);
    const sorted = async (sort: string, filter: Record<string, string> = {}) =>
      both(numbersOf(await list({ sort, per_page: "100", view: "today", ...filter })));

    expect(await sorted("-date")).toEqual([dear.order_number, cheap.order_number]);
    expect(await sorted("date")).toEqual([cheap.order_number, dear.order_number]);
    const totals = (await list({ sort: "-total", per_page: "100" }))
      .json()
      .data.map((o: { total: number }) => o.total);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    expect(dear.total).toBeGreaterThan(cheap.total);
    const byStatus = (await list({ sort: "status", per_page: "100" }))
      .json()
      .data.map((o: { status: string }) => orderStatuses.indexOf(o.status as never));
    expect(byStatus).toEqual([...byStatus].sort((a: number, b: number) => a - b));
    expect(numbersOf(await list({ sort: "-status", ...mine }))).toEqual([dear.order_number]);
    const bad = await list({ sort: "price" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ sort: ["invalid_sort"] });
  });

  it("counts the orders waiting for confirmation, for the menu", async () => {
    const before = (await staffCall(desk.t, desk.agent.token, "GET", "staff/orders/new")).json().data;
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    const after = (await staffCall(desk.t, desk.agent.token, "GET", "staff/orders/new")).json().data;
    expect(after).toEqual({ to_confirm: before.to_confirm + 1, latest: order.order_number });
  });
});

describe(`the order page on ${testDatabaseKind}`, () => {
  it("keeps private notes on the staff timeline only, and links WhatsApp in the customer's language", async () => {
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }], {
      lang: "en",
    });
    const note = await addNote(order.order_number, "Wants delivery after 5 pm");
    expect(note.statusCode, note.body).toBe(201);
    const page = (await read(order.order_number)).json().data;
    expect(page.events.at(-1)).toMatchObject({
      kind: "note",
      note: "Wants delivery after 5 pm",
      actor: { id: desk.agent.id },
    });
    expect(page.lang).toBe("en");
    const url = new URL(page.whatsapp_url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${page.customer.phone.slice(1)}`);
    expect(url.searchParams.get("text")).toContain(`Dukkan order ${order.order_number}`);
    const arabic = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }], {
      lang: "ar",
    });
    const arabicText = new URL((await read(arabic.order_number)).json().data.whatsapp_url).searchParams.get(
      "text",
    );
    expect(arabicText).toContain(`طلبك رقم ${arabic.order_number}`);
    // The client's tracking shows statuses, never staff notes.
    const tracked = await desk.t.app.inject({
      url: api("orders/lookup", { order_number: order.order_number, phone: page.customer.phone }),
      remoteAddress: freshIp(),
    });
    expect(tracked.json().data.timeline).toEqual([{ status: "placed", at: expect.any(String) }]);
    expect(tracked.body).not.toContain("5 pm");
    const empty = await addNote(order.order_number, "  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ note: ["required"] });
  });
});

describe(`couriers and settlements on ${testDatabaseKind}`, () => {
  it("adds and edits couriers with their phone in E.164; a phone is one courier's", async () => {
    const created = await staffCall(desk.t, desk.owner.token, "POST", "staff/couriers", {
      name: "Hassan",
      phone: "٠٧٨٠ ١١١ ٢٢٣٣",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      name: "Hassan",
      phone: "+9647801112233",
      active: true,
      with_courier: 0,
    });
    const again = await staffCall(desk.t, desk.owner.token, "POST", "staff/couriers", {
      name: "H2",
      phone: "07801112233",
    });
    expect(again.json().error_codes).toEqual({ phone: ["phone_taken"] });
    const bad = await staffCall(desk.t, desk.owner.token, "POST", "staff/couriers", {
      name: "",
      phone: "12",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: ["required"] });
    const wrongPhone = await staffCall(desk.t, desk.owner.token, "POST", "staff/couriers", {
      name: "X",
      phone: "12",
    });
    expect(wrongPhone.json().error_codes).toEqual({ phone: ["invalid_phone"] });
    const id = created.json().data.id;
    const edited = await staffCall(desk.t, desk.owner.token, "PATCH", `staff/couriers/${id}`, {
      name: "Hassan K.",
      active: false,
    });
    expect(edited.json().data).toMatchObject({ name: "Hassan K.", active: false });
    expect(
      (await staffCall(desk.t, desk.owner.token, "PATCH", "staff/couriers/999999", { name: "x" })).statusCode,
    ).toBe(404);
    const listed = (await staffCall(desk.t, desk.agent.token, "GET", "staff/couriers")).json().data;
    expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({ name: "Hassan K." });
  });

  it("settles a courier's cash: expected from the orders, a difference flagged until resolved", async () => {
    const courier = await newCourier(desk.t, desk.owner.token);
    const a = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    const b = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 2 }]);
    await outWithCourier(a.order_number, courier.id);
    await outWithCourier(b.order_number, courier.id);
    await move(a.order_number, { status: "delivered" });
    const expected = a.total + b.total;
    const holds = (await staffCall(desk.t, desk.agent.token, "GET", "staff/couriers"))
      .json()
      .data.find((c: { id: number }) => c.id === courier.id);
    expect(holds).toMatchObject({ with_courier: 1, cash_to_settle: a.total });

    const short = await staffCall(desk.t, desk.agent.token, "POST", "staff/settlements", {
      courier_id: courier.id,
      order_numbers: [a.order_number, b.order_number],
      received: expected - 5000,
      note: "Says a customer paid less",
    });
    expect(short.statusCode, short.body).toBe(201);
    const settlement = short.json().data;
    expect(settlement).toMatchObject({
      courier: { id: courier.id },
      expected,
      received: expected - 5000,
      difference: -5000,
      flagged: true,
      resolved_at: null,
    });
    expect(settlement.orders.map((o: { order_number: string }) => o.order_number).sort()).toEqual(
      [a.order_number, b.order_number].sort(),
    );
    // Cash handed in: b was still out, and is now delivered; both leave "cash not settled".
    expect((await read(b.order_number)).json().data).toMatchObject({
      status: "delivered",
      settlement_id: settlement.id,
    });
    expect(numbersOf(await list({ view: "cash_not_settled", courier_id: String(courier.id) }))).toEqual([]);
    const open = await staffCall(desk.t, desk.agent.token, "GET", "staff/settlements", undefined, {
      open: "true",
    });
    expect(open.json().data.map((s: { id: number }) => s.id)).toContain(settlement.id);
    // Settled twice: 409 naming the orders, nothing written.
    const twice = await staffCall(desk.t, desk.agent.token, "POST", "staff/settlements", {
      courier_id: courier.id,
      order_numbers: [a.order_number],
      received: a.total,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ order_numbers: [a.order_number] });

    expect(
      (
        await staffCall(desk.t, desk.agent.token, "PATCH", `staff/settlements/${settlement.id}`, {
          resolution_note: "x",
        })
      ).statusCode,
    ).toBe(403);
    const resolved = await staffCall(
      desk.t,
      desk.owner.token,
      "PATCH",
      `staff/settlements/${settlement.id}`,
      {
        resolution_note: "Discount agreed by phone",
      },
    );
    expect(resolved.json().data).toMatchObject({
      flagged: false,
      resolution_note: "Discount agreed by phone",
    });
    const audit = await staffCall(desk.t, desk.owner.token, "GET", "staff/audit", undefined, {
      entity: "settlement",
      entity_id: String(settlement.id),
    });
    expect(audit.json().data.map((e: { action: string }) => e.action)).toEqual(["update", "create"]);
    expect(audit.json().data[1].after).toMatchObject({ expected, received: expected - 5000 });
    const again = await staffCall(desk.t, desk.owner.token, "PATCH", `staff/settlements/${settlement.id}`, {
      resolution_note: "y",
    });
    expect(again.statusCode).toBe(409);
    const stillOpen = await staffCall(desk.t, desk.agent.token, "GET", "staff/settlements", undefined, {
      open: "true",
    });
    expect(stillOpen.json().data.map((s: { id: number }) => s.id)).not.toContain(settlement.id);
    expect((await staffCall(desk.t, desk.agent.token, "GET", "staff/settlements/999999")).statusCode).toBe(
      404,
    );
  });

  it("refuses another courier's orders and bad amounts", async () => {
    const mine = await newCourier(desk.t, desk.owner.token);
    const theirs = await newCourier(desk.t, desk.owner.token);
    const order = await desk.fx.placeOrder([{ size: await desk.fx.freshSize(3), quantity: 1 }]);
    await outWithCourier(order.order_number, theirs.id);
    const wrong = await staffCall(desk.t, desk.agent.token, "POST", "staff/settlements", {
      courier_id: mine.id,
      order_numbers: [order.order_number],
      received: order.total,
    });
    expect(wrong.statusCode).toBe(409);
    const negative = await staffCall(desk.t, desk.agent.token, "POST", "staff/settlements", {
      courier_id: theirs.id,
      order_numbers: [order.order_number],
      received: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ received: ["invalid_amount"] });
  });

  it("cancelling while the settlement of that order is saved: one consistent outcome", async () => {
    for (let round = 0; round < 4; round++) {
      const courier = await newCourier(desk.t, desk.owner.token);
      const size = await desk.fx.freshSize(5);
      const order = await desk.fx.placeOrder([{ size, quantity: 2 }]);
      await outWithCourier(order.order_number, courier.id);
      const [settle, cancel] = await Promise.all([
        staffCall(desk.t, desk.agent.token, "POST", "staff/settlements", {
          courier_id: courier.id,
          order_numbers: [order.order_number],
          received: order.total,
        }),
        move(order.order_number, { status: "cancelled", reason: "Customer cancelled by phone" }),
      ]);
      const codes = [settle.statusCode, cancel.statusCode];
      const [row] = await desk.t.database.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, order.order_number));
      const settlements = await desk.t.database.db
        .select()
        .from(courierSettlements)
        .where(eq(courierSettlements.courierId, courier.id));
      if (codes[0] === 201) {
        expect(codes[1], cancel.body).toBe(409);
        expect(row).toMatchObject({ status: "delivered", settlementId: settle.json().data.id });
        expect(settlements).toHaveLength(1);
        expect(await desk.fx.stockOf(size.sizeId)).toBe(3);
      } else {
        expect(codes, settle.body).toEqual([409, 200]);
        expect(row).toMatchObject({ status: "cancelled", settlementId: null });
        expect(settlements).toHaveLength(0);
        expect(await desk.fx.stockOf(size.sizeId)).toBe(5);
      }
    }
  });
});
