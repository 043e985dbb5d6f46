import { createHash } from "node:crypto";
import { contentPageDefinition, contentPageNames, languages } from "@dukkan/contracts";
import type { CatalogListing, Listed } from "#server/modules/catalog/catalog-listing.service.ts";

/**
 * Sitemaps (issue 35, sitemaps.org 0.9 with Google's hreflang alternates): `/sitemap.xml` is an index of files
 * per kind, `/sitemaps/<kind>-<n>.xml`. Every item is one `<url>` per language (`/en/Product/7`), each naming
 * all five and `x-default` (the unprefixed path, whose language the visitor's cookie picks), so the sets are
 * complete and reciprocal. A file holds at most ITEMS_PER_FILE items, so at most 50,000 URLs.
 */
export const MAX_URLS_PER_FILE = 50_000;
export const ITEMS_PER_FILE = MAX_URLS_PER_FILE / languages.length;

export const sitemapKinds = ["pages", "products", "brands", "categories", "blogs"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export interface SitemapFile {
  kind: SitemapKind;
  /** 1-based. */
  n: number;
  count: number;
  /** Milliseconds (the summary is cached as JSON). */
  lastmod: number;
}

interface Entry {
  /** The path without a language prefix, e.g. `/Product/7`. */
  path: string;
  lastmod: Date;
}

export const sitemapPath = (file: Pick<SitemapFile, "kind" | "n">) => `/sitemaps/${file.kind}-${file.n}.xml`;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** W3C datetime to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

const prefixed = (lang: string, path: string) => (path === "/" ? `/${lang}` : `/${lang}${path}`);

/** The `<url>` of each language for one item. */
export function urlElements(origin: string, entry: Entry): string {
  const alternates = languages
    .map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + prefixed(lang, entry.path))}"/>`,
    )
    .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.path)}"/>`)
    .join("");
  const lastmod = w3cDate(entry.lastmod);
  return languages
    .map(
      (lang) =>
        `<url><loc>${escapeXml(origin + prefixed(lang, entry.path))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>\n`,
    )
    .join("");
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** The index, listing each file with its latest change. */
export function sitemapIndex(origin: string, files: SitemapFile[]): string {
  const items = files
    .map(
      (file) =>
        `<sitemap><loc>${escapeXml(origin + sitemapPath(file))}</loc><lastmod>${w3cDate(new Date(file.lastmod))}</lastmod></sitemap>\n`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/**
 * The shop's own pages: those with no id (the content pages from the contracts' list), with the latest change to
 * what they show.
 */
const fixedPages = [
  "/",
  "/Products",
  "/sale",
  ...contentPageNames.map((page) => contentPageDefinition(page).path),
];

/** Every item of the small kinds (all but products), as entries; a few thousand at most. */
async function smallKindEntries(listing: CatalogListing, kind: Exclude<SitemapKind, "products">) {
  const as = (rows: Listed[], path: (id: number) => string): Entry[] =>
    rows.map((row) => ({ path: path(row.id), lastmod: row.lastmod }));
  switch (kind) {
    case "pages": {
      const [content, dealerTypes, dealers] = await Promise.all([
        listing.contentLastmod(),
        listing.dealerTypes(),
        listing.dealers(),
      ]);
      return [
        ...fixedPages.map((path) => ({ path, lastmod: content })),
        ...as(dealerTypes, (id) => `/Dealer/${id}`),
        ...as(dealers, (id) => `/DealerDetail/${id}`),
      ];
    }
    case "brands":
      return as(await listing.brands(), (id) => `/Products/${id}`);
    case "categories":
      return (await listing.brandCategories()).map((pair) => ({
        path: `/Products/${pair.brandId}?category=${pair.categoryId}`,
        lastmod: pair.lastmod,
      }));
    case "blogs": {
      const [categories, posts] = await Promise.all([listing.blogCategories(), listing.blogs()]);
      return [...as(categories, (id) => `/Blogs/${id}`), ...as(posts, (id) => `/Blog/${id}`)];
    }
  }
}

const latest = (entries: Entry[]) => Math.max(0, ...entries.map((entry) => entry.lastmod.getTime()));

/** Every file of every kind, with its count and latest change (what the index lists and the ETags hash). */
export async function sitemapFiles(listing: CatalogListing): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  const products = await listing.productChunks(ITEMS_PER_FILE);
  for (const kind of sitemapKinds) {
    if (kind === "products") {
      // A file per id range: a product keeps its file, and an empty range has none.
      for (const chunk of products)
        files.push({ kind, n: chunk.chunk + 1, count: chunk.count, lastmod: chunk.lastmod.getTime() });
      continue;
    }
    const entries = await smallKindEntries(listing, kind);
    for (let start = 0, n = 1; start < entries.length; start += ITEMS_PER_FILE, n++) {
      const slice = entries.slice(start, start + ITEMS_PER_FILE);
      files.push({ kind, n, count: slice.length, lastmod: latest(slice) });
    }
  }
  return files;
}

/** One file's XML, a page of rows at a time (a products file is ~30 MB before compression). */
export async function* sitemapXml(
  listing: CatalogListing,
  origin: string,
  file: Pick<SitemapFile, "kind" | "n">,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  if (file.kind === "products") {
    let buffered = "";
    for await (const product of listing.productsInChunk(file.n - 1, ITEMS_PER_FILE)) {
      buffered += urlElements(origin, { path: `/Product/${product.id}`, lastmod: product.lastmod });
      if (buffered.length > 64 * 1024) {
        yield buffered;
        buffered = "";
      }
    }
    yield buffered;
  } else {
    const entries = await smallKindEntries(listing, file.kind);
    const slice = entries.slice((file.n - 1) * ITEMS_PER_FILE, file.n * ITEMS_PER_FILE);
    yield slice.map((entry) => urlElements(origin, entry)).join("");
  }
  yield "</urlset>\n";
}

/** A strong validator for a file (or the index): what it lists changes whenever its count or latest change does. */
export function sitemapEtag(origin: string, subject: unknown): string {
  return `"${createHash("sha1").update(origin).update(JSON.stringify(subject)).digest("base64url")}"`;
}
