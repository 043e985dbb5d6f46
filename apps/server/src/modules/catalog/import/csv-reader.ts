import { isUtf8 } from "node:buffer";
import { cellTooLong, fileError, SheetBuilder, sheetLimits } from "./sheet-limits.ts";

/**
 * The CSV reader (RFC 4180: quoted cells with `""` escapes and line breaks, CRLF or LF, a BOM), with the
 * delimiter its header uses (`,`, `;` as some locales save, or a tab). It scans the bytes once: the characters
 * it looks for are ASCII, which never occur inside a UTF-8 sequence, and each cell is decoded from its own
 * bytes, once. So reading costs one pass and the heap holds the cells only, never the whole text or a string
 * per character (issue 32: the old reader's `cell += char` took ~25 bytes of heap per byte of file).
 */
export function readCsv(bytes: Uint8Array): string[][] {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isUtf8(file))
    throw fileError(
      "wrong_encoding",
      'The file is not UTF-8 text: save it as "CSV UTF-8" (or as XLSX) and try again',
    );
  // A text file has no NUL; a binary one does.
  if (file.includes(0))
    throw fileError("unreadable_file", "The file is neither CSV text nor an XLSX workbook");
  const bom = file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf;
  return parseCsv(file, bom ? 3 : 0);
}

const quote = 0x22;
const cr = 0x0d;
const lf = 0x0a;

function parseCsv(file: Buffer, start: number): string[][] {
  const delimiter = delimiterOf(file, start);
  const sheet = new SheetBuilder();
  let i = start;
  let column = 0;
  while (i < file.length) {
    const [value, next] = cellAt(file, i, delimiter, sheet.row);
    sheet.cell(column++, value);
    i = next;
    const byte = file[i];
    if (byte === delimiter) i++;
    else if (byte === cr || byte === lf) {
      i += byte === cr && file[i + 1] === lf ? 2 : 1;
      sheet.endRow();
      column = 0;
    }
  }
  sheet.endRow();
  return sheet.rows;
}

/** The delimiter the header line holds most of. */
function delimiterOf(file: Buffer, start: number): number {
  const counts = new Map([
    [0x2c, 0],
    [0x3b, 0],
    [0x09, 0],
  ]);
  for (let i = start; i < file.length; i++) {
    const byte = file[i]!;
    if (byte === cr || byte === lf) break;
    const count = counts.get(byte);
    if (count !== undefined) counts.set(byte, count + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * The cell starting at `i` and the index after it (its delimiter or line break, or the end). A quoted part comes
 * first if the cell starts with `"`; what follows its closing quote up to the delimiter is kept, as spreadsheet
 * programs do. A cell is refused as soon as its bytes pass 4 per allowed character, before it is decoded;
 * its characters are counted when it is stored.
 */
function cellAt(file: Buffer, i: number, delimiter: number, row: number): [string, number] {
  const maxBytes = 4 * sheetLimits.cellChars;
  const parts: string[] = [];
  let length = 0;
  if (file[i] === quote) {
    let from = i + 1;
    for (;;) {
      const closing = file.indexOf(quote, from);
      if (closing === -1) {
        if (file.length - from > maxBytes) throw cellTooLong(row);
        throw fileError("unreadable_file", `Row ${row} has a quoted cell that is never closed`);
      }
      const escaped = file[closing + 1] === quote;
      // `""` stands for one quote: keep the bytes up to and with the first.
      const end = escaped ? closing + 1 : closing;
      length += end - from;
      if (length > maxBytes) throw cellTooLong(row);
      parts.push(file.toString("utf8", from, end));
      from = closing + (escaped ? 2 : 1);
      if (!escaped) break;
    }
    i = from;
  }
  const limit = Math.min(file.length, i + maxBytes - length + 1);
  let end = i;
  for (; end < limit; end++) {
    const byte = file[end];
    if (byte === delimiter || byte === cr || byte === lf) break;
  }
  if (length + end - i > maxBytes) throw cellTooLong(row);
  if (end > i || parts.length === 0) parts.push(file.toString("utf8", i, end));
  return [parts.length === 1 ? parts[0]! : parts.join(""), end];
}
