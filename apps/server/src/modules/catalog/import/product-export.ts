import { Readable } from "node:stream";
import { type Localized, languages, productSheetColumns } from "@dukkan/contracts";
import type { staffProductListQuerySchema } from "@dukkan/contracts/staff-products";
import { type Db, rowsOf } from "@dukkan/db";
import { sql } from "drizzle-orm";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { z } from "zod";
import { mediaUrl } from "#server/lib/media-url.ts";
import { whereOf } from "../staff-products.repository.ts";
import {
  type Sheet,
  sheetPath,
  sheetRowsXml,
  sheetXmlEnd,
  sheetXmlStart,
  toCsv,
  workbookParts,
} from "./sheet-files.ts";

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
  return Readable.from(
    (async function* () {
      let first = true;
      for await (const batch of sheetRows(db, query, origin)) {
        const csv = toCsv(batch);
        // The BOM once, at the very start.
        yield first ? csv : csv.subarray(3);
        first = false;
      }
    })(),
  );
}

/** XLSX: the sheet's XML deflated as it is written; the workbook's small parts around it. */
export function exportXlsx(db: Db, query: ListQuery, origin: string): Readable {
  // The download's pace sets the query's: a slow reader must not leave the compressed file in memory.
  let readerWaiting = true;
  let resume: (() => void) | undefined;
  const output = new Readable({
    read() {
      readerWaiting = true;
      resume?.();
      resume = undefined;
    },
  });
  // A download cut short ends the wait (the loop then stops).
  output.once("close", () => resume?.());
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else {
      if (!output.push(Buffer.from(chunk))) readerWaiting = false;
      if (final) output.push(null);
    }
  });
  for (const [name, xml] of Object.entries(workbookParts)) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(strToU8(xml), true);
  }
  const sheet = new ZipDeflate(sheetPath, { level: 6 });
  zip.add(sheet);
  (async () => {
    sheet.push(strToU8(sheetXmlStart));
    let written = 0;
    for await (const batch of sheetRows(db, query, origin)) {
      if (output.destroyed) return;
      sheet.push(strToU8(sheetRowsXml(batch, numericColumns, written)));
      written += batch.length;
      if (!readerWaiting) await new Promise<void>((resolve) => (resume = resolve));
    }
    sheet.push(strToU8(sheetXmlEnd), true);
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
