import {
  type CheckoutQuote,
  type CheckoutQuoteLine,
  localize,
  normalizeIraqiPhone,
  normalizeOrderNumber,
  type OrderStatus,
  orderNotFoundMessage,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { paginated } from "#server/lib/pagination.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { PhoneCodes } from "#server/modules/auth/phone-codes.service.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import type { CouponsService } from "#server/modules/coupons/coupons.service.ts";
import type { MessagesService } from "#server/modules/messages/messages.service.ts";
import type { SystemMessages } from "#server/modules/messages/system-messages.service.ts";
import { createCouriersService } from "./couriers.service.ts";
import { createCustomerFlags, type PhoneBlocks } from "./customer-flags.ts";
import { createOrderDeskRepository } from "./order-desk.repository.ts";
import { createOrderDesk, type StaffNames } from "./order-desk.service.ts";
import { createEditOrder } from "./order-edit.ts";
import { askedSizeIds, quoteLine } from "./order-pricing.ts";
import { createOrderReturns } from "./order-returns.ts";
import { createChangeStatus } from "./order-status.ts";
import { createUndoMove } from "./order-undo.ts";
import { createOrderViews } from "./order-view.ts";
import { createOrdersRepository } from "./orders.repository.ts";
import { createPlaceOrder } from "./place-order.ts";
import { createRefusals } from "./refusals.service.ts";
import { type CustomerAccounts, createEnterOrder } from "./staff-entered-orders.ts";

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Orders: the checkout's quote, placing an order (place-order.ts), reading orders, and staff status changes
 * (order-status.ts). Stock is the catalogue's: orders ask it to reserve and to give back units.
 */
export function createOrdersService(deps: {
  db: Db;
  cache: Cache;
  coupons: CouponsService;
  stock: StockService;
  cities: CitiesService;
  /** Staff names for timelines and settlements (the staff module's). */
  staffNames: StaffNames;
  audit: AuditService;
  /** Queues the customer's messages in the order's transaction. */
  messages: MessagesService;
  /** The clients module's accounts, for orders entered by staff (issue 38). */
  customers: CustomerAccounts;
  /** The staff's new-order alerts (STAFF_ALERT_TO), queued in the order's transaction (decision 0038). */
  alerts: SystemMessages;
  /** Phone confirmation codes before a new customer's first cash-on-delivery order (decision 0038). */
  phoneCodes: PhoneCodes;
  /** The clients module's block list, by phone (issue 38). */
  phoneBlocks: PhoneBlocks;
  /** Card payments need a provider; none is configured yet, so `creditCard` is refused. */
  cardPaymentsAvailable?: boolean;
}) {
  const { db, stock, cities } = deps;
  const repository = createOrdersRepository();
  const views = createOrderViews({ db, repository, cities });
  const desk = createOrderDeskRepository();
  const refusals = createRefusals(db);
  const page = async (
    ctx: RequestContext,
    filter: { clientId?: number; status?: OrderStatus },
    query: { page: number; per_page: number },
  ) => {
    const { rows, total } = await repository.page(
      db,
      filter,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return paginated(await views.views(ctx, rows), total, query);
  };

  return {
    /**
     * The checkout page's view of a cart: each line priced from the catalogue with its stock, and the delivery fee
     * of every governorate. Writes nothing; the order itself is priced again when placed.
     */
    async quote(ctx: RequestContext, lines: CheckoutQuoteLine[]): Promise<CheckoutQuote> {
      const wanted = lines.filter((l) => l.size_id > 0).slice(0, 50);
      const [sizes, governorates] = await Promise.all([
        stock.sellableSizes(askedSizeIds(wanted)),
        cities.governorates(),
      ]);
      const bySize = new Map(sizes.map((s) => [s.sizeId, s]));
      const items = wanted.map((line) => quoteLine(ctx, line, bySize.get(line.size_id)));
      return {
        items,
        subtotal: items.reduce((sum, i) => sum + (i.problem ? 0 : i.line_total), 0),
        governorates: governorates.map((g) => ({
          id: g.id,
          name: localize(g.name, ctx.lang),
          delivery_fee: g.deliveryFee,
        })),
        card_payments: Boolean(deps.cardPaymentsAvailable),
      };
    },

    place: createPlaceOrder({
      ...deps,
      repository,
      views,
      cardPaymentsAvailable: Boolean(deps.cardPaymentsAvailable),
    }),

    /** An order by its number and the e-mail or phone it was placed with; any mismatch is the same 404. */
    async lookup(
      ctx: RequestContext,
      input: { orderNumber: string; email?: string | undefined; phone?: string | undefined },
    ) {
      const row = await repository.byNumber(db, normalizeOrderNumber(input.orderNumber));
      const email = input.email?.trim().toLowerCase();
      const phone = input.phone?.trim() ? normalizeIraqiPhone(input.phone) : null;
      const matches =
        row &&
        row.status !== "draft" &&
        ((email && row.email !== null && row.email === email) || (phone !== null && row.phone === phone));
      if (!matches) throw notFound(orderNotFoundMessage);
      return views.view(ctx, row);
    },

    ofClient: (ctx: RequestContext, clientId: number, query: { page: number; per_page: number }) =>
      page(ctx, { clientId }, query),

    /** The client's own order; another client's is the same 404 as a missing one. */
    async clientOrder(ctx: RequestContext, clientId: number, orderNumber: string) {
      const row = await repository.byNumber(db, normalizeOrderNumber(orderNumber));
      if (!row || row.clientId !== clientId || row.status === "draft")
        throw notFound("No order with this number");
      return views.view(ctx, row);
    },

    /** An order's id by its number (the staff page of its messages); 404 when there is none. */
    async idOf(orderNumber: string): Promise<number> {
      const row = await repository.byNumber(db, normalizeOrderNumber(orderNumber));
      if (!row) throw notFound("No order with this number");
      return row.id;
    },

    changeStatus: createChangeStatus({ ...deps, repository, desk }),
    /** An order entered by staff from the phone, WhatsApp, Facebook or the showroom (issue 38). */
    enter: createEnterOrder({ ...deps, repository, desk }),
    /** An order edited before dispatch: lines, contact, governorate, fee, discount (issue 38, decision 0032). */
    edit: createEditOrder({ ...deps, repository, desk }),
    /** The last status move reversed, within 24 hours (issue 38, decision 0032). */
    undo: createUndoMove({ ...deps, repository, desk }),
    /** The staff order desk: list, order page, notes, line edits (issue 17). */
    desk: createOrderDesk({
      ...deps,
      repository,
      desk,
      views,
      customerFlags: createCustomerFlags(refusals, deps.phoneBlocks),
    }),
    /** A phone's refusal record (issue 38): the customer page's. */
    refusals,
    couriers: createCouriersService({ ...deps, desk }),
    /** Returns after delivery and the cancel and return reasons list (issue 38). */
    returns: createOrderReturns({ ...deps, desk }),
  };
}
