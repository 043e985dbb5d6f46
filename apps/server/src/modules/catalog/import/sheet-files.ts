import { strToU8, zipSync } from "fflate";
import { readCsv } from "./csv-reader.ts";
import { fileError } from "./sheet-limits.ts";
import { readXlsx } from "./xlsx-reader.ts";

/**
 * Spreadsheet files in and out (issue 19): CSV (UTF-8 with a BOM, so that spreadsheet programs show Arabic) and
 * XLSX (the one-sheet subset every spreadsheet program writes), as rows of strings. Reading refuses what is not
 * such a file with a clear 400 (`file` field code), before anything is parsed further.
 */
export type Sheet = string[][];

export { fileError } from "./sheet-limits.ts";

// ---------------------------------------------------------------- formula injection

/** A cell a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, a tab or a carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;

/** Exported text cells starting like a formula are prefixed with `'` (OWASP's advice), numbers are left. */
export function neutralize(cell: string): string {
  return formulaStart.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
}
/**
 * An imported cell: a formula (`=HYPERLINK(…)`) is refused by the caller; the `'` an export put before text that
 * looks like one is taken off again.
 */
export function importedCell(cell: string): { text: string; formula: boolean } {
  if (/^'[=+\-@]/.test(cell)) return { text: cell.slice(1), formula: false };
  return { text: cell, formula: /^[=+@]/.test(cell) || /^-[^\d\s]/.test(cell) };
}

// ---------------------------------------------------------------- CSV

const quoteCsv = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export function toCsv(rows: Sheet): Buffer {
  const text = rows.map((row) => row.map((cell) => quoteCsv(neutralize(cell))).join(",")).join("\r\n");
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}

// ---------------------------------------------------------------- XLSX

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // XML 1.0 has no place for most control characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "");

const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

/** A sheet's `<row>` elements; rows numbered from `offset` + 1 (a streamed sheet is written in parts). */
export function sheetRowsXml(rows: Sheet, numeric: ReadonlySet<number>, offset = 0): string {
  return rows
    .map((row, r) => {
      const line = offset + r + 1;
      const cells = row
        .map((value, c) => {
          const ref = `${columnName(c)}${line}`;
          if (line > 1 && numeric.has(c) && /^-?\d+$/.test(value)) return `<c r="${ref}"><v>${value}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(neutralize(value))}</t></is></c>`;
        })
        .join("");
      return `<row r="${line}">${cells}</row>`;
    })
    .join("");
}

export const sheetXmlStart = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
export const sheetXmlEnd = "</sheetData></worksheet>";
export const sheetPath = "xl/worksheets/sheet1.xml";

/** Every part of a one-sheet workbook but the sheet itself. */
export const workbookParts: Record<string, string> = {
  "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  "_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

/** A one-sheet workbook in memory (tests, small sheets); `numeric` columns are written as numbers. */
export function toXlsx(rows: Sheet, numeric: ReadonlySet<number> = new Set()): Buffer {
  const files = { ...workbookParts, [sheetPath]: sheetXmlStart + sheetRowsXml(rows, numeric) + sheetXmlEnd };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)]))),
  );
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
