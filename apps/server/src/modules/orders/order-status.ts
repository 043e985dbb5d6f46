import {
  normalizeOrderNumber,
  type OrderStatusChangeRequest,
  orderStatusRules,
  orderStatusSources,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CouponsService } from "#server/modules/coupons/coupons.service.ts";
import type { MessagesService } from "#server/modules/messages/messages.service.ts";
import type { OrderDeskRepository } from "./order-desk.repository.ts";
import { queueStatusMessage } from "./order-messages.ts";
import { checkReason, unitsLessReturned } from "./order-returns.ts";
import type { OrdersRepository } from "./orders.repository.ts";

/**
 * Moves an order to `to` when its current status allows it: ONE conditional update (`status IN (sources)`), so of
 * two staff moving the same order at once, the second finds it moved and gets a 409, and a cancellation racing a
 * settlement sees the other's outcome (a settled order is delivered, which cannot be cancelled). Cancelling and
 * returning have the catalogue take the units back (cancellation movements) and release the coupon use; leaving
 * with a courier records the courier and the amount to collect (the total, delivery fee included). All in one
 * transaction with the timeline event. Confirming a draft (issue 38) takes its stock then, as an order placed.
 */
export function createChangeStatus(deps: {
  db: Db;
  cache: Cache;
  repository: OrdersRepository;
  desk: OrderDeskRepository;
  coupons: CouponsService;
  stock: StockService;
  audit: AuditService;
  messages: MessagesService;
}) {
  const { db, cache, repository, desk, coupons, stock, audit, messages } = deps;
  return async function changeStatus(
    ctx: RequestContext,
    input: { orderNumber: string; staffUserId: number; change: OrderStatusChangeRequest },
  ): Promise<void> {
    const orderNumber = normalizeOrderNumber(input.orderNumber);
    const { status: to, note, reason, reason_id: reasonId, courier_id: courierId, from: seen } = input.change;
    // What the staff member saw narrows the allowed sources: a move made meanwhile by someone else wins.
    const from = orderStatusSources(to).filter((s) => seen === undefined || s === seen);
    const moved = await db.transaction(async (tx) => {
      // A reason from the shop's list (issue 38): a cancel reason for a cancellation, a return reason for a refusal.
      let picked: Awaited<ReturnType<typeof checkReason>> | null = null;
      if (reasonId !== undefined) {
        if (to !== "cancelled" && to !== "returned") {
          throw invalidField(
            "reason_id",
            "Only a cancellation or a refusal takes a reason",
            "invalid_reason",
          );
        }
        picked = await checkReason(tx, reasonId, to === "cancelled" ? "cancel" : "return");
      }
      let courier: { id: number } | null = null;
      if (to === "with_courier") {
        courier = (await desk.activeCourier(tx, courierId as number)) ?? null;
        if (!courier) throw invalidField("courier_id", "No active courier with this id", "invalid_courier");
      }
      const row = await desk.transition(tx, {
        orderNumber,
        from,
        to,
        courierId: courier?.id ?? null,
      });
      if (!row) return null;
      const actor = { kind: "staff" as const, id: input.staffUserId };
      if (orderStatusRules[to].holdsStock && !orderStatusRules[row.from].holdsStock) {
        // A draft confirmed: its stock is taken now, by the storefront's reserve (no oversell).
        const lines = await repository.unitsOf(tx, row.id);
        const short = await stock.reserve(tx, { lines, orderNumber, actor });
        if (short.length > 0) {
          const left = short.map((line) => [`size.${line.sizeId}`, [`Only ${line.available} left`]]);
          throw new AppError("conflict", "Some items are no longer in stock", Object.fromEntries(left));
        }
      }
      if (orderStatusRules[to].returnsStock && orderStatusRules[row.from].holdsStock) {
        await stock.release(tx, {
          lines: await unitsLessReturned(tx, row.id, await repository.unitsOf(tx, row.id)),
          orderNumber,
          actor,
        });
        await coupons.release(tx, row.id);
      }
      await desk.insertEvent(tx, {
        orderId: row.id,
        kind: "status",
        status: to,
        staffUserId: input.staffUserId,
        note: note ?? null,
        reason: to === "cancelled" || to === "returned" ? (reason ?? null) : null,
        reasonId: reasonId ?? null,
        details: courier
          ? { courier_id: courier.id, amount_to_collect: row.amountToCollect }
          : picked
            ? { reason_id: picked.id, reason_label: picked.label }
            : null,
      });
      // The customer's message for this move, in the move's transaction (decision 0037).
      await queueStatusMessage(tx, messages, {
        orderId: row.id,
        from: row.from,
        to,
        reason,
        origin: ctx.origin,
      });
      await audit.record(tx, { actor: { kind: "staff", id: input.staffUserId }, requestId: ctx.requestId }, [
        {
          entity: "order",
          entityId: row.id,
          action: "update",
          before: { status: row.from },
          after: {
            status: to,
            ...(courier ? { courier_id: courier.id, amount_to_collect: row.amountToCollect } : {}),
            ...(reason && to === "cancelled" ? { reason } : {}),
            ...(reasonId !== undefined ? { reason_id: reasonId } : {}),
          },
        },
      ]);
      return row;
    });
    if (!moved) {
      const current = await repository.byNumber(db, orderNumber);
      if (!current) throw notFound("No order with this number");
      throw new AppError("conflict", `An order that is ${current.status} cannot become ${to}`);
    }
    await cache.invalidateAll();
  };
}
