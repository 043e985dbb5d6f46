import {
  type Language,
  type Localized,
  localize,
  orderStatuses,
  orderStatusRules,
  sqlListOf,
  statusesOfDeskView,
  stocklessOrderStatuses,
} from "@dukkan/contracts";
import type { ReportFigures } from "@dukkan/contracts/reports";
import { addDays, shopDay, shopTimeZone } from "@dukkan/contracts/shop-days";
import { type Db, rowsOf } from "@dukkan/db";
import { sql } from "drizzle-orm";

const list = (statuses: readonly string[]) => sql.raw(sqlListOf(statuses));

/** Confirmed and on the way, not delivered yet: the stock is held and the order is past the confirmation call. */
const confirmedNotDelivered = orderStatuses.filter(
  (s) =>
    orderStatusRules[s].holdsStock &&
    orderStatusRules[s].next.length > 0 &&
    !statusesOfDeskView("to_confirm").includes(s),
);
/** A status an order reaches only once someone confirmed it (for "cancelled after confirmation"). */
const pastConfirmation = list(confirmedNotDelivered);
const awaiting = list(statusesOfDeskView("to_confirm"));
const notSpent = list(stocklessOrderStatuses);

/** Sums of IQD can pass 2^31 over a year: bigint in SQL, a number here (pg gives a string, PGlite a bigint). */
const n = (value: unknown) => Number(value ?? 0);

/**
 * Money at a glance (issue 38, decision 0035): the figures of a range of the shop's calendar days (Baghdad time).
 * Sales count an order on the day it was DELIVERED (its last `delivered` status event, the one that stands);
 * orders waiting, refusals and top products count the orders PLACED in the range. Cash with couriers and
 * unresolved settlement differences are what stands now, whatever the range.
 */
export async function reportFigures(
  db: Db,
  input: { from?: string | undefined; to?: string | undefined; lang: Language },
): Promise<ReportFigures> {
  const to = input.to ?? input.from ?? shopDay();
  const from = input.from ?? to;
  // The range's instants: midnight in Baghdad at its first day, and the one after its last day.
  const start = sql`(${from}::date::timestamp AT TIME ZONE ${shopTimeZone})`;
  const end = sql`(${addDays(to, 1)}::date::timestamp AT TIME ZONE ${shopTimeZone})`;

  const [delivered, placed, refunds, top, couriers, differences, reasons] = await Promise.all([
    // Read from the delivered events of the range (a partial index), then the orders that stand delivered
    // and were not delivered again after the range (an undone delivery, delivered a second time later).
    rowsOf<{ orders: number; sales: unknown; fees: unknown }>(
      db.execute(sql`
        SELECT count(*)::int AS orders, coalesce(sum(o.total), 0)::bigint AS sales,
               coalesce(sum(o.delivery_fee), 0)::bigint AS fees
        FROM orders o
        WHERE o.id = ANY(ARRAY(SELECT e.order_id FROM order_status_events e
                               WHERE e.kind = 'status' AND e.status = 'delivered'
                                 AND e.created_at >= ${start} AND e.created_at < ${end}))
          AND o.status = 'delivered'
          AND NOT EXISTS (SELECT 1 FROM order_status_events l
                          WHERE l.order_id = o.id AND l.kind = 'status' AND l.status = 'delivered'
                            AND l.created_at >= ${end})`),
    ),
    rowsOf<{
      open_orders: number;
      open_value: unknown;
      awaiting_orders: number;
      awaiting_value: unknown;
      all_orders: number;
      returned: number;
      cancelled_after: number;
    }>(
      db.execute(sql`
        SELECT count(*) FILTER (WHERE o.status IN (${pastConfirmation}))::int AS open_orders,
               coalesce(sum(o.total) FILTER (WHERE o.status IN (${pastConfirmation})), 0)::bigint AS open_value,
               count(*) FILTER (WHERE o.status IN (${awaiting}))::int AS awaiting_orders,
               coalesce(sum(o.total) FILTER (WHERE o.status IN (${awaiting})), 0)::bigint AS awaiting_value,
               count(*) FILTER (WHERE o.status <> 'draft')::int AS all_orders,
               count(*) FILTER (WHERE o.status = 'returned')::int AS returned,
               count(*) FILTER (WHERE o.status = 'cancelled' AND EXISTS (
                 SELECT 1 FROM order_status_events e
                 WHERE e.order_id = o.id AND e.kind = 'status' AND e.status IN (${pastConfirmation})
               ))::int AS cancelled_after
        FROM orders o
        WHERE o.created_at >= ${start} AND o.created_at < ${end}`),
    ),
    rowsOf<{ refunds: unknown }>(
      db.execute(sql`
        SELECT coalesce(sum(refund), 0)::bigint AS refunds FROM order_returns
        WHERE created_at >= ${start} AND created_at < ${end}`),
    ),
    rowsOf<{ product_id: number; code: string; name: Localized; units: number; sales: unknown }>(
      db.execute(sql`
        WITH top AS (
          SELECT i.product_id, sum(i.quantity)::int AS units, sum(i.line_total)::bigint AS sales
          FROM order_items i
          WHERE i.order_id = ANY(ARRAY(SELECT o.id FROM orders o
                                       WHERE o.created_at >= ${start} AND o.created_at < ${end}
                                         AND o.status NOT IN (${notSpent})))
          GROUP BY i.product_id
          ORDER BY units DESC, sales DESC, i.product_id
          LIMIT 10
        )
        -- The name and code of the product's latest line (as sold; the orders module keeps no catalogue).
        SELECT top.product_id, latest.code, latest.name, top.units, top.sales
        FROM top CROSS JOIN LATERAL (
          SELECT l.code, l.name FROM order_items l WHERE l.product_id = top.product_id ORDER BY l.id DESC LIMIT 1
        ) latest
        ORDER BY top.units DESC, top.sales DESC, top.product_id`),
    ),
    // Only the orders that hold a courier's cash: out with them, or delivered and not handed in.
    rowsOf<{ id: number; name: string; out_orders: number; out_amount: unknown; to_settle: unknown }>(
      db.execute(sql`
        SELECT c.id, c.name,
               count(*) FILTER (WHERE o.status = 'with_courier')::int AS out_orders,
               coalesce(sum(o.amount_to_collect) FILTER (WHERE o.status = 'with_courier'), 0)::bigint AS out_amount,
               coalesce(sum(o.amount_to_collect) FILTER (WHERE o.status = 'delivered'), 0)::bigint AS to_settle
        FROM orders o JOIN couriers c ON c.id = o.courier_id
        WHERE o.settlement_id IS NULL
          AND o.status IN ('with_courier', 'delivered')
        GROUP BY c.id, c.name
        ORDER BY c.name, c.id`),
    ),
    rowsOf<{
      id: number;
      courier_id: number;
      courier_name: string;
      expected: number;
      received: number;
      created_at: Date | string;
    }>(
      db.execute(sql`
        SELECT s.id, s.courier_id, c.name AS courier_name, s.expected, s.received, s.created_at
        FROM courier_settlements s JOIN couriers c ON c.id = s.courier_id
        WHERE s.received <> s.expected AND s.resolved_at IS NULL
        ORDER BY s.created_at DESC, s.id DESC
        LIMIT 100`),
    ),
    // Cancellations and refusals by their move's time (the partial index on status moves), returns by theirs.
    rowsOf<{
      kind: "cancelled" | "returned" | "return";
      reason_id: number | null;
      label: Localized | null;
      count: number;
    }>(
      db.execute(sql`
        SELECT r.kind, r.reason_id, x.label, r.count FROM (
          SELECT e.status AS kind, e.reason_id, count(*)::int AS count
          FROM order_status_events e
          WHERE e.kind = 'status' AND e.status IN ('cancelled', 'returned')
            AND e.created_at >= ${start} AND e.created_at < ${end}
          GROUP BY e.status, e.reason_id
          UNION ALL
          SELECT 'return', t.reason_id, count(*)::int
          FROM order_returns t
          WHERE t.created_at >= ${start} AND t.created_at < ${end}
          GROUP BY t.reason_id
        ) r LEFT JOIN order_reasons x ON x.id = r.reason_id
        ORDER BY r.kind, r.count DESC, r.reason_id`),
    ),
  ]);

  const d = delivered[0];
  const p = placed[0];
  const sales = n(d?.sales);
  const deliveredOrders = n(d?.orders);
  const refunded = n(refunds[0]?.refunds);
  const allOrders = n(p?.all_orders);
  const refused = n(p?.returned) + n(p?.cancelled_after);
  const courierRows = couriers.map((c) => ({
    id: Number(c.id),
    name: c.name,
    out_orders: n(c.out_orders),
    out_amount: n(c.out_amount),
    cash_to_settle: n(c.to_settle),
  }));
  return {
    from,
    to,
    time_zone: shopTimeZone,
    delivered: {
      orders: deliveredOrders,
      sales,
      delivery_fees: n(d?.fees),
      refunds: refunded,
      net_sales: sales - refunded,
      average_order_value: deliveredOrders > 0 ? Math.round(sales / deliveredOrders) : null,
    },
    confirmed_not_delivered: { orders: n(p?.open_orders), value: n(p?.open_value) },
    awaiting_confirmation: { orders: n(p?.awaiting_orders), value: n(p?.awaiting_value) },
    refusals: {
      orders: allOrders,
      returned_at_door: n(p?.returned),
      cancelled_after_confirmation: n(p?.cancelled_after),
      rate: allOrders > 0 ? Math.round((refused / allOrders) * 10_000) / 10_000 : 0,
    },
    couriers: courierRows,
    cash_with_couriers: {
      out_amount: courierRows.reduce((sum, c) => sum + c.out_amount, 0),
      cash_to_settle: courierRows.reduce((sum, c) => sum + c.cash_to_settle, 0),
    },
    open_differences: differences.map((s) => ({
      settlement_id: Number(s.id),
      courier: { id: Number(s.courier_id), name: s.courier_name },
      expected: n(s.expected),
      received: n(s.received),
      difference: n(s.received) - n(s.expected),
      created_at: new Date(s.created_at).toISOString(),
    })),
    reasons: reasons.map((r) => ({
      kind: r.kind,
      reason_id: r.reason_id === null ? null : Number(r.reason_id),
      label: r.label ? localize(r.label, input.lang) : "",
      count: n(r.count),
    })),
    top_products: top.map((row) => ({
      product_id: Number(row.product_id),
      code: row.code,
      name: localize(row.name, input.lang),
      units: n(row.units),
      sales: n(row.sales),
    })),
  };
}

/** The figures as a CSV sheet: one table, a row per figure (section, item, count, amount in IQD, percent). */
export function figuresSheet(figures: ReportFigures): string[][] {
  const s = (value: number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  const rows: string[][] = [
    ["section", "item", "count", "amount_iqd", "percent"],
    ["range", `${figures.from}..${figures.to}`, "", "", ""],
    ["time_zone", figures.time_zone, "", "", ""],
    ["delivered", "sales", s(figures.delivered.orders), s(figures.delivered.sales), ""],
    ["delivered", "delivery_fees", "", s(figures.delivered.delivery_fees), ""],
    ["delivered", "refunds", "", s(figures.delivered.refunds), ""],
    ["delivered", "net_sales", "", s(figures.delivered.net_sales), ""],
    ["delivered", "average_order_value", "", s(figures.delivered.average_order_value), ""],
    [
      "confirmed_not_delivered",
      "",
      s(figures.confirmed_not_delivered.orders),
      s(figures.confirmed_not_delivered.value),
      "",
    ],
    [
      "awaiting_confirmation",
      "",
      s(figures.awaiting_confirmation.orders),
      s(figures.awaiting_confirmation.value),
      "",
    ],
    ["refusals", "orders", s(figures.refusals.orders), "", ""],
    ["refusals", "returned_at_door", s(figures.refusals.returned_at_door), "", ""],
    ["refusals", "cancelled_after_confirmation", s(figures.refusals.cancelled_after_confirmation), "", ""],
    ["refusals", "rate", "", "", (figures.refusals.rate * 100).toFixed(2)],
  ];
  for (const c of figures.couriers) {
    rows.push(["courier_out", c.name, s(c.out_orders), s(c.out_amount), ""]);
    rows.push(["courier_to_settle", c.name, "", s(c.cash_to_settle), ""]);
  }
  for (const d of figures.open_differences)
    rows.push(["open_difference", `#${d.settlement_id} ${d.courier.name}`, "", s(d.difference), ""]);
  for (const r of figures.reasons) rows.push([`reason_${r.kind}`, r.label, String(r.count), "", ""]);
  for (const p of figures.top_products)
    rows.push(["top_product", `${p.code} ${p.name}`, s(p.units), s(p.sales), ""]);
  return rows;
}
