import { createRequire } from "node:module";
import type { Localized } from "@dukkan/contracts";
import type sanitizeHtml from "sanitize-html";

let library: typeof sanitizeHtml | undefined;

/**
 * sanitize-html (with postcss and htmlparser2, ~2 MB of heap), loaded on its first write of HTML rather than at
 * start: a shop that is only browsed never needs it (issue 20). Synchronous, so that writes stay synchronous.
 * (Uploaded SVGs are sanitized in the server's media worker, apps/server/src/modules/media/svg-sanitize.ts.)
 */
export function sanitizeHtmlLibrary(): typeof sanitizeHtml {
  library ??= createRequire(import.meta.url)("sanitize-html") as typeof sanitizeHtml;
  return library;
}

let sanitize: ((html: string) => string) | undefined;

/**
 * The HTML the catalogue may hold (descriptions, slide texts, rules): structure and emphasis, links to
 * http(s), mailto and tel, simple tables. No scripts, styles, event handlers, iframes or javascript: URLs.
 * Applied when HTML is written, so that only sanitized HTML reaches the storefront's SafeHtml.
 */
const options: Omit<sanitizeHtml.IOptions, "transformTags"> = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "span",
    "small",
    "mark",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], "*": ["dir", "lang"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
};

function loadSanitizer() {
  const sanitizeWith = sanitizeHtmlLibrary();
  const withLinks: sanitizeHtml.IOptions = {
    ...options,
    // Links that open elsewhere never hand the storefront to the new page.
    transformTags: { a: sanitizeWith.simpleTransform("a", { rel: "noopener noreferrer" }, true) },
  };
  return (html: string) => sanitizeWith(html, withLinks);
}

export function sanitizeRichText(html: string): string {
  sanitize ??= loadSanitizer();
  return sanitize(html);
}

/** Every language of a translatable HTML value, sanitized. */
export function sanitizeLocalizedHtml(value: Localized): Localized;
export function sanitizeLocalizedHtml(value: Localized | null | undefined): Localized | null | undefined;
export function sanitizeLocalizedHtml(value: Localized | null | undefined): Localized | null | undefined {
  if (!value) return value;
  return Object.fromEntries(
    Object.entries(value).map(([lang, text]) => [
      lang,
      typeof text === "string" ? sanitizeRichText(text) : text,
    ]),
  ) as Localized;
}
