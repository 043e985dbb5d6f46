import { type OrderStatus, orderStatuses, sqlListOf, stocklessOrderStatuses } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { sql } from "drizzle-orm";

/** The shop's day runs on Baghdad time, whatever the server's or the database's time zone. */
export const shopTimeZone = "Asia/Baghdad";

/** Orders whose money was not spent: cancelled or returned, their stock given back. */
const notSpent = sql.raw(sqlListOf(stocklessOrderStatuses));

/** Read functions of the orders module for the staff home screen (issue 16). */
export function createOrdersInsights(db: Db) {
  return {
    /** Each client's orders and the IQD spent on those not cancelled or returned. */
    async totalsOf(clientIds: number[]): Promise<Map<number, { orders: number; spent: number }>> {
      if (clientIds.length === 0) return new Map();
      const result = (await db.execute(sql`
        SELECT client_id, count(*)::int AS orders,
               coalesce(sum(total) FILTER (WHERE status NOT IN (${notSpent})), 0)::int AS spent
        FROM orders WHERE client_id IN (${sql.join(
          clientIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        GROUP BY client_id
      `)) as unknown as { rows: { client_id: number; orders: number; spent: number }[] };
      return new Map(
        result.rows.map((r) => [Number(r.client_id), { orders: Number(r.orders), spent: Number(r.spent) }]),
      );
    },
    /** How many of today's orders are in each status (every status, zero included). */
    async todayByStatus(): Promise<{ status: OrderStatus; count: number }[]> {
      const result = (await db.execute(sql`
        SELECT status, count(*)::int AS count
        FROM orders
        WHERE created_at >= (date_trunc('day', now() AT TIME ZONE ${shopTimeZone}) AT TIME ZONE ${shopTimeZone})
        GROUP BY status
      `)) as unknown as { rows: { status: OrderStatus; count: number }[] };
      const counts = new Map(result.rows.map((row) => [row.status, Number(row.count)]));
      return orderStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
    },
  };
}
export type OrdersInsights = ReturnType<typeof createOrdersInsights>;
