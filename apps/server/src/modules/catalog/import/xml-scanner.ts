import { fileError } from "./sheet-limits.ts";

/**
 * A small XML scanner for the parts of an XLSX workbook (issue 32): one pass over the bytes, tags found with
 * `indexOf`, no regular expression on the file's content, nothing decoded but the names, attributes and texts
 * the caller keeps. A DOCTYPE is refused outright, so no entity is ever declared, let alone expanded ("billion
 * laughs"); only XML's five entities and character references are decoded. Nesting depth and the number of
 * elements are bounded.
 */
export interface XmlHandler {
  /** An element's start; `empty` for `<x/>` (no `close` follows). Names are local: `x:row` is `row`. */
  open(name: string, attributes: Record<string, string>, empty: boolean): void;
  close(name: string): void;
  /** Character data at bytes `start`…`end` (CDATA is given as it is, without entities). */
  text(xml: Buffer, start: number, end: number, cdata: boolean): void;
}

export const xmlLimits = {
  /** A spreadsheet part nests ~6 deep. */
  depth: 64,
  /** A 50,000-row sheet of inline strings has ~3 million elements. */
  elements: 5_000_000,
} as const;

const unreadable = (why: string) =>
  fileError("unreadable_file", `The file is not a readable XLSX workbook (${why})`);

/** Names (of elements, attributes) and attribute values are short in a workbook: longer is not one. */
const maxNameBytes = 256;
const maxAttributeBytes = 4096;
const lt = 0x3c;
const gt = 0x3e;
const slash = 0x2f;

export function scanXml(xml: Buffer, handler: XmlHandler): void {
  const open: string[] = [];
  let elements = 0;
  let at = 0;
  while (at < xml.length) {
    const tag = xml.indexOf(lt, at);
    if (tag === -1) break;
    if (tag > at) handler.text(xml, at, tag, false);
    const next = xml[tag + 1];
    if (next === 0x3f /* ? */) {
      at = after(xml, "?>", tag);
    } else if (next === 0x21 /* ! */) {
      if (startsWith(xml, tag, "<!--")) at = after(xml, "-->", tag);
      else if (startsWith(xml, tag, "<![CDATA[")) {
        const end = xml.indexOf("]]>", tag);
        if (end === -1) throw unreadable("an unclosed CDATA section");
        handler.text(xml, tag + 9, end, true);
        at = end + 3;
      } else
        throw fileError(
          "unreadable_file",
          "The workbook declares an XML document type (DOCTYPE or entities): refused, a spreadsheet has none",
        );
    } else if (next === slash) {
      const end = xml.indexOf(gt, tag);
      if (end === -1 || end - tag > maxNameBytes) throw unreadable("an unclosed tag");
      const name = localName(xml.toString("latin1", tag + 2, end).trimEnd());
      if (open.pop() !== name) throw unreadable("mismatched tags");
      handler.close(name);
      at = end + 1;
    } else {
      if (++elements > xmlLimits.elements) throw unreadable(`more than ${xmlLimits.elements} elements`);
      at = startTag(xml, tag, handler, open);
    }
  }
  if (open.length > 0) throw unreadable("unclosed elements");
}

/** Reads the start tag at `tag` (its attributes' values may hold `>`); the index after it. */
function startTag(xml: Buffer, tag: number, handler: XmlHandler, open: string[]): number {
  let at = tag + 1;
  const nameLimit = Math.min(xml.length, tag + maxNameBytes);
  while (at < nameLimit && !isSpace(xml[at]!) && xml[at] !== gt && xml[at] !== slash) at++;
  if (at === nameLimit) throw unreadable("an unclosed tag");
  const name = localName(xml.toString("latin1", tag + 1, at));
  if (name === "") throw unreadable("a tag without a name");
  const attributes: Record<string, string> = {};
  for (;;) {
    while (isSpace(xml[at]!)) at++;
    const char = xml[at];
    if (char === gt || (char === slash && xml[at + 1] === gt)) break;
    if (char === undefined) throw unreadable("an unclosed tag");
    const equals = xml.indexOf(0x3d /* = */, at);
    if (equals === -1 || equals - at > maxNameBytes) throw unreadable("an attribute without a value");
    const attribute = localName(xml.toString("latin1", at, equals).trim());
    at = equals + 1;
    while (isSpace(xml[at]!)) at++;
    const quote = xml[at];
    if (quote !== 0x22 && quote !== 0x27) throw unreadable("an unquoted attribute");
    const end = xml.indexOf(quote, at + 1);
    if (end === -1) throw unreadable("an unclosed attribute");
    if (end - at > maxAttributeBytes) throw unreadable("an attribute longer than a workbook's");
    attributes[attribute] = decodeXmlText(xml.toString("utf8", at + 1, end));
    at = end + 1;
  }
  const empty = xml[at] === slash;
  if (!empty) {
    if (open.length >= xmlLimits.depth) throw unreadable(`elements nested deeper than ${xmlLimits.depth}`);
    open.push(name);
  }
  handler.open(name, attributes, empty);
  return at + (empty ? 2 : 1);
}

const isSpace = (char: number) => char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09;
const localName = (name: string) => name.slice(name.indexOf(":") + 1);
const startsWith = (xml: Buffer, at: number, text: string) =>
  xml.toString("latin1", at, at + text.length) === text;
function after(xml: Buffer, end: string, from: number): number {
  const at = xml.indexOf(end, from);
  if (at === -1) throw unreadable("an unclosed declaration");
  return at + end.length;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML's five entities and character references decoded (one pass; an unknown one is left as written). */
export function decodeXmlText(text: string): string {
  let amp = text.indexOf("&");
  if (amp === -1) return text;
  const parts: string[] = [];
  let from = 0;
  // The next `;` is looked for again only once passed, so that many `&` without one stay one pass.
  let semicolon = text.indexOf(";", amp);
  while (amp !== -1 && semicolon !== -1) {
    if (semicolon < amp) semicolon = text.indexOf(";", amp);
    // The longest reference is `&#x10FFFF;`: a `;` further on belongs to other text.
    if (semicolon !== -1 && semicolon - amp <= 9) {
      const name = text.slice(amp + 1, semicolon);
      const char = name.startsWith("#") ? characterReference(name) : entities[name];
      if (char !== undefined) {
        parts.push(text.slice(from, amp), char);
        from = semicolon + 1;
      }
    }
    amp = text.indexOf("&", amp + 1);
  }
  parts.push(text.slice(from));
  return parts.join("");
}

function characterReference(name: string): string | undefined {
  const hex = name[1] === "x" || name[1] === "X";
  const digits = name.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) return undefined;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
}
