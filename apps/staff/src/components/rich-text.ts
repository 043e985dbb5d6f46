import {
  DOMParser,
  DOMSerializer,
  type Mark,
  type MarkSpec,
  type Node as ProseNode,
  Schema,
  type TagParseRule,
} from "prosemirror-model";

/**
 * The rich-text editor's document model (ProseMirror, docs/decisions/0024): only what the server's sanitizer
 * keeps (packages/db/src/html.ts) and the toolbar can make — paragraphs, headings h2–h4, lists, quotes, rules,
 * line breaks; bold, italic, underline, links. Anything else that is parsed (a paste from Word or Google Docs,
 * an old value) keeps its text and loses its tag, class, style and attributes: spans, fonts, tables and
 * `mso-*` markup never reach the stored HTML.
 */
const headingLevels = [2, 3, 4] as const;

/**
 * Inline styles are read from `data-style`, never applied: the staff app's CSP refuses style attributes (even in
 * an inert document, Chromium reports each one), so HTML is parsed with them renamed (`withoutInlineStyles`).
 */
const styleOf = (dom: HTMLElement | string, property: string): string => {
  if (typeof dom === "string") return "";
  const declarations = (dom.getAttribute("data-style") ?? "").split(";").map((d) => d.split(":"));
  return (
    declarations
      .find(([name]) => name?.trim().toLowerCase() === property)?.[1]
      ?.trim()
      .toLowerCase() ?? ""
  );
};
const isBoldWeight = (value: string) => /^(bold(er)?|[6-9]\d{2})$/.test(value);

const link: MarkSpec = {
  attrs: { href: { validate: "string" } },
  inclusive: false,
  parseDOM: [
    {
      tag: "a[href]",
      getAttrs: (dom) => {
        const href = safeHref((dom as HTMLElement).getAttribute("href") ?? "");
        return href ? { href } : false;
      },
    },
  ],
  toDOM: (mark: Mark) => ["a", { href: mark.attrs.href as string }, 0],
};

export const richTextSchema = new Schema({
  nodes: {
    doc: { content: "block+" },
    paragraph: { group: "block", content: "inline*", parseDOM: [{ tag: "p" }], toDOM: () => ["p", 0] },
    heading: {
      attrs: { level: { default: 3, validate: "number" } },
      group: "block",
      content: "inline*",
      defining: true,
      parseDOM: [
        { tag: "h1", attrs: { level: 2 } },
        ...headingLevels.map((level): TagParseRule => ({ tag: `h${level}`, attrs: { level } })),
        { tag: "h5", attrs: { level: 4 } },
        { tag: "h6", attrs: { level: 4 } },
      ],
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
    },
    blockquote: {
      group: "block",
      content: "block+",
      defining: true,
      parseDOM: [{ tag: "blockquote" }],
      toDOM: () => ["blockquote", 0],
    },
    horizontal_rule: { group: "block", parseDOM: [{ tag: "hr" }], toDOM: () => ["hr"] },
    bullet_list: {
      group: "block",
      content: "list_item+",
      parseDOM: [{ tag: "ul" }],
      toDOM: () => ["ul", 0],
    },
    ordered_list: {
      group: "block",
      content: "list_item+",
      parseDOM: [{ tag: "ol" }],
      toDOM: () => ["ol", 0],
    },
    list_item: {
      content: "paragraph block*",
      defining: true,
      parseDOM: [{ tag: "li" }],
      toDOM: () => ["li", 0],
    },
    text: { group: "inline" },
    hard_break: {
      inline: true,
      group: "inline",
      selectable: false,
      parseDOM: [{ tag: "br" }],
      toDOM: () => ["br"],
    },
  },
  marks: {
    link,
    strong: {
      parseDOM: [
        { tag: "strong" },
        // Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold.
        { tag: "b", getAttrs: (dom) => styleOf(dom, "font-weight") !== "normal" && null },
        // …and writes bold as <span style="font-weight:700">.
        { tag: "span[data-style]", getAttrs: (dom) => isBoldWeight(styleOf(dom, "font-weight")) && null },
      ],
      toDOM: () => ["strong", 0],
    },
    em: {
      parseDOM: [
        { tag: "em" },
        { tag: "i" },
        { tag: "span[data-style]", getAttrs: (dom) => styleOf(dom, "font-style") === "italic" && null },
      ],
      toDOM: () => ["em", 0],
    },
    underline: {
      parseDOM: [{ tag: "u" }],
      toDOM: () => ["u", 0],
    },
  },
});

/**
 * A link the server keeps and the storefront may follow: http(s), mailto and tel, or a path on the shop (not
 * `//host` nor `/\host`, which browsers read as another host). A bare domain gets https://. Else null.
 */
export function safeHref(input: string): string | null {
  const href = input.trim();
  if (href === "") return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return /\s/.test(href) ? null : href;
  if (/^\/(?![/\\])/.test(href)) return href;
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#]\S*)?$/u.test(href)) return `https://${href}`;
  return null;
}

/** Every `style` attribute renamed `data-style`: read by the parse rules, never applied by the browser. */
export const withoutInlineStyles = (html: string): string =>
  html.replace(/(<[^<>]*?\s)style\s*=/gi, "$1data-style=");

/**
 * A paste made ready to parse: Word's list bullets (text inside `<!--[if !supportLists]-->` or an `mso-list:
 * Ignore` span) dropped, so they do not become text; styles renamed (see `withoutInlineStyles`).
 */
export function cleanPastedHtml(html: string): string {
  return withoutInlineStyles(html)
    .replace(/<!--\[if !supportLists\]-->[\s\S]*?<!--\[endif\]-->/g, "")
    .replace(/<span[^>]*mso-list:\s*Ignore[^>]*>[\s\S]*?<\/span>/gi, "");
}

/** An inert document to parse in: nothing in the parsed HTML loads or runs. */
function inertBody(html: string, document: Document): HTMLElement {
  const inert = document.implementation.createHTMLDocument("");
  inert.body.innerHTML = withoutInlineStyles(html);
  return inert.body;
}

/** HTML (as stored, or pasted) → the editor's document, keeping only what the schema allows. */
export function htmlToDoc(html: string, document: Document = globalThis.document): ProseNode {
  return DOMParser.fromSchema(richTextSchema).parse(inertBody(html, document));
}

/** Whether the document has no text: empty blocks (a copied structure, a rule) are no translation yet. */
export const isBlank = (doc: ProseNode): boolean => doc.textContent.trim() === "";

/**
 * The editor's document → the HTML stored: "" when blank (so that an untouched translation stays missing), and a
 * list item's first paragraph unwrapped (`<li>text</li>`, which parses back to the same document).
 */
export function docToHtml(doc: ProseNode, document: Document = globalThis.document): string {
  if (isBlank(doc)) return "";
  const box = document.createElement("div");
  box.appendChild(DOMSerializer.fromSchema(richTextSchema).serializeFragment(doc.content, { document }));
  for (const item of box.querySelectorAll("li")) {
    const first = item.firstChild;
    if (first?.nodeName === "P") (first as Element).replaceWith(...first.childNodes);
  }
  return box.innerHTML;
}

/** The HTML as the editor would store it: tags it cannot keep dropped, their text kept. */
export const normalizeHtml = (html: string, document: Document = globalThis.document): string =>
  docToHtml(htmlToDoc(html, document), document);

/**
 * The source's block structure with no text: the same headings, paragraphs, lists and list items, empty, for a
 * translator to type into (so that a translation keeps the source's shape without anyone typing tags).
 */
export function emptyStructure(node: ProseNode): ProseNode {
  if (node.isTextblock) return node.type.create(node.attrs);
  if (node.isLeaf) return node;
  const children: ProseNode[] = [];
  node.forEach((child) => {
    children.push(emptyStructure(child));
  });
  return node.type.create(node.attrs, children);
}
