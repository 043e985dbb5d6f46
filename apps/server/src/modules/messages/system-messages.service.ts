import { formatShopMoney } from "@dukkan/client-kit/money";
import type { Language } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { messages, type NewMessage } from "@dukkan/db/schema/messages";
import { like } from "drizzle-orm";
import type { Channel } from "./providers.ts";

export type SystemMessages = ReturnType<typeof createSystemMessages>;

/** What a code message is for (the phone_codes table's purposes). */
export type CodePurpose = "password_reset" | "phone_confirmation";

/** The staff's messages are in the shop's own language. */
const staffLang: Language = "ar";

/** The morning summary's figures, already formatted for the message. */
export interface MorningSummary {
  /** YYYY-MM-DD, the day summarised (Asia/Baghdad). */
  date: string;
  orders: number;
  sales: number;
  cashWithCouriers: number;
  settlementDifferences: number;
  soldOutSizes: string[];
}

/**
 * Messages that are not an order event's (decision 0038), queued in the outbox like the customers' (decision
 * 0031): a code to a phone, the staff's new-order alert to each STAFF_ALERT_TO entry, the owner's morning
 * summary (once per day and recipient whatever the number of instances: its dedupe key is unique).
 */
export function createSystemMessages(deps: {
  channelsOn: ReadonlySet<Channel>;
  staffAlertTo: readonly string[];
}) {
  const { channelsOn } = deps;

  /** A phone gets WhatsApp when it is on, else SMS; an address an e-mail when SMTP is on; else nothing. */
  function channelFor(recipient: string): Channel | null {
    if (recipient.includes("@")) return channelsOn.has("email") ? "email" : null;
    if (channelsOn.has("whatsapp")) return "whatsapp";
    return channelsOn.has("sms") ? "sms" : null;
  }

  function rowsFor(recipients: readonly string[], message: Omit<NewMessage, "channel" | "recipient">) {
    const rows: NewMessage[] = [];
    for (const recipient of recipients) {
      const channel = channelFor(recipient);
      if (channel) rows.push({ ...message, channel, recipient });
    }
    return rows;
  }

  return {
    /** Whether a code can reach a phone at all (WhatsApp or SMS configured). */
    canTextPhones: () => channelsOn.has("whatsapp") || channelsOn.has("sms"),

    /** Inside the transaction that stores the code: the code, to the phone, in the client's language. */
    async queueCode(tx: Db, to: { phone: string; lang: Language; purpose: CodePurpose; code: string }) {
      const rows = rowsFor([to.phone], {
        lang: to.lang,
        templateKey: to.purpose === "password_reset" ? "password_reset_code" : "phone_confirmation_code",
        params: { code: to.code },
      });
      if (rows.length > 0) await tx.insert(messages).values(rows);
      return rows.length > 0;
    },

    /** Inside the order's transaction: one message per STAFF_ALERT_TO entry. */
    async queueNewOrder(
      tx: Db,
      order: { id: number; orderNumber: string; total: number; customer: string },
      origin: string,
    ) {
      const rows = rowsFor(deps.staffAlertTo, {
        lang: staffLang,
        templateKey: "staff_new_order",
        params: {
          order_number: order.orderNumber,
          total: formatShopMoney(order.total),
          customer: order.customer,
          staff_url: `${origin}/staff/orders/${encodeURIComponent(order.orderNumber)}`,
        },
        orderId: order.id,
      });
      if (rows.length > 0) await tx.insert(messages).values(rows);
    },

    /**
     * The morning summary of `summary.date` to each recipient, once: an instance that finds the day's row of a
     * recipient already written (another instance, an earlier round) writes nothing. Returns the rows written.
     */
    async queueMorningSummary(db: Db, recipients: readonly string[], summary: MorningSummary) {
      const rows = rowsFor(recipients, {
        lang: staffLang,
        templateKey: "morning_summary",
        params: {
          date: summary.date,
          orders: String(summary.orders),
          sales: formatShopMoney(summary.sales),
          cash_with_couriers: formatShopMoney(summary.cashWithCouriers),
          settlement_differences: String(summary.settlementDifferences),
          sold_out_sizes: summary.soldOutSizes.length > 0 ? summary.soldOutSizes.join("، ") : "—",
        },
      }).map((row) => ({
        ...row,
        dedupeKey: `morning_summary:${summary.date}:${row.channel}:${row.recipient}`,
      }));
      if (rows.length === 0) return 0;
      const written = await db
        .insert(messages)
        .values(rows)
        .onConflictDoNothing({ target: messages.dedupeKey })
        .returning({ id: messages.id });
      return written.length;
    },

    /** Whether the day's summary was written already (to any recipient): the scheduler's cheap first question. */
    async summaryWritten(db: Db, date: string) {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(like(messages.dedupeKey, `morning_summary:${date}:%`))
        .limit(1);
      return Boolean(row);
    },
  };
}
