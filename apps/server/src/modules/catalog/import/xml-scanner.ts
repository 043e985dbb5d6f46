import { fileError } from "./sheet-limits.ts";

/**
 * A small XML scanner for the parts of an XLSX workbook (issue 32): one pass over the bytes, tags found with
 * `indexOf`, no regular expression on the file's content, nothing decoded but the names, attributes and texts
 * the caller keeps. A DOCTYPE is refused outright, so no entity is ever declared, let alone expanded ("billion
 * laughs"); only XML's five entities and character references are decoded. Nesting depth and the number of
 * elements are bounded.
 */
export interface XmlHandler {
  /**
   * An element's start; `empty` for `<x/>` (no `close` follows). Names are local: `x:row` is `row`. Its
   * attributes are read on demand, during the call only.
   */
  open(name: string, attributes: Attributes, empty: boolean): void;
  close(name: string): void;
  /** Character data at bytes `start`…`end` (CDATA is given as it is, without entities). */
  text(xml: Buffer, start: number, end: number, cdata: boolean): void;
}

/**
 * The attributes of the start tag being reported, found when asked: a sheet's cell has several, its reader
 * wants one or two, and decoding the rest would cost a string each (a 50,000-row sheet has a million cells).
 */
export class Attributes {
  xml: Buffer = Buffer.alloc(0);
  /** The bytes after the element's name up to its `>` or `/>`, checked well-formed by the scanner. */
  start = 0;
  end = 0;

  /** The value of the attribute whose local name is `wanted` (`r:id` is `id`). */
  get(wanted: string): string | undefined {
    const xml = this.xml;
    let at = this.start;
    for (;;) {
      while (at < this.end && isSpace(xml[at]!)) at++;
      if (at >= this.end) return undefined;
      const equals = xml.indexOf(0x3d /* = */, at);
      let nameEnd = equals;
      while (isSpace(xml[nameEnd - 1]!)) nameEnd--;
      const quoteAt = valueStart(xml, equals + 1);
      const close = xml.indexOf(xml[quoteAt]!, quoteAt + 1);
      if (sameName(xml, localStart(xml, at, nameEnd), nameEnd, wanted))
        return decodeXmlText(xml.toString("utf8", quoteAt + 1, close));
      at = close + 1;
    }
  }
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
  const attributes = new Attributes();
  attributes.xml = xml;
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
      let nameEnd = end;
      while (isSpace(xml[nameEnd - 1]!)) nameEnd--;
      const name = nameAt(xml, tag + 2, nameEnd);
      if (open.pop() !== name) throw unreadable("mismatched tags");
      handler.close(name);
      at = end + 1;
    } else {
      if (++elements > xmlLimits.elements) throw unreadable(`more than ${xmlLimits.elements} elements`);
      at = startTag(xml, tag, handler, open, attributes);
    }
  }
  if (open.length > 0) throw unreadable("unclosed elements");
}

/** Checks the start tag at `tag` (its attributes' values may hold `>`) and reports it; the index after it. */
function startTag(
  xml: Buffer,
  tag: number,
  handler: XmlHandler,
  open: string[],
  attributes: Attributes,
): number {
  let at = tag + 1;
  const nameLimit = Math.min(xml.length, tag + maxNameBytes);
  while (at < nameLimit && !isSpace(xml[at]!) && xml[at] !== gt && xml[at] !== slash) at++;
  if (at === nameLimit) throw unreadable("an unclosed tag");
  if (at === tag + 1) throw unreadable("a tag without a name");
  const name = nameAt(xml, tag + 1, at);
  attributes.start = at;
  for (;;) {
    while (isSpace(xml[at]!)) at++;
    const char = xml[at];
    if (char === gt || (char === slash && xml[at + 1] === gt)) break;
    if (char === undefined) throw unreadable("an unclosed tag");
    const equals = xml.indexOf(0x3d /* = */, at);
    if (equals === -1 || equals - at > maxNameBytes) throw unreadable("an attribute without a value");
    at = valueStart(xml, equals + 1);
    const quote = xml[at];
    if (quote !== 0x22 && quote !== 0x27) throw unreadable("an unquoted attribute");
    const end = xml.indexOf(quote, at + 1);
    if (end === -1) throw unreadable("an unclosed attribute");
    if (end - at > maxAttributeBytes) throw unreadable("an attribute longer than a workbook's");
    at = end + 1;
  }
  attributes.end = at;
  const empty = xml[at] === slash;
  if (!empty) {
    if (open.length >= xmlLimits.depth) throw unreadable(`elements nested deeper than ${xmlLimits.depth}`);
    open.push(name);
  }
  handler.open(name, attributes, empty);
  return at + (empty ? 2 : 1);
}

function valueStart(xml: Buffer, at: number): number {
  while (isSpace(xml[at]!)) at++;
  return at;
}
/** Where the local part of the name at `start`…`end` starts (after its prefix's `:`). */
function localStart(xml: Buffer, start: number, end: number): number {
  for (let i = end - 1; i >= start; i--) if (xml[i] === 0x3a) return i + 1;
  return start;
}
function sameName(xml: Buffer, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (xml[start + i] !== name.charCodeAt(i)) return false;
  return true;
}

/**
 * The local name at `start`…`end`, the same string each time for the same bytes: a sheet names a handful of
 * elements a million times, and a string made for each would be most of the reader's work.
 */
function nameAt(xml: Buffer, start: number, end: number): string {
  start = localStart(xml, start, end);
  let hash = end - start;
  for (let i = start; i < end; i++) hash = (hash * 31 + xml[i]!) | 0;
  const known = knownNames.get(hash);
  if (known !== undefined && sameName(xml, start, end, known)) return known;
  const name = xml.toString("latin1", start, end);
  if (knownNames.size < 512) knownNames.set(hash, name);
  return name;
}
const knownNames = new Map<number, string>();

const isSpace = (char: number) => char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09;
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
