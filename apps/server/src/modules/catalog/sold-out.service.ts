import { type Language, type Localized, localize } from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
import { sql } from "drizzle-orm";

/**
 * Sizes that ran out between two instants (the owner's morning summary, decision 0038): a stock movement in
 * the window left the size at 0, and it is still at 0. Labelled `code size` in `lang`, e.g. `SK-12 60 cm`.
 */
export function createSoldOutSizes(db: Db) {
  return async function soldOutBetween(start: Date, end: Date, lang: Language): Promise<string[]> {
    const rows = await rowsOf<{ code: string; size: Localized }>(
      db.execute(sql`
        SELECT DISTINCT p.code, s.size, s.id
        FROM stock_movements m
        JOIN product_color_sizes s ON s.id = m.size_id
        JOIN products p ON p.id = m.product_id
        WHERE m.created_at >= ${start.toISOString()}::timestamptz AND m.created_at < ${end.toISOString()}::timestamptz
          AND m.quantity_after = 0 AND s.quantity = 0
        ORDER BY p.code, s.id
        LIMIT 50`),
    );
    return rows.map((row) => `${row.code} ${localize(row.size, lang)}`.trim());
  };
}
