/**
 * What an uploaded file is, read from its bytes (never its name or the browser's type): the magic numbers of
 * JPEG, PNG, WebP, AVIF, PDF, MP4 and WebM, and for SVG the text's first element. Anything else is refused.
 */
export type DetectedKind = "jpeg" | "png" | "webp" | "avif" | "svg" | "pdf" | "mp4" | "webm";

export const extensionOf: Record<DetectedKind, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
  svg: "svg",
  pdf: "pdf",
  mp4: "mp4",
  webm: "webm",
};
export const contentTypeOf: Record<DetectedKind, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

/** How far into a file the SVG sniffer reads: an SVG's first element comes long before. */
const svgSniffBytes = 64 * 1024;

const isXmlSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const startsAt = (text: string, at: number, prefix: string) =>
  text.slice(at, at + prefix.length).toLowerCase() === prefix.toLowerCase();

/**
 * What an SVG document's prolog holds before its `<svg` element: `"svg"`, `"svg_with_dtd_subset"` when a
 * DOCTYPE declares an internal subset (where entities live: refused by the caller), or null when the text is not
 * an SVG. A hand-written scanner, not a regular expression: every step moves forward with `indexOf`, so the work
 * is linear in the text (a regular expression with nested quantifiers took minutes on 211 bytes of comments).
 */
export function readSvgProlog(text: string): "svg" | "svg_with_dtd_subset" | null {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let dtdSubset = false;
  for (;;) {
    while (at < text.length && isXmlSpace(text.charCodeAt(at))) at++;
    let end: number;
    if (startsAt(text, at, "<?")) {
      end = text.indexOf("?>", at + 2);
      if (end < 0) return null;
      at = end + 2;
    } else if (startsAt(text, at, "<!--")) {
      end = text.indexOf("-->", at + 4);
      if (end < 0) return null;
      at = end + 3;
    } else if (startsAt(text, at, "<!DOCTYPE")) {
      end = at + "<!DOCTYPE".length;
      while (end < text.length && text[end] !== ">" && text[end] !== "[") end++;
      if (text[end] === "[") {
        dtdSubset = true;
        const subsetEnd = text.indexOf("]", end);
        end = subsetEnd < 0 ? -1 : text.indexOf(">", subsetEnd);
      }
      if (end < 0 || end >= text.length) return null;
      at = end + 1;
    } else if (startsAt(text, at, "<svg")) {
      const next = text.charCodeAt(at + 4);
      if (!(isXmlSpace(next) || next === 0x3e /* > */ || next === 0x2f) /* / */) return null;
      return dtdSubset ? "svg_with_dtd_subset" : "svg";
    } else {
      return null;
    }
  }
}

/** Entity declarations anywhere (billion laughs, external entities): an SVG with any is refused. */
export function declaresEntities(text: string): boolean {
  return readSvgProlog(text.slice(0, svgSniffBytes)) === "svg_with_dtd_subset" || /<!ENTITY/i.test(text);
}

export function detectKind(bytes: Buffer): DetectedKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // The box's major brand and compatible brands (4 bytes each after the minor version).
    const boxSize = bytes.readUInt32BE(0);
    const brands = ascii(bytes, 8, Math.min(boxSize, 64, bytes.length));
    if (/avif|avis/.test(brands)) return "avif";
    // Hero slides' videos (issue 18): the ISO base media brands browsers play.
    if (/isom|iso[2-6]|mp41|mp42|avc1|dash|M4V /.test(brands)) return "mp4";
    return null;
  }
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  // EBML header whose document type is WebM (Matroska otherwise: refused).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, 64).includes("webm")) return "webm";
  if (readSvgProlog(bytes.subarray(0, svgSniffBytes).toString("utf8"))) return "svg";
  return null;
}

/** A PDF ends with its `%%EOF` marker (within the last kilobyte, trailing whitespace allowed). */
export function looksLikeCompletePdf(bytes: Buffer): boolean {
  return bytes.length > 8 && ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes("%%EOF");
}

/** A stored file's type, by the extension its key was given when stored (never from a request). */
const contentTypeByExtension: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
};

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return contentTypeByExtension[extension] ?? "application/octet-stream";
}
