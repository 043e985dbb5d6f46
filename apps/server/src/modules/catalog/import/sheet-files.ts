import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { AppError } from "#server/lib/app-error.ts";

/**
 * Spreadsheet files in and out (issue 19): CSV (UTF-8 with a BOM, so that spreadsheet programs show Arabic) and
 * XLSX (the one-sheet subset every spreadsheet program writes), as rows of strings. Reading refuses what is not
 * such a file with a clear 400 (`file` field code), before anything is parsed further.
 */
export type Sheet = string[][];

/** Uncompressed bytes an XLSX may unpack to: above it the file is refused as a zip bomb. */
const maxUnpackedBytes = 64 * 1024 * 1024;
export const maxSheetRows = 50_000;

export const fileError = (code: string, message: string) =>
  new AppError("bad_request", message, { file: [code] });

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

/** RFC 4180, with the delimiter the header uses (`,`, `;` as some locales save, or a tab). */
function parseCsv(text: string): Sheet {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length] as const);
  const delimiter = counts.sort((a, b) => b[1] - a[1])[0]![0];
  const rows: Sheet = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      if (rows.length > maxSheetRows + 1) throw tooManyRows();
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const tooManyRows = () =>
  fileError("too_many_rows", `The file has more than ${maxSheetRows.toLocaleString("en")} rows: split it`);

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

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) =>
    name.startsWith("#x")
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );
/** The text of every `<t>` in a fragment (a shared string's runs, an inline string). */
const textsOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1] ?? "")).join("");
const columnIndex = (ref: string) =>
  [...(ref.match(/^[A-Z]+/)?.[0] ?? "A")].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

function unpack(bytes: Uint8Array): Record<string, Uint8Array> {
  let declared = 0;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        if (file.originalSize > maxUnpackedBytes || declared > maxUnpackedBytes) throw bomb();
        return file.name.startsWith("xl/") || file.name === "[Content_Types].xml";
      },
    });
    const unpacked = Object.values(files).reduce((n, file) => n + file.length, 0);
    if (unpacked > maxUnpackedBytes) throw bomb();
    return files;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileError("unreadable_file", "The file is not a readable XLSX workbook");
  }
}
const bomb = () =>
  fileError(
    "file_too_large",
    `The workbook unpacks to more than ${maxUnpackedBytes / 1024 / 1024} MB: refused`,
  );

function parseXlsx(bytes: Uint8Array): Sheet {
  const files = unpack(bytes);
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : undefined);
  const workbook = text("xl/workbook.xml");
  if (!workbook) throw fileError("unreadable_file", "The file is not a readable XLSX workbook");
  // The first sheet, through the workbook's relationships.
  const firstSheetId = workbook.match(/<sheet\b[^>]*\br:id="([^"]+)"/)?.[1];
  const rels = text("xl/_rels/workbook.xml.rels") ?? "";
  const target = [...rels.matchAll(/<Relationship\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`Id="${firstSheetId}"`))
    ?.match(/Target="([^"]+)"/)?.[1];
  const sheetPath = target
    ? target.startsWith("/")
      ? target.slice(1)
      : `xl/${target}`
    : "xl/worksheets/sheet1.xml";
  const sheet = text(sheetPath);
  if (!sheet) throw fileError("unreadable_file", "The workbook has no sheet");
  const shared = [...(text("xl/sharedStrings.xml") ?? "").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    textsOf(m[1] ?? ""),
  );
  const rows: Sheet = [];
  for (const rowMatch of sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const row: string[] = [];
    for (const cell of (rowMatch[1] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? "";
      const body = cell[2] ?? "";
      const index = columnIndex(attributes.match(/\br="([A-Z]+)\d+"/)?.[1] ?? columnName(row.length));
      const type = attributes.match(/\bt="(\w+)"/)?.[1];
      const value = decodeXml(body.match(/<v>([\s\S]*?)<\/v>/)?.[1] ?? "");
      row[index] =
        type === "s" ? (shared[Number(value)] ?? "") : type === "inlineStr" ? textsOf(body) : value;
    }
    rows.push(Array.from(row, (cell) => cell ?? ""));
    if (rows.length > maxSheetRows + 1) throw tooManyRows();
  }
  return rows;
}

// ---------------------------------------------------------------- reading either

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A CSV or XLSX file (told apart by its bytes) as rows of trimmed strings, without the empty ones. */
export function readSheet(bytes: Uint8Array): Sheet {
  if (bytes.length === 0) throw fileError("required", "The file is empty");
  let rows: Sheet;
  if (isZip(bytes)) rows = parseXlsx(bytes);
  else {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw fileError(
        "wrong_encoding",
        'The file is not UTF-8 text: save it as "CSV UTF-8" (or as XLSX) and try again',
      );
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a text file has no NUL; a binary one does
    if (/\u0000/.test(text))
      throw fileError("unreadable_file", "The file is neither CSV text nor an XLSX workbook");
    rows = parseCsv(text.replace(/^\uFEFF/, ""));
  }
  return rows.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ""));
}
