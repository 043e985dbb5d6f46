import {
  normalizeOrderNumber,
  type OrderReasonCreate,
  type OrderReasonKind,
  type OrderReasonUpdate,
  type OrderReturn,
  type OrderReturnRequest,
  type OrderReturns,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { OrderReason } from "@dukkan/db/schema/orders-reasons";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { StockLine, StockService } from "#server/modules/catalog/stock.service.ts";
import type { OrderDeskRepository } from "./order-desk.repository.ts";
import type { StaffNames } from "./order-desk.service.ts";
import { createOrderReturnsRepository } from "./order-returns.repository.ts";

const reasonsRepository = createOrderReturnsRepository();

const reasonView = (r: OrderReason) => ({
  id: r.id,
  kind: r.kind,
  label: r.label,
  active: r.active,
  position: r.position,
});

/**
 * A reason picked from the shop's list: it must exist, be active and of the move's kind (a cancel reason for a
 * cancellation, a return reason for a return or a refusal at the door). 422 on `reason_id` otherwise.
 */
/**
 * The order's units less those that came back after delivery (whatever their condition): what a move that gives
 * the order's stock back may put on the shelf. Only an undone delivery (decision 0032) later cancelled or refused
 * at the door meets returns here; the restocked units are already back and the damaged ones are not sellable.
 */
export async function unitsLessReturned(tx: Db, orderId: number, lines: StockLine[]): Promise<StockLine[]> {
  const returned = new Map(
    (await reasonsRepository.returnedBySize(tx, orderId)).flatMap((r) =>
      r.sizeId === null ? [] : [[r.sizeId, r.quantity] as const],
    ),
  );
  if (returned.size === 0) return lines;
  return lines.flatMap((line) => {
    const back = Math.min(line.quantity, returned.get(line.sizeId) ?? 0);
    returned.set(line.sizeId, (returned.get(line.sizeId) ?? 0) - back);
    return line.quantity - back > 0 ? [{ sizeId: line.sizeId, quantity: line.quantity - back }] : [];
  });
}

export async function checkReason(tx: Db, id: number, kind: OrderReasonKind): Promise<OrderReason> {
  const reason = await reasonsRepository.reason(tx, id);
  if (!reason || reason.kind !== kind || !reason.active) {
    throw invalidField("reason_id", `No active ${kind} reason with this id`, "invalid_reason");
  }
  return reason;
}

/**
 * Returns after delivery and the reasons list (issue 38, decision 0033). A return locks the order, checks each
 * line against what was delivered less what earlier returns took back, records the return with its lines, puts
 * the `restock` units back through the stock ledger (`return` movements; `damaged` units are recorded only), and
 * adds a `return` event to the timeline, in one transaction.
 */
export function createOrderReturns(deps: {
  db: Db;
  cache: Cache;
  stock: StockService;
  audit: AuditService;
  desk: OrderDeskRepository;
  staffNames: StaffNames;
}) {
  const { db, cache, stock, audit, desk, staffNames } = deps;
  const repository = createOrderReturnsRepository();

  const reasons = {
    async list(filter: { kind?: OrderReasonKind | undefined; activeOnly?: boolean }) {
      return (await repository.reasons(db, filter)).map(reasonView);
    },
    async create(ctx: RequestContext, staffUserId: number, input: OrderReasonCreate) {
      const row = await db.transaction(async (tx) => {
        const created = await repository.insertReason(tx, {
          kind: input.kind,
          label: input.label,
          active: input.active ?? true,
          position: input.position ?? 0,
        });
        await audit.record(tx, { actor: { kind: "staff", id: staffUserId }, requestId: ctx.requestId }, [
          {
            entity: "order_reason",
            entityId: created.id,
            action: "create",
            before: null,
            after: reasonView(created),
          },
        ]);
        return created;
      });
      return reasonView(row);
    },
    async update(ctx: RequestContext, staffUserId: number, id: number, input: OrderReasonUpdate) {
      const row = await db.transaction(async (tx) => {
        const before = await repository.reasonForUpdate(tx, id);
        if (!before) throw notFound("No reason with this id");
        const after = await repository.updateReason(tx, id, {
          ...(input.label ? { label: input.label } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        });
        await audit.record(tx, { actor: { kind: "staff", id: staffUserId }, requestId: ctx.requestId }, [
          {
            entity: "order_reason",
            entityId: id,
            action: "update",
            before: reasonView(before),
            after: reasonView(after),
          },
        ]);
        return after;
      });
      return reasonView(row);
    },
  };

  async function returnsView(orderId: number): Promise<OrderReturns> {
    const [rows, lines, exchangeFor] = await Promise.all([
      repository.returnsOf(db, orderId),
      repository.lines(db, orderId),
      repository.exchangeFor(db, orderId),
    ]);
    const names = await staffNames(rows.flatMap((r) => (r.staffUserId ? [r.staffUserId] : [])));
    const returns: OrderReturn[] = rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.staffUserId ? { id: r.staffUserId, name: names.get(r.staffUserId) ?? "" } : null,
      reason_id: r.reasonId,
      reason_label: r.reasonLabel ?? null,
      reason: r.reason,
      refund: r.refund,
      exchange_order_number: r.exchangeOrderNumber,
      lines: r.lines.map((l) => ({
        order_item_id: l.orderItemId,
        size_id: l.sizeId,
        quantity: l.quantity,
        condition: l.condition,
      })),
    }));
    return {
      returns,
      returnable: lines.map((l) => ({
        order_item_id: l.id,
        size_id: l.sizeId,
        delivered: l.quantity,
        returned: l.returned,
      })),
      refunded: returns.reduce((sum, r) => sum + r.refund, 0),
      exchange_for: exchangeFor,
    };
  }

  /** The order's returns, what each line may still give back, and the order it is an exchange for. */
  async function ofOrder(orderNumber: string): Promise<OrderReturns> {
    const order = await repository.orderIdByNumber(db, normalizeOrderNumber(orderNumber));
    if (!order) throw notFound("No order with this number");
    return returnsView(order.id);
  }

  /** The other order an exchange points at: it must exist and not be the returned order itself (422). */
  async function exchangeOrder(tx: Db, orderId: number, number: string) {
    const exchange = await repository.orderIdByNumber(tx, normalizeOrderNumber(number));
    if (!exchange || exchange.id === orderId) {
      throw invalidField("exchange_order_number", "No other order with this number", "invalid_order");
    }
    return exchange;
  }

  return {
    reasons,
    ofOrder,

    /**
     * Links the order a customer took instead to a return recorded before it was entered (an exchange decided at
     * the counter after the return). Once: a linked return is a 409.
     */
    async linkExchange(
      ctx: RequestContext,
      input: { orderNumber: string; returnId: number; staffUserId: number; exchangeOrderNumber: string },
    ): Promise<OrderReturn> {
      const orderNumber = normalizeOrderNumber(input.orderNumber);
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderNumber);
        if (!order) throw notFound("No order with this number");
        const ret = await repository.returnForUpdate(tx, input.returnId, order.id);
        if (!ret) throw notFound("No return with this id on this order");
        if (ret.exchangeOrderId !== null)
          throw new AppError("conflict", "This return is linked to an exchange already");
        const exchange = await exchangeOrder(tx, order.id, input.exchangeOrderNumber);
        await repository.setExchange(tx, ret.id, exchange.id);
        await audit.record(
          tx,
          { actor: { kind: "staff", id: input.staffUserId }, requestId: ctx.requestId },
          [
            {
              entity: "order",
              entityId: order.id,
              action: "update",
              before: { return_id: ret.id, exchange_order_number: null },
              after: {
                return_id: ret.id,
                exchange_order_number: normalizeOrderNumber(input.exchangeOrderNumber),
              },
            },
          ],
        );
      });
      const view = await ofOrder(orderNumber);
      return view.returns.find((r) => r.id === input.returnId) as OrderReturn;
    },

    /** Records a return; `mayRefund`: the staff member's role has `orders.refund` (403 for a refund otherwise). */
    async record(
      ctx: RequestContext,
      input: { orderNumber: string; staffUserId: number; mayRefund: boolean; request: OrderReturnRequest },
    ): Promise<OrderReturn> {
      const body = input.request;
      const refund = body.refund ?? 0;
      if (refund > 0 && !input.mayRefund) {
        throw new AppError("forbidden", "Your role may not refund cash (orders.refund)");
      }
      const orderNumber = normalizeOrderNumber(input.orderNumber);
      const actor = { kind: "staff" as const, id: input.staffUserId };
      const returnId = await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderNumber);
        if (!order) throw notFound("No order with this number");
        if (order.status !== "delivered") {
          throw new AppError("conflict", `An order that is ${order.status} has nothing delivered to return`);
        }
        const picked = body.reason_id !== undefined ? await checkReason(tx, body.reason_id, "return") : null;
        const exchange = body.exchange_order_number
          ? await exchangeOrder(tx, order.id, body.exchange_order_number)
          : undefined;
        const refunded = await repository.refunded(tx, order.id);
        if (refund > order.total - refunded) {
          throw invalidField(
            "refund",
            `At most ${Math.max(0, order.total - refunded)} can still be refunded`,
            "too_big",
          );
        }

        // Each asked line takes units from the order's lines of its size, first line first.
        const lines = await repository.lines(tx, order.id);
        const left = new Map(lines.map((l) => [l.id, l.quantity - l.returned]));
        const taken: {
          orderItemId: number;
          sizeId: number | null;
          quantity: number;
          condition: "restock" | "damaged";
        }[] = [];
        const over: [string, string[]][] = [];
        body.lines.forEach((asked, i) => {
          const ofSize = lines.filter((l) => l.sizeId === asked.size_id);
          if (ofSize.length === 0) {
            throw invalidField(`lines.${i}.size_id`, "This size is not on the order", "not_on_order");
          }
          let wanted = asked.quantity;
          for (const line of ofSize) {
            const n = Math.min(wanted, left.get(line.id) ?? 0);
            if (n === 0) continue;
            left.set(line.id, (left.get(line.id) ?? 0) - n);
            taken.push({
              orderItemId: line.id,
              sizeId: line.sizeId,
              quantity: n,
              condition: asked.condition,
            });
            wanted -= n;
          }
          if (wanted > 0) {
            const available = asked.quantity - wanted;
            over.push([`lines.${i}.quantity`, [`Only ${available} more can be returned`]]);
          }
        });
        if (over.length > 0) {
          throw new AppError(
            "conflict",
            "More units than were delivered and not yet returned",
            Object.fromEntries(over),
            { error_codes: Object.fromEntries(over.map(([field]) => [field, ["returns_too_many"]])) },
          );
        }

        const created = await repository.insertReturn(
          tx,
          {
            orderId: order.id,
            reasonId: body.reason_id ?? null,
            reason: body.reason || null,
            refund,
            staffUserId: input.staffUserId,
            exchangeOrderId: exchange?.id ?? null,
          },
          taken,
        );
        await stock.restock(tx, {
          lines: taken.flatMap((t) =>
            t.condition === "restock" && t.sizeId !== null
              ? [{ sizeId: t.sizeId, quantity: t.quantity }]
              : [],
          ),
          orderNumber,
          actor,
        });
        const details = {
          return_id: created.id,
          lines: body.lines.map((l) => ({
            size_id: l.size_id,
            quantity: l.quantity,
            condition: l.condition,
          })),
          refund,
          ...(picked ? { reason_id: picked.id, reason_label: picked.label } : {}),
          ...(body.exchange_order_number && exchange
            ? { exchange_order_number: normalizeOrderNumber(body.exchange_order_number) }
            : {}),
        };
        await desk.insertEvent(tx, {
          orderId: order.id,
          kind: "return",
          status: order.status,
          staffUserId: input.staffUserId,
          reason: body.reason || null,
          reasonId: body.reason_id ?? null,
          details,
        });
        await audit.record(tx, { actor, requestId: ctx.requestId }, [
          {
            entity: "order",
            entityId: order.id,
            action: "update",
            before: { refunded },
            after: { refunded: refunded + refund, return: details },
          },
        ]);
        return created.id;
      });
      await cache.invalidateAll();
      const view = await ofOrder(orderNumber);
      return view.returns.find((r) => r.id === returnId) as OrderReturn;
    },
  };
}
export type OrderReturnsService = ReturnType<typeof createOrderReturns>;
