import {
  isLanguage,
  type Language,
  localize,
  type NewOrders,
  normalizeOrderNumber,
  orderConfirmationMessages,
  orderNumberAlphabet,
  phoneSearchDigits,
  type RequestContext,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderListQuery,
  toAsciiDigits,
} from "@dukkan/contracts";
import { shopDay } from "@dukkan/contracts/shop-days";
import type { Db } from "@dukkan/db";
import { notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { paginated } from "#server/lib/pagination.ts";
import { countKeyPrefix } from "#server/modules/catalog/catalog.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import type { CustomerFlags } from "./customer-flags.ts";
import type { OrderDeskRepository, OrderListFilter } from "./order-desk.repository.ts";
import type { OrderViews } from "./order-view.ts";
import type { OrderRow, OrdersRepository } from "./orders.repository.ts";

/** Who did what: staff names by id (the staff module's). */
export type StaffNames = (ids: number[]) => Promise<Map<number, string>>;

const orderNumberFragment = new RegExp(`^[${orderNumberAlphabet}]{3,7}$`);
const wholeOrderNumberWithoutPrefix = new RegExp(`^[${orderNumberAlphabet}]{8}$`);

/**
 * What a search box's text may mean: the start of an order number (`DK-AB…`, or a whole number without `DK-`),
 * a part of one (`CXJ93`: letters and digits of the order-number alphabet, a digit among them, since names have
 * none), a part of a phone number in any digit form (07XX, +9647XX, 9647XX, Arabic-Indic or Persian digits: the
 * stored E.164 minus its country code and trunk zero), or a part of the customer's name.
 */
export function searchMeanings(q: string): NonNullable<OrderListFilter["search"]> {
  const ascii = toAsciiDigits(q).trim();
  // Without spaces, direction marks, hyphens, dots and brackets: `DK-` is `DK` here.
  const compact = ascii.replace(/[\s\u00a0\u200e\u200f\-.()]/g, "").toUpperCase();
  // `DKKHT9PQ` is both a whole number without `DK-` (DK-DKKHT9PQ) and the start `DK-KHT9PQ`: both are searched.
  const orderNumberStarts = [
    ...(/^DK[A-Z0-9]{3,}$/.test(compact) ? [normalizeOrderNumber(compact.replace(/^DK/, "DK-"))] : []),
    // Eight of the alphabet's characters, digits only too (DK-34679343, 1 in 390,625): also a phone's part.
    ...(wholeOrderNumberWithoutPrefix.test(compact) ? [`DK-${compact}`] : []),
  ];
  const orderNumberPart =
    orderNumberStarts.length === 0 && orderNumberFragment.test(compact) && /\d/.test(compact)
      ? compact
      : null;
  const phoneDigits = phoneSearchDigits(q);
  // Names have no digits: a word of letters may be a name as well as a number's start (Kareemah, DK-KAREEMAH).
  const otherwiseMeaningless = orderNumberStarts.length === 0 && !orderNumberPart;
  const name = /\p{L}/u.test(ascii) && (!/\d/.test(ascii) || otherwiseMeaningless) ? q.trim() : null;
  return { orderNumberStarts, orderNumberPart, phoneDigits, name };
}

/** Seconds a filter's total stays cached; every order write drops it sooner (Cache.invalidateAll). */
const totalSeconds = 300;

/** The shop's number format in the order's language (Arabic-Indic digits in Arabic and Kurdish). */
const localeOf: Record<Language, string> = {
  ar: "ar-IQ",
  ckb: "ckb-IQ",
  en: "en-US",
  tr: "tr-TR",
  it: "it-IT",
};

/** wa.me link to the customer's phone (international form without `+`) with the confirmation message. */
export function whatsAppConfirmationUrl(order: {
  orderNumber: string;
  phone: string;
  total: number;
  lang: Language;
}) {
  const total = new Intl.NumberFormat(localeOf[order.lang], { maximumFractionDigits: 0 }).format(order.total);
  const text = orderConfirmationMessages[order.lang](order.orderNumber, total);
  return `https://wa.me/${order.phone.replace(/^\+/, "")}?text=${encodeURIComponent(text)}`;
}

/**
 * The staff order desk (issue 17): the order list with saved views and search, the order page with the whole
 * timeline and private notes (edits before dispatch: order-edit.ts).
 */
export function createOrderDesk(deps: {
  db: Db;
  repository: OrdersRepository;
  desk: OrderDeskRepository;
  views: OrderViews;
  cities: CitiesService;
  staffNames: StaffNames;
  /** The phone's refusals and block beside each order (issue 38). */
  customerFlags: CustomerFlags;
  cache: Cache;
}) {
  const { db, repository, desk, views, cities, staffNames, customerFlags, cache } = deps;

  async function orderRow(orderNumber: string): Promise<OrderRow> {
    const row = await repository.byNumber(db, normalizeOrderNumber(orderNumber));
    if (!row) throw notFound("No order with this number");
    return row;
  }

  async function staffView(ctx: RequestContext, row: OrderRow): Promise<StaffOrder> {
    const [{ order, itemIds }, events, courier, flagsOf] = await Promise.all([
      views.withItemIds(ctx, row),
      desk.events(db, row.id),
      row.courierId ? desk.courier(db, row.courierId) : Promise.resolve(undefined),
      customerFlags([row.phone]),
    ]);
    const names = await staffNames([
      ...events.flatMap((e) => (e.staffUserId ? [e.staffUserId] : [])),
      ...(row.enteredBy ? [row.enteredBy] : []),
    ]);
    const lang = isLanguage(row.lang) ? row.lang : "ar";
    return {
      ...order,
      items: order.items.map((item, i) => ({ ...item, id: itemIds[i] as number })),
      lang,
      courier: courier ? { id: courier.id, name: courier.name, phone: courier.phone } : null,
      amount_to_collect: row.amountToCollect,
      settlement_id: row.settlementId,
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        status: e.status,
        at: e.createdAt.toISOString(),
        actor: e.staffUserId ? { id: e.staffUserId, name: names.get(e.staffUserId) ?? "" } : null,
        note: e.note,
        reason: e.reason,
        details: e.details ?? null,
      })),
      whatsapp_url: whatsAppConfirmationUrl({ ...row, lang }),
      channel: row.channel,
      entered_by: row.enteredBy ? { id: row.enteredBy, name: names.get(row.enteredBy) ?? "" } : null,
      ...flagsOf(row.phone),
    };
  }

  return {
    async list(ctx: RequestContext, query: StaffOrderListQuery, clientId?: number): Promise<StaffOrderList> {
      const filter: OrderListFilter = {
        clientId,
        view: query.view,
        status: query.status,
        governorateId: query.governorate_id,
        courierId: query.courier_id,
        from: query.from,
        to: query.to,
        search: query.q ? searchMeanings(query.q) : undefined,
      };
      // A filter's total is the same on every page and sort and changes only on a write, which drops it (spec §7):
      // PGlite runs one query at a time, so a count on every page made each staff user wait (issue 37, decision
      // 0041). "Today" is a day of the shop's calendar: its total is kept under that day.
      const day = filter.view === "today" ? shopDay() : undefined;
      const totalKey = `${countKeyPrefix}staff-orders|${JSON.stringify({ ...filter, day })}`;
      const [rows, total, governorates] = await Promise.all([
        desk.list(db, filter, query.sort, query.per_page, (query.page - 1) * query.per_page),
        cache.wrap(totalKey, totalSeconds, () => desk.count(db, filter)),
        cities.cachedGovernorates(),
      ]);
      const names = new Map(governorates.map((g) => [g.id, localize(g.name, ctx.lang)]));
      const flagsOf = await customerFlags(rows.map((r) => r.phone));
      return paginated(
        rows.map((r) => ({
          order_number: r.orderNumber,
          status: r.status,
          created_at: r.createdAt.toISOString(),
          full_name: r.fullName,
          phone: r.phone,
          governorate_id: r.cityId,
          governorate: names.get(r.cityId) ?? "",
          city: r.city,
          address: r.address,
          landmark: r.landmark,
          notes: r.notes,
          total: r.total,
          items: Number(r.units),
          courier: r.courierId && r.courierName ? { id: r.courierId, name: r.courierName } : null,
          amount_to_collect: r.amountToCollect,
          settled: r.settlementId !== null,
          channel: r.channel,
          ...flagsOf(r.phone),
        })),
        total,
        query,
      );
    },

    async newOrders(): Promise<NewOrders> {
      const { toConfirm, latest } = await desk.newOrders(db);
      return { to_confirm: toConfirm, latest };
    },

    async order(ctx: RequestContext, orderNumber: string): Promise<StaffOrder> {
      return staffView(ctx, await orderRow(orderNumber));
    },

    /** Re-reads the order after a change, as the order page shows it. */
    async reread(ctx: RequestContext, orderNumber: string): Promise<StaffOrder> {
      return staffView(ctx, await orderRow(orderNumber));
    },

    /** A private staff note on the order's timeline. */
    async addNote(ctx: RequestContext, input: { orderNumber: string; staffUserId: number; note: string }) {
      const row = await orderRow(input.orderNumber);
      await desk.insertEvent(db, {
        orderId: row.id,
        kind: "note",
        status: row.status,
        staffUserId: input.staffUserId,
        note: input.note,
      });
      return staffView(ctx, row);
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
