import type { Readable } from "node:stream";
import type { Language, RequestContext } from "@dukkan/contracts";
import type { OrderExportQuery, ReportFiguresQuery } from "@dukkan/contracts/reports";
import type { Db } from "@dukkan/db";
import { streamCsv } from "#server/lib/sheet-writer.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import type { PhoneBlocks } from "./customer-flags.ts";
import { createBulkMove } from "./order-bulk-move.ts";
import { createOrderDeskRepository } from "./order-desk.repository.ts";
import { exportOrders } from "./order-export.ts";
import { figuresSheet, reportFigures } from "./order-figures.ts";
import type { OrdersService } from "./orders.service.ts";

/**
 * The running day (issue 38, decision 0035): money at a glance for a range of the shop's days (and its CSV),
 * the order list's export (CSV, XLSX) and bulk moves of a selection.
 */
export function createOrderReports(deps: {
  db: Db;
  cities: CitiesService;
  orders: OrdersService;
  phoneBlocks: PhoneBlocks;
}) {
  const { db, cities, orders, phoneBlocks } = deps;
  return {
    figures: (query: ReportFiguresQuery, lang: Language) => reportFigures(db, { ...query, lang }),

    async figuresCsv(query: ReportFiguresQuery, lang: Language): Promise<Readable> {
      const figures = await reportFigures(db, { ...query, lang });
      return streamCsv(
        (async function* () {
          yield figuresSheet(figures);
        })(),
      );
    },

    async exportOrders(query: OrderExportQuery, format: "csv" | "xlsx", lang: Language): Promise<Readable> {
      return exportOrders(db, { query, format, lang, governorates: await cities.governorates() });
    },

    bulkMove: (ctx: RequestContext, input: Parameters<ReturnType<typeof createBulkMove>>[1]) =>
      createBulkMove({
        db,
        desk: createOrderDeskRepository(),
        changeStatus: orders.changeStatus,
        phoneBlocks,
      })(ctx, input),
  };
}
export type OrderReports = ReturnType<typeof createOrderReports>;
