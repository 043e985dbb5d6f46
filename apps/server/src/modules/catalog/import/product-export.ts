import type { Readable } from "node:stream";
import { type Localized, languages, productSheetColumns } from "@dukkan/contracts";
import type { staffProductListQuerySchema } from "@dukkan/contracts/staff-products";
import { type Db, rowsOf } from "@dukkan/db";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { mediaUrl } from "#server/lib/media-url.ts";
import { type Sheet, streamCsv, streamXlsx } from "#server/lib/sheet-writer.ts";
import { whereOf } from "../staff-products.repository.ts";

type ListQuery = z.output<typeof staffProductListQuerySchema>;

interface ExportRow {
  id: number;
  code: string;
  name: Localized;
  discount: number;
  status: number;
  brand_name: Localized;
  categories: string | null;
  colour_name: Localized | null;
  images: string[] | null;
  size: Localized | null;
  price: number | null;
  quantity: number | null;
}

const productsPerBatch = 500;
const numericColumns = new Set(
  ["discount", "active", "price", "stock", "stock_at_export"].map((c) =>
    productSheetColumns.indexOf(c as never),
  ),
);

/**
 * The product sheet of a staff list view (its filters apply): one row per size, in batches of products read by
 * id, so that 100,000 products stream out in constant memory.
 */
async function* sheetRows(db: Db, query: ListQuery, origin: string): AsyncGenerator<Sheet> {
  yield [[...productSheetColumns]];
  const where = whereOf(query);
  let after = 0;
  for (;;) {
    const rows = await rowsOf<ExportRow>(
      db.execute(sql`
        WITH batch AS (
          SELECT p.id FROM products p WHERE ${where} AND p.id > ${after} ORDER BY p.id LIMIT ${productsPerBatch}
        )
        SELECT p.id, p.code, p.name, p.discount, p.status, b.name AS brand_name,
               (SELECT string_agg(c.name ->> 'ar', ' | ' ORDER BY c.id) FROM product_categories x
                 JOIN categories c ON c.id = x.category_id WHERE x.product_id = p.id) AS categories,
               col.name AS colour_name, pc.images, s.size, s.price, s.quantity
        FROM batch JOIN products p ON p.id = batch.id
        JOIN brands b ON b.id = p.brand_id
        LEFT JOIN product_colors pc ON pc.product_id = p.id
        LEFT JOIN colors col ON col.id = pc.color_id
        LEFT JOIN product_color_sizes s ON s.product_color_id = pc.id
        ORDER BY p.id, pc.sort_order, pc.id, s.sort_order, s.id`),
    );
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.code,
      ...languages.map((lang) => row.name[lang] ?? ""),
      row.brand_name.ar,
      row.categories ?? "",
      String(row.discount),
      row.status === 1 ? "1" : "0",
      row.colour_name?.ar ?? "",
      ...languages.map((lang) => row.size?.[lang] ?? ""),
      row.price === null ? "" : String(row.price),
      row.quantity === null ? "" : String(row.quantity),
      (row.images ?? []).map((key) => mediaUrl(origin, key)).join(" | "),
      // The stock again, kept as it was exported: an import tells a count typed in the file from a shelf that
      // moved since (a sale, a write-off).
      row.quantity === null ? "" : String(row.quantity),
    ]);
    after = rows[rows.length - 1]!.id;
  }
}

/** CSV, UTF-8 with a BOM: written batch by batch. */
export function exportCsv(db: Db, query: ListQuery, origin: string): Readable {
  return streamCsv(sheetRows(db, query, origin));
}

/** XLSX: the sheet's XML deflated as it is written. */
export function exportXlsx(db: Db, query: ListQuery, origin: string): Readable {
  return streamXlsx(sheetRows(db, query, origin), { numeric: numericColumns, name: "products" });
}
