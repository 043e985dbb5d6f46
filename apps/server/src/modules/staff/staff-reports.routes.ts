import { deskFieldErrorSchema, errorEnvelopeSchema } from "@dukkan/contracts";
import {
  bulkMoveRequestSchema,
  bulkMoveResultSchema,
  maxBulkMove,
  maxExportSelection,
  maxReportDays,
  orderExportQuerySchema,
  reportFiguresQuerySchema,
  reportFiguresSchema,
} from "@dukkan/contracts/reports";
import { shopDay } from "@dukkan/contracts/shop-days";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import { requirePermission, signedInStaff, staffAuthErrors } from "./staff-auth.ts";

const security = [{ apiKey: [], bearer: [] }];
const types = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
const rangeDescription =
  `\`from\`, \`to\`: the shop's calendar days (Baghdad time), both included; today when absent; at most ` +
  `${maxReportDays} days. Sales count an order on the day it was delivered (net of the refunds recorded in ` +
  "the range); orders waiting, refusals and top products count the orders placed in the range; the cash with " +
  "couriers and the unresolved settlement differences are what stands now.";

/**
 * Running the day (issue 38): money at a glance (`/staff/reports/figures`, and as CSV), the order list's export
 * (`/staff/export/orders.csv|.xlsx`, the list's filters or a selection) and bulk moves of a selection.
 */
export async function staffReportsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const reports = () => app.services.orderReports;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/staff/reports/figures",
    {
      onRequest: requirePermission("reports.view"),
      schema: {
        tags: ["staff"],
        summary:
          "Money at a glance: sales, orders waiting, refusals, couriers' cash, open differences, top products",
        description: rangeDescription,
        security,
        querystring: reportFiguresQuerySchema,
        response: { 200: z.object({ data: reportFiguresSchema }), ...staffAuthErrors },
      },
    },
    async (request) => ({ data: await reports().figures(request.query, languageOf(request)) }),
  );

  app.get(
    "/staff/reports/figures.csv",
    {
      onRequest: requirePermission("reports.view"),
      schema: {
        tags: ["staff"],
        summary: "The same figures as CSV: section, item, count, amount_iqd, percent",
        description: rangeDescription,
        security,
        querystring: reportFiguresQuerySchema,
        // The 200 is a file, not JSON.
        response: { ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const name = `dukkan-figures-${from ?? to ?? shopDay()}_${to ?? from ?? shopDay()}.csv`;
      return reply
        .header("content-type", types.csv)
        .header("content-disposition", `attachment; filename="${name}"`)
        .send((await reports().figuresCsv(request.query, languageOf(request))) as never);
    },
  );

  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `/staff/export/orders.${format}`,
      {
        onRequest: requirePermission("orders.view"),
        schema: {
          tags: ["staff"],
          summary: `The order list as ${format.toUpperCase()}: its filters, or a selection (\`numbers\`)`,
          description:
            "The order list's filters (`view`, `q`, `status`, `governorate_id`, `courier_id`, `from`, `to`) " +
            `apply, or \`numbers\` (up to ${maxExportSelection} order numbers, comma-separated) names the ` +
            "orders. Newest first, every page; times in Baghdad time; amounts in IQD. Text cells that would " +
            "start a formula are prefixed with `'`.",
          security,
          querystring: orderExportQuerySchema,
          response: { 400: errorEnvelopeSchema, ...staffAuthErrors },
        },
      },
      async (request, reply) => {
        const stream = await reports().exportOrders(request.query, format, languageOf(request));
        return reply
          .header("content-type", types[format])
          .header("content-disposition", `attachment; filename="dukkan-orders-${shopDay()}.${format}"`)
          .send(stream as never);
      },
    );
  }

  app.post(
    "/staff/orders/bulk-move",
    {
      onRequest: requirePermission("orders.move"),
      schema: {
        tags: ["staff"],
        summary: "Move several orders: confirm, prepare, hand to a courier, deliver",
        description:
          `Up to ${maxBulkMove} orders. Each is moved on its own (one transaction each, as ` +
          "`POST /staff/orders/{order_number}/status` from the status it has now); an order that cannot make " +
          "this move is skipped with its status and why (`not_found`, `not_allowed`, `settled`, " +
          "`moved_meanwhile`, `out_of_stock`). `with_courier` needs `courier_id` of an active courier (else " +
          "422 and nothing moves).",
        security,
        body: bulkMoveRequestSchema,
        response: {
          200: z.object({ data: bulkMoveResultSchema }),
          422: deskFieldErrorSchema,
          ...staffAuthErrors,
        },
      },
    },
    async (request) => ({
      data: await reports().bulkMove(requestContext(request, languageOf(request)), {
        staffUserId: signedInStaff(request).id,
        request: request.body,
      }),
    }),
  );
}
