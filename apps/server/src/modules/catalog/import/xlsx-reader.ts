import { cellTooLong, fileError, SheetBuilder, sheetLimits } from "./sheet-limits.ts";
import { decodeXmlText, scanXml } from "./xml-scanner.ts";
import { openZip, type ZipArchive } from "./zip-reader.ts";

/**
 * The XLSX reader: the first sheet of a workbook, with shared or inline strings (issue 19). Only the parts it
 * needs are unpacked (the workbook, its relationships, the shared strings, the one sheet), all of them within
 * one budget counted as they inflate; each is scanned once (xml-scanner.ts) and its texts decoded one cell at
 * a time, within the sheet's limits (issue 32).
 */
export function readXlsx(bytes: Uint8Array): string[][] {
  const zip = openZip(bytes, maxUnpackedBytes);
  const sheetPart = zip.read(firstSheetPath(zip));
  if (!sheetPart) throw fileError("unreadable_file", "The workbook has no sheet");
  const shared = sharedStrings(zip.read("xl/sharedStrings.xml"));
  return sheetRows(sheetPart, shared);
}

/** What the parts read may unpack to in all: a 50,000-row sheet of inline strings is ~55 MB. */
const maxUnpackedBytes = 64 * 1024 * 1024;

/** The first sheet's part, through the workbook's relationships. */
function firstSheetPath(zip: ZipArchive): string {
  const workbook = zip.read("xl/workbook.xml");
  if (!workbook) throw fileError("unreadable_file", "The file is not a readable XLSX workbook");
  let sheetId: string | undefined;
  scanXml(workbook, {
    open: (name, attributes) => {
      if (name === "sheet" && sheetId === undefined) sheetId = attributes.get("id") ?? "";
    },
    close: () => undefined,
    text: () => undefined,
  });
  let target: string | undefined;
  const rels = zip.read("xl/_rels/workbook.xml.rels");
  if (rels)
    scanXml(rels, {
      open: (name, attributes) => {
        if (name === "Relationship" && attributes.get("Id") === sheetId) target ??= attributes.get("Target");
      },
      close: () => undefined,
      text: () => undefined,
    });
  if (!target) return "xl/worksheets/sheet1.xml";
  return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
}

/**
 * A cell's text, gathered from the `<t>` (or `<v>`) runs it is written in. Bytes are counted before they are
 * decoded: a run of more than 4 bytes per allowed character cannot fit, whatever it decodes to.
 */
class CellText {
  private parts: string[] = [];
  private bytes = 0;
  constructor(private readonly row: () => number) {}
  add(xml: Buffer, start: number, end: number, cdata: boolean): void {
    this.bytes += end - start;
    if (this.bytes > 4 * sheetLimits.cellChars) throw cellTooLong(this.row());
    const text = xml.toString("utf8", start, end);
    this.parts.push(cdata ? text : decodeXmlText(text));
  }
  take(): string {
    const text = this.parts.length === 1 ? this.parts[0]! : this.parts.join("");
    this.parts = [];
    this.bytes = 0;
    if (text.length > sheetLimits.cellChars) throw cellTooLong(this.row());
    return text;
  }
}

/** The shared strings table: each `<si>`'s text runs, without phonetic guides (`<rPh>`). */
function sharedStrings(part: Buffer | undefined): string[] {
  const strings: string[] = [];
  if (!part) return strings;
  const text = new CellText(() => strings.length + 1);
  let inText = false;
  let phonetic = false;
  scanXml(part, {
    open(name, _attributes, empty) {
      if (name === "rPh") phonetic = !empty;
      else if (name === "t") inText = !empty && !phonetic;
      else if (name === "si" && empty) strings.push("");
    },
    close(name) {
      if (name === "t") inText = false;
      else if (name === "rPh") phonetic = false;
      else if (name === "si") {
        strings.push(text.take());
        if (strings.length > sheetLimits.cells)
          throw fileError(
            "too_many_cells",
            "The workbook has more shared strings than a sheet may have cells",
          );
      }
    },
    text(xml, start, end, cdata) {
      if (inText) text.add(xml, start, end, cdata);
    },
  });
  return strings;
}

/** The sheet's rows: each `<c>`'s value by its type (shared string, inline string, or the `<v>` as written). */
function sheetRows(part: Buffer, shared: string[]): string[][] {
  const sheet = new SheetBuilder();
  const text = new CellText(() => sheet.row);
  let column = -1;
  let type: string | undefined;
  let inValue = false;
  let phonetic = false;
  scanXml(part, {
    open(name, attributes, empty) {
      if (name === "row") {
        const number = Number(attributes.get("r"));
        if (Number.isInteger(number) && number > 0) sheet.row = number;
        column = -1;
        if (empty) sheet.endRow();
      } else if (name === "c") {
        const reference = attributes.get("r");
        const index = reference ? columnIndex(reference) : -1;
        column = index >= 0 ? index : column + 1;
        type = attributes.get("t");
      } else if (name === "rPh") phonetic = !empty;
      else if (name === "v" || name === "t") inValue = !empty && !phonetic;
    },
    close(name) {
      if (name === "v" || name === "t") inValue = false;
      else if (name === "rPh") phonetic = false;
      else if (name === "c") {
        const value = text.take();
        sheet.cell(column, type === "s" ? (shared[Number(value)] ?? "") : value);
      } else if (name === "row") sheet.endRow();
    },
    text(xml, start, end, cdata) {
      if (inValue) text.add(xml, start, end, cdata);
    },
  });
  return sheet.rows;
}

/** `AB12` → 27: the letters of a cell reference, 0-based (at most three letters, as in XLSX's 16,384 columns). */
function columnIndex(reference: string): number {
  let index = 0;
  for (let i = 0; i < reference.length && i < 4; i++) {
    const letter = reference.charCodeAt(i);
    if (letter < 65 || letter > 90) return index - 1;
    index = index * 26 + letter - 64;
  }
  return index - 1;
}
