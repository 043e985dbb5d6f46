import { type Sheet, workbookPartsNamed } from "#server/lib/sheet-writer.ts";
import { readCsv } from "./csv-reader.ts";
import { fileError } from "./sheet-limits.ts";
import { readXlsx } from "./xlsx-reader.ts";

// The writers are shared with the order desk's exports (lib/sheet-writer.ts).
export {
  neutralize,
  sheetPath,
  sheetRowsXml,
  sheetXmlEnd,
  sheetXmlStart,
  toCsv,
  toXlsx,
} from "#server/lib/sheet-writer.ts";

export { fileError } from "./sheet-limits.ts";
/**
 * Spreadsheet files in and out (issue 19): CSV (UTF-8 with a BOM, so that spreadsheet programs show Arabic) and
 * XLSX (the one-sheet subset every spreadsheet program writes), as rows of strings. Reading refuses what is not
 * such a file with a clear 400 (`file` field code), before anything is parsed further.
 */
export type { Sheet };

/** Every part of the product workbook but the sheet itself. */
export const workbookParts: Record<string, string> = workbookPartsNamed("products");

/**
 * An imported cell: a formula (`=HYPERLINK(…)`) is refused by the caller; the `'` an export put before text that
 * looks like one is taken off again.
 */
export function importedCell(cell: string): { text: string; formula: boolean } {
  if (/^'[=+\-@]/.test(cell)) return { text: cell.slice(1), formula: false };
  return { text: cell, formula: /^[=+@]/.test(cell) || /^-[^\d\s]/.test(cell) };
}

// ---------------------------------------------------------------- reading either

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A CSV or XLSX file (told apart by its bytes) as rows of trimmed strings, without the empty ones; a file past
 * the sheet's limits (sheet-limits.ts) is refused with a 400 as soon as the reader reaches the limit.
 */
export function readSheet(bytes: Uint8Array): Sheet {
  if (bytes.length === 0) throw fileError("required", "The file is empty");
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes);
}
