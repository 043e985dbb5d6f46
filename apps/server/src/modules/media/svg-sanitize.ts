import { createRequire } from "node:module";
import type sanitizeHtml from "sanitize-html";

export const svgNamespace = "http://www.w3.org/2000/svg";
export const xlinkNamespace = "http://www.w3.org/1999/xlink";

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

/** The namespace declarations an SVG needs to display, each kept only with its one right value. */
const namespaceValues: Record<string, string> = { xmlns: svgNamespace, "xmlns:xlink": xlinkNamespace };

/**
 * The SVG without scripts, event handlers, foreign content, styles, DOCTYPE or references outside the document:
 * only drawing elements and presentation attributes survive (an allowlist, so new attack names fail closed).
 * The namespace declarations stay (without `xmlns` a browser shows no image); `xmlns:xlink` is added when
 * `xlink:href` is used without it. Runs in the media worker (media-worker.ts), under its time limit.
 */
export function sanitizeSvg(source: string): string {
  // Loaded here rather than through @dukkan/db, whose index would bring the database layer into the worker.
  const sanitize = createRequire(import.meta.url)("sanitize-html") as typeof sanitizeHtml;
  const clean = sanitize(source, {
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
          const namespace = namespaceValues[name];
          if (namespace !== undefined) {
            if (value.trim() === namespace) kept[name] = namespace;
            continue;
          }
          if ((name === "href" || name === "xlink:href") && !value.trim().startsWith("#")) continue;
          if (externalReference.test(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  });
  return declareXlink(clean);
}

/** `xmlns:xlink` on the root when the document uses `xlink:href` but forgot to declare it (else it is no XML). */
function declareXlink(svg: string): string {
  const root = svg.indexOf("<svg");
  if (root < 0 || !svg.includes(" xlink:href=")) return svg;
  const rootEnd = svg.indexOf(">", root);
  if (svg.slice(root, rootEnd).includes(" xmlns:xlink=")) return svg;
  const at = root + "<svg".length;
  return `${svg.slice(0, at)} xmlns:xlink="${xlinkNamespace}"${svg.slice(at)}`;
}
