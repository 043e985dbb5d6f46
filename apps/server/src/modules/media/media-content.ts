import { sanitizeHtmlLibrary } from "@dukkan/db";

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

/** An SVG document: optional BOM, XML declaration, comments and doctype, then `<svg`. */
const svgStart =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

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
  if (svgStart.test(bytes.subarray(0, 4096).toString("utf8"))) return "svg";
  return null;
}

/** A PDF ends with its `%%EOF` marker (within the last kilobyte, trailing whitespace allowed). */
export function looksLikeCompletePdf(bytes: Buffer): boolean {
  return bytes.length > 8 && ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes("%%EOF");
}

const svgTags = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "use",
  "symbol",
  "title",
  "desc",
  "pattern",
  "marker",
];
const svgAttributes = [
  "xmlns",
  "xmlns:xlink",
  "version",
  "id",
  "class",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "dx",
  "dy",
  "d",
  "points",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "clip-path",
  "mask",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-miterlimit",
  "opacity",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "patternTransform",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "href",
  "xlink:href",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "visibility",
  "display",
];

/** A reference inside the document (`#id`, `url(#id)`) is kept; anything that could reach out is not. */
const externalReference = /url\s*\(\s*(?!['"]?#)|javascript:|data:|https?:|\/\//i;

/**
 * The SVG without scripts, event handlers, foreign content, styles or references outside the document:
 * only drawing elements and presentation attributes survive (an allowlist, so new attack names fail closed).
 */
export function sanitizeSvg(source: string): string {
  return sanitizeHtmlLibrary()(source, {
    allowedTags: svgTags,
    allowedAttributes: { "*": svgAttributes },
    allowedSchemes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "foreignObject", "textarea", "noscript"],
    transformTags: {
      "*": (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === "href" || name === "xlink:href") && !value.trim().startsWith("#")) continue;
          if (externalReference.test(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  });
}
