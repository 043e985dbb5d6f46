import type { Refusals } from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
import { sql } from "drizzle-orm";

/**
 * A phone's refusal record (issue 38, decision 0034): its orders returned at the door (`returned`), and those
 * cancelled after the shop had confirmed them (the timeline shows the order reached `confirmed` or a later step
 * of the way to the door; a placed order cancelled on the phone, or a draft dropped, is no refusal). The date is
 * when the order was returned or cancelled. One grouped query for a page of phones, on the partial index
 * `orders_refusals_phone_idx` (phone, over cancelled and returned orders only).
 */
export function createRefusals(db: Db) {
  return {
    async of(phones: string[]): Promise<Map<string, Refusals>> {
      const unique = [...new Set(phones)];
      if (unique.length === 0) return new Map();
      const rows = await rowsOf<{ phone: string; count: number; last_at: Date | string | null }>(
        db.execute(sql`
          SELECT o.phone, count(*)::int AS count,
                 max(coalesce(
                   (SELECT max(e.created_at) FROM order_status_events e
                    WHERE e.order_id = o.id AND e.kind = 'status' AND e.status = o.status),
                   o.updated_at)) AS last_at
          FROM orders o
          WHERE o.phone IN (${sql.join(
            unique.map((phone) => sql`${phone}`),
            sql`, `,
          )})
            AND o.status IN ('returned', 'cancelled')
            AND (o.status = 'returned' OR EXISTS (
              SELECT 1 FROM order_status_events c
              WHERE c.order_id = o.id AND c.kind = 'status'
                AND c.status IN ('confirmed', 'preparing', 'with_courier', 'delivered')))
          GROUP BY o.phone
        `),
      );
      return new Map(
        rows.map((r) => [
          r.phone,
          {
            count: Number(r.count),
            last_at: r.last_at === null ? null : new Date(r.last_at).toISOString(),
          },
        ]),
      );
    },
  };
}
export type RefusalsService = ReturnType<typeof createRefusals>;
