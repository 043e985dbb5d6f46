import { isLanguage, type OrderStatus } from "@dukkan/contracts";
import type { MessageEvent } from "@dukkan/contracts/messages";
import type { Db } from "@dukkan/db";
import { couriers, orders } from "@dukkan/db/schema/orders";
import { eq } from "drizzle-orm";
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
  await messages.queueOrderEvent(
    tx,
    event,
    {
      id: move.orderId,
      orderNumber: order.orderNumber,
      phone: order.phone,
      email: order.email,
      total: order.total,
      lang: isLanguage(order.lang) ? order.lang : "ar",
      courier: order.courierName ? { name: order.courierName, phone: order.courierPhone ?? "" } : null,
      amountToPay: order.amountToCollect,
      reason: move.reason ?? null,
    },
    move.origin,
  );
}
