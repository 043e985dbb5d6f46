import { isLanguage, type Language, type OrderStatus } from "@dukkan/contracts";
import type { MessageEvent } from "@dukkan/contracts/messages";
import type { Db } from "@dukkan/db";
import { couriers, orderStatusEvents, orders } from "@dukkan/db/schema/orders";
import { orderReasons } from "@dukkan/db/schema/orders-reasons";
import { and, desc, eq } from "drizzle-orm";
import type { MessagesService } from "#server/modules/messages/messages.service.ts";

/**
 * Which customer message a status move sends (decision 0037). A draft confirmed is the customer's first word
 * of the order, so it gets the placed message; a draft cancelled gets none (the customer never heard of it);
 * preparing is the shop's own step.
 */
export function messageEventOf(from: OrderStatus | null, to: OrderStatus): MessageEvent | null {
  if (from === "draft" || from === null) return to === "confirmed" ? "order_placed" : null;
  switch (to) {
    case "confirmed":
      return "order_confirmed";
    case "with_courier":
      return "order_with_courier";
    case "delivered":
      return "order_delivered";
    case "cancelled":
      return "order_cancelled";
    case "returned":
      return "order_returned";
    default:
      return null;
  }
}

/**
 * A cancellation's reason as the customer reads it: the shop's listed reason in the order's language (issue 38)
 * and the staff's words beside it, from the timeline event the move has just written.
 */
async function cancelReason(tx: Db, orderId: number, lang: Language, given: string | null | undefined) {
  const [event] = await tx
    .select({ reason: orderStatusEvents.reason, label: orderReasons.label })
    .from(orderStatusEvents)
    .leftJoin(orderReasons, eq(orderReasons.id, orderStatusEvents.reasonId))
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, "cancelled")))
    .orderBy(desc(orderStatusEvents.id))
    .limit(1);
  const label = event?.label ? event.label[lang] || event.label.ar : null;
  return [label, event?.reason ?? given].filter(Boolean).join(" — ");
}

/**
 * The one hook of the order's status moves (and of orders entered by staff, `from` null): inside the move's
 * transaction, queues the customer's message for it, with the order as the move left it (courier, amount to
 * collect). A move that rolls back leaves no message.
 */
export async function queueStatusMessage(
  tx: Db,
  messages: MessagesService,
  move: {
    orderId: number;
    from: OrderStatus | null;
    to: OrderStatus;
    reason?: string | null;
    origin: string;
  },
) {
  const event = messageEventOf(move.from, move.to);
  if (!event) return;
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      phone: orders.phone,
      email: orders.email,
      total: orders.total,
      lang: orders.lang,
      amountToCollect: orders.amountToCollect,
      courierName: couriers.name,
      courierPhone: couriers.phone,
    })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.courierId))
    .where(eq(orders.id, move.orderId));
  if (!order) return;
  const lang = isLanguage(order.lang) ? order.lang : "ar";
  await messages.queueOrderEvent(
    tx,
    event,
    {
      id: move.orderId,
      orderNumber: order.orderNumber,
      phone: order.phone,
      email: order.email,
      total: order.total,
      lang,
      courier: order.courierName ? { name: order.courierName, phone: order.courierPhone ?? "" } : null,
      amountToPay: order.amountToCollect,
      reason: event === "order_cancelled" ? await cancelReason(tx, move.orderId, lang, move.reason) : null,
    },
    move.origin,
  );
}
