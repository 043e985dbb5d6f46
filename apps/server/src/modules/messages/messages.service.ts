import { formatShopMoney } from "@dukkan/client-kit/money";
import { type Language, languages, normalizeIraqiPhone } from "@dukkan/contracts";
import {
  type MessageChannel,
  type MessageEvent,
  type MessageSettings,
  messageChannels,
  messageEvents,
  messagePlaceholders,
  type StaffMessage,
  unknownPlaceholders,
} from "@dukkan/contracts/messages";
import type { Db } from "@dukkan/db";
import type { MessageRow, NewMessage } from "@dukkan/db/schema/messages";
import { AppError, notFound } from "#server/lib/app-error.ts";
import { invalidField } from "#server/lib/input.ts";
import { renderText, templates } from "./message-texts.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { createMessagesSettingsRepository } from "./messages-settings.repository.ts";
import type { Channel } from "./providers.ts";

export type MessagesService = ReturnType<typeof createMessagesService>;

/** What an order event's message needs of the order; the courier and reason only where the event has them. */
export interface OrderMessageFacts {
  id: number;
  orderNumber: string;
  phone: string;
  email: string | null;
  total: number;
  lang: Language;
  courier?: { name: string; phone: string } | null;
  amountToPay?: number | null;
  reason?: string | null;
}
/** What the order-placed message needs (decision 0031's name for it). */
export type PlacedOrder = OrderMessageFacts;

const trackingUrl = (origin: string, lang: string, orderNumber: string) =>
  `${origin}/${lang}/order?order_number=${encodeURIComponent(orderNumber)}`;

/** The preview's made-up order: realistic lengths, a right-to-left name where the language is. */
function sampleParams(lang: Language, origin: string): Record<string, string> {
  const reasons: Record<Language, string> = {
    ar: "طلب الزبون الإلغاء",
    en: "The customer asked to cancel",
    ckb: "کڕیار داوای هەڵوەشاندنەوەی کرد",
    tr: "Müşteri iptal istedi",
    it: "Il cliente ha chiesto l'annullamento",
  };
  return {
    order_number: "DK-7K3M9Q2X",
    total: formatShopMoney(45_000),
    amount_to_pay: formatShopMoney(45_000),
    tracking_url: trackingUrl(origin, lang, "DK-7K3M9Q2X"),
    courier_name: lang === "ar" || lang === "ckb" ? "علي حسن" : "Ali Hassan",
    courier_phone: "+9647701234567",
    reason: reasons[lang],
  };
}

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function toStaffMessage(row: MessageRow): StaffMessage {
  return {
    id: row.id,
    channel: row.channel as MessageChannel,
    recipient: row.recipient,
    template: row.templateKey,
    lang: row.lang as Language,
    state: row.status as StaffMessage["state"],
    tries: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * Queues customers' messages in the outbox (decision 0031): each function takes the transaction of the event
 * that causes the message, so the message exists exactly when the event does. The sender delivers them later.
 * The staff choose each event's channels and may replace its text per language (decision 0037).
 */
export function createMessagesService(deps: { db: Db; channelsOn: ReadonlySet<Channel> }) {
  const { db, channelsOn } = deps;
  const repository = createMessagesRepository();
  const settings = createMessagesSettingsRepository();

  /**
   * Of the event's chosen channels (all when the staff never chose) those configured: the phone gets WhatsApp
   * when it is chosen and on, else SMS; the e-mail address (if any) an e-mail.
   */
  async function recipientsOf(tx: Db, event: MessageEvent, order: { phone: string; email: string | null }) {
    const chosen = new Set((await settings.channelsOf(tx, event)) ?? messageChannels);
    const usable = (channel: Channel) => chosen.has(channel) && channelsOn.has(channel);
    const out: { channel: Channel; recipient: string }[] = [];
    if (usable("whatsapp")) out.push({ channel: "whatsapp", recipient: order.phone });
    else if (usable("sms")) out.push({ channel: "sms", recipient: order.phone });
    if (order.email && usable("email")) out.push({ channel: "email", recipient: order.email });
    return out;
  }

  /** Inside the event's transaction: the event's message to the order's customer, on the chosen channels. */
  async function queueOrderEvent(tx: Db, event: MessageEvent, order: OrderMessageFacts, origin: string) {
    const all: Record<string, string> = {
      order_number: order.orderNumber,
      total: formatShopMoney(order.total),
      tracking_url: trackingUrl(origin, order.lang, order.orderNumber),
      courier_name: order.courier?.name ?? "",
      courier_phone: order.courier?.phone ?? "",
      amount_to_pay: formatShopMoney(order.amountToPay ?? order.total),
      reason: order.reason ?? "",
    };
    const params = Object.fromEntries(messagePlaceholders[event].map((name) => [name, all[name] ?? ""]));
    const rows: NewMessage[] = (await recipientsOf(tx, event, order)).map(({ channel, recipient }) => ({
      channel,
      recipient,
      lang: order.lang,
      templateKey: event,
      params,
      orderId: order.id,
    }));
    await repository.insert(tx, rows);
  }

  function checkedTemplate(event: MessageEvent, text: string) {
    const unknown = unknownPlaceholders(event, text);
    if (unknown.length > 0) {
      const known = messagePlaceholders[event].map((name) => `{${name}}`).join(", ");
      throw invalidField(
        "text",
        `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}: this message may use ${known}`,
        "unknown_placeholder",
      );
    }
  }

  return {
    queueOrderEvent,
    /** Inside the order's transaction: the confirmation with its number, total and tracking link. */
    queueOrderPlaced: (tx: Db, order: PlacedOrder, origin: string) =>
      queueOrderEvent(tx, "order_placed", order, origin),

    /** An order's messages, oldest first (the staff order page). */
    forOrder: (orderId: number) => repository.forOrder(db, orderId),

    /** A failed message of this order queued again now; 404 when it is not one of the order's failed ones. */
    async retry(orderId: number, id: number) {
      const row = await repository.retry(db, id, orderId);
      if (row) return row;
      const existing = await repository.byId(db, id);
      if (!existing || existing.orderId !== orderId) throw notFound("No such message on this order");
      throw new AppError("conflict", `A ${existing.status} message is not retried`);
    },

    async settings(): Promise<MessageSettings> {
      const [chosen, texts] = await Promise.all([settings.allChannels(db), settings.allTemplates(db)]);
      return {
        providers: {
          whatsapp: channelsOn.has("whatsapp"),
          sms: channelsOn.has("sms"),
          email: channelsOn.has("email"),
        },
        events: messageEvents.map((event) => ({
          event,
          channels: (chosen.find((row) => row.event === event)?.channels ??
            messageChannels) as MessageChannel[],
          placeholders: [...messagePlaceholders[event]],
          templates: languages.map((lang) => {
            const own = texts.find((row) => row.event === event && row.lang === lang)?.text;
            const defaultText = templates[event].text[lang];
            return {
              lang,
              text: own ?? defaultText,
              default_text: defaultText,
              overridden: own !== undefined,
            };
          }),
        })),
      };
    },

    setChannels: (event: MessageEvent, channels: MessageChannel[], staffUserId: number) =>
      settings.setChannels(db, event, [...new Set(channels)], staffUserId),

    /** The staff's text for an event in a language; unknown placeholders are a 422 naming them. */
    async setTemplate(event: MessageEvent, lang: Language, text: string, staffUserId: number) {
      checkedTemplate(event, text);
      await settings.setTemplate(db, event, lang, text, staffUserId);
    },

    clearTemplate: (event: MessageEvent, lang: Language) => settings.clearTemplate(db, event, lang),

    /** The text as the sender would render it for a made-up order: `text` being written, else the one in use. */
    async preview(input: { event: MessageEvent; lang: Language; text?: string | undefined }, origin: string) {
      if (input.text !== undefined) checkedTemplate(input.event, input.text);
      const text = input.text ?? (await settings.templateOf(db, input.event, input.lang));
      return renderText(input.event, input.lang, sampleParams(input.lang, origin), text);
    },

    /** The settings page's test: one message through the outbox to a recipient the staff typed. */
    async queueTest(input: { channel: MessageChannel; recipient: string; lang: Language }) {
      if (!channelsOn.has(input.channel)) {
        throw invalidField("channel", `The ${input.channel} channel is not configured`, "channel_off");
      }
      let recipient = input.recipient.trim();
      if (input.channel === "email") {
        if (!isEmail(recipient)) throw invalidField("recipient", "Not an e-mail address", "invalid_email");
      } else {
        const phone = normalizeIraqiPhone(recipient);
        if (!phone) throw invalidField("recipient", "Not a phone number", "invalid_phone");
        recipient = phone;
      }
      const [row] = await repository.insert(db, [
        { channel: input.channel, recipient, lang: input.lang, templateKey: "test_message", params: {} },
      ]);
      return row as MessageRow;
    },

    /** One message (the settings page follows its test message). */
    async message(id: number) {
      const row = await repository.byId(db, id);
      if (!row) throw notFound("No such message");
      return row;
    },
  };
}
