import {
  normalizeOrderNumber,
  type OrderStatus,
  orderTransitions,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CouponsService } from "#server/modules/coupons/coupons.service.ts";
import type { OrderViews } from "./order-view.ts";
import type { OrdersRepository } from "./orders.repository.ts";

/** The statuses an order may come from to reach `to`. */
const sourcesOf = (to: OrderStatus) =>
  (Object.keys(orderTransitions) as OrderStatus[]).filter((s) => orderTransitions[s].includes(to));

/**
 * Moves an order to `to` when its current status allows it: a conditional update, so two staff members
 * cancelling at once return the stock once. Cancelling has the catalogue take the units back (cancellation
 * movements) and releases the coupon use, in the same transaction.
 */
export function createChangeStatus(deps: {
  db: Db;
  cache: Cache;
  repository: OrdersRepository;
  views: OrderViews;
  coupons: CouponsService;
  stock: StockService;
}) {
  const { db, cache, repository, views, coupons, stock } = deps;
  return async function changeStatus(
    ctx: RequestContext,
    input: { orderNumber: string; to: OrderStatus; staffUserId: number; note?: string | undefined },
  ) {
    const orderNumber = normalizeOrderNumber(input.orderNumber);
    const moved = await db.transaction(async (tx) => {
      const row = await repository.transition(tx, { orderNumber, from: sourcesOf(input.to), to: input.to });
      if (!row) return null;
      if (input.to === "cancelled") {
        await stock.release(tx, {
          lines: await repository.unitsOf(tx, row.id),
          orderNumber,
          actor: { kind: "staff", id: input.staffUserId },
        });
        await coupons.release(tx, row.id);
      }
      await repository.insertEvent(tx, {
        orderId: row.id,
        status: input.to,
        staffUserId: input.staffUserId,
        note: input.note ?? null,
      });
      return row;
    });
    if (!moved) {
      const current = await repository.byNumber(db, orderNumber);
      if (!current) throw notFound("No order with this number");
      throw new AppError("conflict", `An order that is ${current.status} cannot become ${input.to}`);
    }
    await cache.invalidateAll();
    return views.viewById(ctx, moved.id);
  };
}
