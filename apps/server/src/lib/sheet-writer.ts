import { Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate, ZipPassThrough, zipSync } from "fflate";

/**
 * Spreadsheet files out (issues 19 and 38): CSV (UTF-8 with a BOM, so that spreadsheet programs show Arabic) and
 * XLSX (the one-sheet subset every spreadsheet program reads), as rows of strings, whole or streamed batch by
 * batch in constant memory. The catalogue's product sheet and the order desk's exports share it.
 */
export type Sheet = string[][];

// ---------------------------------------------------------------- formula injection

/** A cell a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, a tab or a carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;

/** Exported text cells starting like a formula are prefixed with `'` (OWASP's advice), numbers are left. */
export function neutralize(cell: string): string {
  return formulaStart.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
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

/** Every part of a one-sheet workbook but the sheet itself; `name` is the sheet's tab. */
export function workbookPartsNamed(name: string): Record<string, string> {
  return {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  };
}

/** A one-sheet workbook in memory (tests, small sheets); `numeric` columns are written as numbers. */
export function toXlsx(rows: Sheet, numeric: ReadonlySet<number> = new Set(), name = "sheet"): Buffer {
  const files = {
    ...workbookPartsNamed(name),
    [sheetPath]: sheetXmlStart + sheetRowsXml(rows, numeric) + sheetXmlEnd,
  };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([file, xml]) => [file, strToU8(xml)]))),
  );
}

// ---------------------------------------------------------------- streamed

/** CSV, UTF-8 with a BOM, written batch by batch as the batches come. */
export function streamCsv(batches: AsyncIterable<Sheet>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      for await (const batch of batches) {
        const csv = toCsv(batch);
        // The BOM once, at the very start.
        yield first ? csv : csv.subarray(3);
        first = false;
      }
    })(),
  );
}

/** XLSX: the sheet's XML deflated as it is written; the workbook's small parts around it. */
export function streamXlsx(
  batches: AsyncIterable<Sheet>,
  options: { numeric: ReadonlySet<number>; name: string },
): Readable {
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
  for (const [name, xml] of Object.entries(workbookPartsNamed(options.name))) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(strToU8(xml), true);
  }
  const sheet = new ZipDeflate(sheetPath, { level: 6 });
  zip.add(sheet);
  (async () => {
    sheet.push(strToU8(sheetXmlStart));
    let written = 0;
    for await (const batch of batches) {
      if (output.destroyed) return;
      sheet.push(strToU8(sheetRowsXml(batch, options.numeric, written)));
      written += batch.length;
      if (!readerWaiting) await new Promise<void>((resolve) => (resume = resolve));
    }
    sheet.push(strToU8(sheetXmlEnd), true);
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
