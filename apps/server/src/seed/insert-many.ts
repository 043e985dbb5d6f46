import type { Localized } from "@dukkan/contracts";
import { type Db, sanitizeLocalizedHtml } from "@dukkan/db";
import * as s from "@dukkan/db/schema";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** The translatable HTML columns of the tables seeded in bulk (schema files mark them "HTML"), sanitized. */
const htmlColumns = new Map<PgTable, string[]>([
  [s.slides, ["mainText", "description"]],
  [s.features, ["description"]],
  [s.branches, ["description"]],
  [s.rules, ["description"]],
  [s.blogs, ["description"]],
]);

/**
 * Inserts rows of a table that has no write path yet (content, governorates, coupons, the staff account), 400 at
 * a time, dated `at` unless a row says otherwise, HTML sanitized; returns the new ids in order.
 */
export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  input: T["$inferInsert"][],
  at: Date,
): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  const html = htmlColumns.get(table) ?? [];
  const rows = input.map((row) => {
    const record: Record<string, unknown> = { createdAt: at, updatedAt: at, ...row };
    for (const column of html)
      record[column] = sanitizeLocalizedHtml(record[column] as Localized | undefined);
    return record as T["$inferInsert"];
  });
  const idColumn = (table as unknown as Record<string, unknown>).id as PgColumn | undefined;
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400);
    if (idColumn) {
      const res = await db.insert(table).values(chunk).returning({ id: idColumn });
      out.push(...(res as { id: number }[]));
    } else {
      await db.insert(table).values(chunk);
    }
  }
  return out;
}
