import {
  normalizeOrderNumber,
  type OrderStatus,
  orderStatusRules,
  orderUndoWindowHours,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CouponsService } from "#server/modules/coupons/coupons.service.ts";
import type { OrderDeskRepository } from "./order-desk.repository.ts";
import { unitsLessReturned } from "./order-returns.ts";
import type { OrdersRepository } from "./orders.repository.ts";

type TimelineEvent = Awaited<ReturnType<OrderDeskRepository["events"]>>[number];

/** Events that set the order's status: a move, an undone move, a settlement that delivered it. */
const movesStatus = (event: TimelineEvent) => event.kind === "status" || event.kind === "undo";

/**
 * The last status move and the status it left, from the timeline: the move is the last `status` event, the
 * status it left is the one set by the event before it (a move or an undo). An undo itself is not undone (the
 * order would flip back and forth), nor is the status an order started in.
 */
export function lastMove(
  events: TimelineEvent[],
): { ok: true; event: TimelineEvent; previous: OrderStatus } | { ok: false; why: string } {
  const moves = events.filter(movesStatus);
  const last = moves.at(-1);
  const before = moves.at(-2);
  if (!last || !before) return { ok: false, why: "This order has no status move to undo" };
  if (last.kind === "undo") return { ok: false, why: "The last status move was already undone" };
  return { ok: true, event: last, previous: before.status };
}

/**
 * Reverses an order's last status move (issue 38, decision 0032), for a manager or the owner, within 24 hours of
 * the move and with a reason: delivered → with_courier, cancelled or returned → the status it left (its stock
 * taken again by the catalogue's reserve, a 409 when it is no longer there), a move along the path → the step
 * before. Stock and the coupon's use follow the registry's `holdsStock`, as a move's do (order-status.ts). A
 * settled order's cash is in the till: it is not undone. ONE transaction on the locked order, with the timeline's
 * `undo` event and the audit row.
 */
export function createUndoMove(deps: {
  db: Db;
  cache: Cache;
  repository: OrdersRepository;
  desk: OrderDeskRepository;
  stock: StockService;
  coupons: CouponsService;
  audit: AuditService;
  /** The clock (tests move it past the window). */
  now?: () => Date;
}) {
  const { db, cache, repository, desk, stock, coupons, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return async function undoMove(
    ctx: Pick<RequestContext, "requestId">,
    input: { orderNumber: string; staffUserId: number; reason: string },
  ): Promise<string> {
    const orderNumber = normalizeOrderNumber(input.orderNumber);
    const actor = { kind: "staff" as const, id: input.staffUserId };
    await db.transaction(async (tx) => {
      const order = await desk.lockOrder(tx, orderNumber);
      if (!order) throw notFound("No order with this number");
      if (order.settlementId !== null) {
        throw new AppError("conflict", "The courier has handed in this order's cash: it cannot be undone");
      }
      const move = lastMove(await desk.events(tx, order.id));
      if (!move.ok) throw new AppError("conflict", move.why);
      const { event, previous } = move;
      if (event.status !== order.status)
        throw new AppError("conflict", "The order's timeline does not end in its status");
      const age = now().getTime() - event.createdAt.getTime();
      if (age > orderUndoWindowHours * 3_600_000) {
        throw new AppError(
          "conflict",
          `A status move can be undone within ${orderUndoWindowHours} hours only`,
        );
      }

      const from = order.status;
      const to = previous;
      const moved = await desk.undoMove(tx, {
        orderId: order.id,
        from,
        to,
        // Undoing the handover forgets the courier; a delivery or return undone goes back to the same courier.
        forgetCourier: from === "with_courier",
      });
      if (!moved) throw new AppError("conflict", "The order was moved meanwhile");

      if (orderStatusRules[to].holdsStock && !orderStatusRules[from].holdsStock) {
        // Its units are taken again, as by an order placed: no oversell.
        // Only what the cancellation or refusal gave back: units returned after a delivery stay where they went.
        const lines = await unitsLessReturned(tx, order.id, await repository.unitsOf(tx, order.id));
        const short = await stock.reserve(tx, { lines, orderNumber, actor });
        if (short.length > 0) {
          const left = short.map((line) => [`size.${line.sizeId}`, [`Only ${line.available} left`]]);
          throw new AppError(
            "conflict",
            "Its items are no longer in stock: the move cannot be undone",
            Object.fromEntries(left),
          );
        }
        if (order.couponId !== null && orderStatusRules[from].returnsStock) {
          // The use the cancellation gave back is counted again (within the coupon's usage limit).
          if (
            !(await coupons.reclaim(tx, {
              couponId: order.couponId,
              orderId: order.id,
              clientId: order.clientId,
            }))
          ) {
            throw new AppError("conflict", "The coupon's uses have run out: the move cannot be undone");
          }
        }
      }
      if (orderStatusRules[from].holdsStock && !orderStatusRules[to].holdsStock) {
        // A confirmed draft back to a draft: a draft holds no stock.
        await stock.release(tx, { lines: await repository.unitsOf(tx, order.id), orderNumber, actor });
      }

      const details = { from, to, undone_event_id: event.id };
      await desk.insertEvent(tx, {
        orderId: order.id,
        kind: "undo",
        status: to,
        staffUserId: input.staffUserId,
        reason: input.reason,
        details,
      });
      await audit.record(tx, { actor, requestId: ctx.requestId }, [
        {
          entity: "order",
          entityId: order.id,
          action: "update",
          before: { status: from },
          after: { status: to, undo: true, reason: input.reason },
        },
      ]);
    });
    await cache.invalidateAll();
    return orderNumber;
  };
}
