import {
  normalizeOrderNumber,
  type OrderStatus,
  type OrderStatusChangeRequest,
  orderStatusSources,
  type RequestContext,
} from "@dukkan/contracts";
import type { BulkMoveRequest, BulkMoveResult } from "@dukkan/contracts/reports";
import type { Db } from "@dukkan/db";
import { orders } from "@dukkan/db/schema/orders";
import { eq, inArray } from "drizzle-orm";
import { AppError } from "#server/lib/app-error.ts";
import { invalidField } from "#server/lib/input.ts";
import type { PhoneBlocks } from "./customer-flags.ts";
import type { OrderDeskRepository } from "./order-desk.repository.ts";

type ChangeStatus = (
  ctx: RequestContext,
  input: { orderNumber: string; staffUserId: number; change: OrderStatusChangeRequest },
) => Promise<void>;

/**
 * A move of several orders picked on the list (issue 38): each through the single-order move (`changeStatus`,
 * ONE transaction per order, its timeline, audit and stock rules), so one order refused leaves the others moved.
 * An order whose status the registry does not let reach the target is skipped without a try; one moved
 * meanwhile by someone else is skipped by the move's own conditional update (`from` is the status read here).
 * A courier that is not active refuses the whole request before anything moves. A blocked phone's order is
 * never confirmed in bulk: it waits for someone to confirm it on its own page, where the warning shows.
 */
export function createBulkMove(deps: {
  db: Db;
  desk: OrderDeskRepository;
  changeStatus: ChangeStatus;
  phoneBlocks: PhoneBlocks;
}) {
  const { db, desk, changeStatus, phoneBlocks } = deps;
  return async function bulkMove(
    ctx: RequestContext,
    input: { staffUserId: number; request: BulkMoveRequest },
  ): Promise<BulkMoveResult> {
    const { status: to, courier_id: courierId } = input.request;
    if (to === "with_courier" && !(await desk.activeCourier(db, courierId as number)))
      throw invalidField("courier_id", "No active courier with this id", "invalid_courier");
    const numbers = [...new Set(input.request.order_numbers.map(normalizeOrderNumber))];
    const current = new Map(
      (
        await db
          .select({
            orderNumber: orders.orderNumber,
            status: orders.status,
            settlementId: orders.settlementId,
            phone: orders.phone,
          })
          .from(orders)
          .where(inArray(orders.orderNumber, numbers))
      ).map((row) => [row.orderNumber, row]),
    );
    const blocked =
      to === "confirmed" ? await phoneBlocks([...current.values()].map((row) => row.phone)) : new Map();
    const sources = orderStatusSources(to);
    const result: BulkMoveResult = { status: to, moved: [], skipped: [] };
    const skip = (
      orderNumber: string,
      status: OrderStatus | null,
      reason: BulkMoveResult["skipped"][0]["reason"],
    ) => result.skipped.push({ order_number: orderNumber, status, reason });
    // One after another: the orders' transactions never wait on each other, and the pool is left to others.
    for (const orderNumber of numbers) {
      const row = current.get(orderNumber);
      if (!row) {
        skip(orderNumber, null, "not_found");
        continue;
      }
      if (row.settlementId !== null) {
        skip(orderNumber, row.status, "settled");
        continue;
      }
      if (!sources.includes(row.status)) {
        skip(orderNumber, row.status, "not_allowed");
        continue;
      }
      if (blocked.has(row.phone)) {
        skip(orderNumber, row.status, "blocked_phone");
        continue;
      }
      try {
        await changeStatus(ctx, {
          orderNumber,
          staffUserId: input.staffUserId,
          change: { status: to, from: row.status, ...(courierId ? { courier_id: courierId } : {}) },
        });
        result.moved.push(orderNumber);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
        // A draft confirmed whose stock went names the short sizes; any other 409 is a move made meanwhile.
        const short = Object.keys(error.errors ?? {}).some((field) => field.startsWith("size."));
        const [now] = await db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.orderNumber, orderNumber));
        skip(orderNumber, now?.status ?? row.status, short ? "out_of_stock" : "moved_meanwhile");
      }
    }
    return result;
  };
}
