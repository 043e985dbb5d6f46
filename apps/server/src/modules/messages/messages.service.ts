import type { Language } from "@dukkan/contracts";
import { formatShopMoney } from "@dukkan/contracts/money";
import type { Db } from "@dukkan/db";
import type { NewMessage } from "@dukkan/db/schema/messages";
import { createMessagesRepository } from "./messages.repository.ts";
import type { Channel } from "./providers.ts";

export type MessagesService = ReturnType<typeof createMessagesService>;

/** What the order-placed message needs of an order. */
export interface PlacedOrder {
  id: number;
  orderNumber: string;
  phone: string;
  email: string | null;
  total: number;
  lang: Language;
}

/**
 * Queues customers' messages in the outbox (decision 0031): each function takes the transaction of the event
 * that causes the message, so the message exists exactly when the event does. The sender delivers them later.
 */
export function createMessagesService(deps: { db: Db; channelsOn: ReadonlySet<Channel> }) {
  const { db, channelsOn } = deps;
  const repository = createMessagesRepository();

  /** The phone gets WhatsApp when it is on, else SMS; the e-mail address (if any) an e-mail. */
  function recipientsOf(order: { phone: string; email: string | null }) {
    const out: { channel: Channel; recipient: string }[] = [];
    if (channelsOn.has("whatsapp")) out.push({ channel: "whatsapp", recipient: order.phone });
    else if (channelsOn.has("sms")) out.push({ channel: "sms", recipient: order.phone });
    if (order.email && channelsOn.has("email")) out.push({ channel: "email", recipient: order.email });
    return out;
  }

  return {
    /** Inside the order's transaction: the confirmation with its number, total and tracking link. */
    async queueOrderPlaced(tx: Db, order: PlacedOrder, origin: string) {
      const params = {
        order_number: order.orderNumber,
        total: formatShopMoney(order.total),
        tracking_url: `${origin}/${order.lang}/order?order_number=${encodeURIComponent(order.orderNumber)}`,
      };
      const rows: NewMessage[] = recipientsOf(order).map(({ channel, recipient }) => ({
        channel,
        recipient,
        lang: order.lang,
        templateKey: "order_placed",
        params,
        orderId: order.id,
      }));
      await repository.insert(tx, rows);
    },

    /** An order's messages, oldest first (the staff order page will show them). */
    forOrder: (orderId: number) => repository.forOrder(db, orderId),
  };
}
