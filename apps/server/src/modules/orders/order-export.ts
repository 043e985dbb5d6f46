import type { Readable } from "node:stream";
import { type Language, localize, normalizeOrderNumber } from "@dukkan/contracts";
import { type OrderExportQuery, orderExportColumns } from "@dukkan/contracts/reports";
import { shopTimeZone } from "@dukkan/contracts/shop-days";
import type { Db } from "@dukkan/db";
import { couriers, orders } from "@dukkan/db/schema/orders";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type Sheet, streamCsv, streamXlsx } from "#server/lib/sheet-writer.ts";
import { listWhere } from "./order-desk.repository.ts";
import { searchMeanings } from "./order-desk.service.ts";

const ordersPerBatch = 1000;
const numericColumns = new Set(
  ["units", "subtotal", "discount", "delivery_fee", "total", "amount_to_collect", "settlement_id"].map((c) =>
    orderExportColumns.indexOf(c as never),
  ),
);

// Made on the first export: the first formatter with a time zone reads ~5 MB of the `node` binary's ICU data,
// which then stays resident in a server that never exports (issue 37, decision 0041).
let timeFormat: Intl.DateTimeFormat | undefined;
/** "2026-11-27 09:05" in the shop's time zone: what a spreadsheet shows and sorts. */
const shopTime = (at: Date) => {
  timeFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: shopTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return timeFormat.format(at).replace(",", "");
};

/**
 * An Iraqi mobile as couriers dial it (`0770 123 4567`): E.164's `+` would start a formula for a spreadsheet
 * (and be written `'+964…`), and a bare `0770…` would lose its zero as a number.
 */
const dialled = (e164: string) =>
  /^\+9647\d{9}$/.test(e164) ? `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}` : e164;

/**
 * The order list as a sheet (issue 38): its filters as the list parses them (the same `listWhere`, the search
 * split into its meanings by `searchMeanings`), or a selection of order numbers. Newest first, read in batches
 * of 1,000 by id (keyset, not offset: the thousandth batch costs what the first does), so that 100,000 orders
 * stream out in constant memory.
 */
async function* sheetRows(
  db: Db,
  query: OrderExportQuery,
  governorates: Map<number, string>,
): AsyncGenerator<Sheet> {
  yield [[...orderExportColumns]];
  const where = query.numbers
    ? inArray(orders.orderNumber, query.numbers.map(normalizeOrderNumber))
    : listWhere({
        view: query.view,
        status: query.status,
        governorateId: query.governorate_id,
        courierId: query.courier_id,
        from: query.from,
        to: query.to,
        search: query.q ? searchMeanings(query.q) : undefined,
      });
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        channel: orders.channel,
        fullName: orders.fullName,
        phone: orders.phone,
        cityId: orders.cityId,
        city: orders.city,
        address: orders.address,
        landmark: orders.landmark,
        notes: orders.notes,
        subtotal: orders.subtotal,
        discount: orders.discount,
        deliveryFee: orders.deliveryFee,
        total: orders.total,
        courierName: couriers.name,
        amountToCollect: orders.amountToCollect,
        settlementId: orders.settlementId,
        units: sql<number>`(SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = "orders"."id")`,
      })
      .from(orders)
      .leftJoin(couriers, eq(couriers.id, orders.courierId))
      .where(and(where, before === null ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(ordersPerBatch);
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.orderNumber,
      shopTime(r.createdAt),
      r.status,
      r.channel,
      r.fullName,
      dialled(r.phone),
      governorates.get(r.cityId) ?? "",
      r.city,
      r.address,
      r.landmark ?? "",
      r.notes ?? "",
      String(r.units),
      String(r.subtotal),
      String(r.discount),
      String(r.deliveryFee),
      String(r.total),
      r.courierName ?? "",
      r.amountToCollect === null ? "" : String(r.amountToCollect),
      r.settlementId === null ? "" : String(r.settlementId),
    ]);
    if (rows.length < ordersPerBatch) return;
    before = rows[rows.length - 1]!.id;
  }
}

/** The order sheet as CSV or XLSX, streamed; governorate names in `lang`. */
export function exportOrders(
  db: Db,
  input: {
    query: OrderExportQuery;
    format: "csv" | "xlsx";
    lang: Language;
    governorates: { id: number; name: Parameters<typeof localize>[0] }[];
  },
): Readable {
  const names = new Map(input.governorates.map((g) => [g.id, localize(g.name, input.lang)]));
  const rows = sheetRows(db, input.query, names);
  return input.format === "csv"
    ? streamCsv(rows)
    : streamXlsx(rows, { numeric: numericColumns, name: "orders" });
}
