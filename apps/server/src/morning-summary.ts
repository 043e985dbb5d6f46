import type { Db } from "@dukkan/db";
import type { FastifyInstance } from "fastify";
import { createSoldOutSizes } from "./modules/catalog/sold-out.service.ts";
import type { MessagingConfig } from "./modules/messages/messaging-config.ts";
import { createMorningSummary, dayStart } from "./modules/messages/morning-summary.service.ts";

/**
 * The owner's morning summary (decision 0038), put together from three modules: the orders' figures of the day
 * (the reports' own), the catalogue's sizes that ran out, and the outbox.
 */
export function morningSummaryOf(app: FastifyInstance, db: Db, messaging: MessagingConfig) {
  const soldOutBetween = createSoldOutSizes(db);
  return createMorningSummary({
    db,
    messages: app.services.systemMessages,
    hour: messaging.morningSummaryHour === undefined ? 8 : messaging.morningSummaryHour,
    recipients: () =>
      messaging.ownerSummaryTo?.length ? messaging.ownerSummaryTo : (messaging.staffAlertTo ?? []),
    async figures(day) {
      const figures = await app.services.orderReports.figures({ from: day, to: day }, "ar");
      const nextDay = new Date(dayStart(day).getTime() + 24 * 60 * 60_000);
      return {
        orders: figures.refusals.orders,
        sales: figures.delivered.net_sales,
        cashWithCouriers: figures.cash_with_couriers.out_amount + figures.cash_with_couriers.cash_to_settle,
        settlementDifferences: figures.open_differences.length,
        soldOutSizes: await soldOutBetween(dayStart(day), nextDay, "ar"),
      };
    },
    log: app.log,
  });
}
