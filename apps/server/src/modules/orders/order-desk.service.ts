import {
  couponDiscount,
  discountedUnitPrice,
  editableOrderStatuses,
  isLanguage,
  type Language,
  localize,
  type NewOrders,
  normalizeOrderNumber,
  type OrderLinesEditRequest,
  orderConfirmationMessages,
  orderNumberAlphabet,
  phoneSearchDigits,
  type RequestContext,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderListQuery,
  toAsciiDigits,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import { paginated } from "#server/lib/pagination.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import { type CouponsService, checkoutFieldError } from "#server/modules/coupons/coupons.service.ts";
import type { CustomerFlags } from "./customer-flags.ts";
import type { OrderDeskRepository, OrderListFilter } from "./order-desk.repository.ts";
import type { OrderViews } from "./order-view.ts";
import type { OrderRow, OrdersRepository } from "./orders.repository.ts";

/** Who did what: staff names by id (the staff module's). */
export type StaffNames = (ids: number[]) => Promise<Map<number, string>>;

const orderNumberFragment = new RegExp(`^[${orderNumberAlphabet}]{3,7}$`);

/**
 * What a search box's text may mean: the start of an order number (`DK-AB…`, or a whole number without `DK-`),
 * a part of one (`CXJ93`: letters and digits of the order-number alphabet, a digit among them, since names have
 * none), a part of a phone number in any digit form (07XX, +9647XX, 9647XX, Arabic-Indic or Persian digits: the
 * stored E.164 minus its country code and trunk zero), or a part of the customer's name.
 */
export function searchMeanings(q: string): NonNullable<OrderListFilter["search"]> {
  const ascii = toAsciiDigits(q).trim();
  const compact = ascii.replace(/[\s\u00a0\u200e\u200f\-.()]/g, "").toUpperCase();
  const orderNumber =
    /^(DK-?)?[A-Z0-9]{3,}$/.test(compact) && compact.startsWith("DK")
      ? normalizeOrderNumber(compact.replace(/^DK-?/, "DK-"))
      : /^[A-Z0-9]{8}$/.test(compact) && /[A-Z]/.test(compact)
        ? `DK-${compact}`
        : null;
  const orderNumberPart =
    !orderNumber && orderNumberFragment.test(compact) && /\d/.test(compact) ? compact : null;
  const phoneDigits = phoneSearchDigits(q);
  const name = /\p{L}/u.test(ascii) && !orderNumber && !orderNumberPart ? q.trim() : null;
  return { orderNumber, orderNumberPart, phoneDigits, name };
}

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
 * timeline, private notes, and line edits before dispatch.
 */
export function createOrderDesk(deps: {
  db: Db;
  cache: Cache;
  repository: OrdersRepository;
  desk: OrderDeskRepository;
  views: OrderViews;
  cities: CitiesService;
  coupons: CouponsService;
  stock: StockService;
  staffNames: StaffNames;
  audit: AuditService;
  /** The phone's refusals and block beside each order (issue 38). */
  customerFlags: CustomerFlags;
}) {
  const { db, cache, repository, desk, views, cities, coupons, stock, staffNames, audit, customerFlags } = deps;

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
      const [{ rows, total }, governorates] = await Promise.all([
        desk.list(db, filter, query.sort, query.per_page, (query.page - 1) * query.per_page),
        cities.governorates(),
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

    /**
     * Quantity changes and removed lines before dispatch (the customer asked on the phone), in ONE transaction on
     * the locked order: the catalogue takes or gives back the difference (sale / cancellation movements), the
     * totals and the coupon's discount are computed again (its minimum checked again), and the timeline records
     * the change.
     */
    async editLines(
      ctx: RequestContext,
      input: { orderNumber: string; staffUserId: number; edit: OrderLinesEditRequest },
    ): Promise<StaffOrder> {
      const orderNumber = normalizeOrderNumber(input.orderNumber);
      await db.transaction(async (tx) => {
        const order = await desk.lockOrder(tx, orderNumber);
        if (!order) throw notFound("No order with this number");
        if (!editableOrderStatuses.includes(order.status)) {
          throw new AppError("conflict", `The lines of an order that is ${order.status} cannot change`);
        }
        const items = await desk.itemsOf(tx, order.id);
        const byId = new Map(items.map((i) => [i.id, i]));
        const wanted = new Map<number, number>();
        input.edit.lines.forEach((line, index) => {
          if (!byId.has(line.item_id))
            throw invalidField(`lines.${index}.item_id`, "Not a line of this order", "invalid_item");
          wanted.set(line.item_id, line.quantity);
        });
        const kept = items.filter((i) => (wanted.get(i.id) ?? i.quantity) > 0);
        if (kept.length === 0)
          throw invalidField("lines", "An order keeps at least one line; cancel it instead", "no_lines_left");

        const actor = { kind: "staff" as const, id: input.staffUserId };
        const changes: { item_id: number; code: string; from: number; to: number }[] = [];
        const more: { sizeId: number; quantity: number }[] = [];
        const fewer: { sizeId: number; quantity: number }[] = [];
        let subtotal = 0;
        for (const item of items) {
          const to = wanted.get(item.id) ?? item.quantity;
          const lineTotal = discountedUnitPrice(item.unitPrice, item.discount) * to;
          subtotal += lineTotal;
          if (to === item.quantity) continue;
          changes.push({ item_id: item.id, code: item.code, from: item.quantity, to });
          if (item.sizeId !== null) {
            (to > item.quantity ? more : fewer).push({
              sizeId: item.sizeId,
              quantity: Math.abs(to - item.quantity),
            });
          }
          if (to === 0) await desk.deleteItem(tx, item.id);
          else await desk.setItemQuantity(tx, item.id, to, lineTotal);
        }
        if (changes.length === 0) return;
        const short = await stock.reserve(tx, { lines: more, orderNumber, actor });
        if (short.length > 0) {
          throw invalidField("lines", `Only ${short[0]?.available ?? 0} left in stock`, "insufficient_stock");
        }
        await stock.release(tx, { lines: fewer, orderNumber, actor, lineReduced: true });

        let discount = 0;
        if (order.couponId !== null) {
          const coupon = await coupons.byId(tx, order.couponId);
          if (coupon && subtotal < coupon.minSubtotal)
            throw checkoutFieldError("lines", "coupon_min_subtotal");
          discount = coupon ? couponDiscount(coupon, subtotal) : Math.min(order.discount, subtotal);
        }
        const total = subtotal - discount + order.deliveryFee;
        await desk.setAmounts(tx, order.id, { subtotal, discount, total });
        await desk.insertEvent(tx, {
          orderId: order.id,
          kind: "line_edit",
          status: order.status,
          staffUserId: input.staffUserId,
          note: input.edit.note ?? null,
          details: { changes, total: { from: order.total, to: total } },
        });
        await audit.record(tx, { actor, requestId: ctx.requestId }, [
          {
            entity: "order",
            entityId: order.id,
            action: "update",
            before: {
              lines: changes.map((c) => ({ item_id: c.item_id, quantity: c.from })),
              total: order.total,
            },
            after: {
              lines: changes.map((c) => ({ item_id: c.item_id, quantity: c.to })),
              subtotal,
              discount,
              total,
            },
          },
        ]);
      });
      await cache.invalidateAll();
      return staffView(ctx, await orderRow(orderNumber));
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
