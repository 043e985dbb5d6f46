import { type Language, type Localized, localize } from "@dukkan/contracts";
import { mediaUrl } from "#server/lib/media-url.ts";
import type { FeedVariant } from "#server/modules/catalog/catalog-listing.service.ts";

/**
 * Product feeds (issue 35): one item per sellable size, grouped by product (`item_group_id`), in the formats
 * Google Merchant Center (RSS 2.0 with the `g:` namespace) and Meta's catalogues (CSV) document. Prices are
 * whole IQD; a discount gives the full price and a sale price. We have no GTINs: the product code is the MPN,
 * with the brand, which is what both services accept for products without one.
 */

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  availability: "in_stock" | "out_of_stock";
  price: string;
  salePrice: string | null;
  brand: string;
  mpn: string;
  itemGroupId: string;
  color: string;
  size: string;
  condition: "new";
}

const MAX_DESCRIPTION = 5000;

/** Plain text of stored HTML, within the services' length limit. */
function plain(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION) : text;
}

const iqd = (amount: number) => `${Math.round(amount)} IQD`;

/** A product's sizes share its description object: its plain text is made once per product and language. */
const plainTexts = new WeakMap<object, Map<Language, string>>();
function plainDescription(description: Localized, lang: Language): string {
  if (typeof description !== "object" || description === null) return plain(localize(description, lang));
  const byLanguage = plainTexts.get(description) ?? new Map<Language, string>();
  plainTexts.set(description, byLanguage);
  const known = byLanguage.get(lang);
  if (known !== undefined) return known;
  const text = plain(localize(description, lang));
  byLanguage.set(lang, text);
  return text;
}

export function feedItem(
  variant: FeedVariant,
  { lang, origin, image }: { lang: Language; origin: string; image: (url: string) => string },
): FeedItem {
  const name = localize(variant.name, lang);
  const color = localize(variant.colorName, lang);
  const size = localize(variant.size, lang);
  const sale = variant.discount > 0 ? variant.price - (variant.price * variant.discount) / 100 : null;
  return {
    id: `${variant.code}-${variant.sizeId}`,
    title: [name, color, size].filter(Boolean).join(" - ").slice(0, 150),
    description: plainDescription(variant.description, lang) || name,
    link: `${origin}/${lang}/Product/${variant.productId}`,
    imageLink: image(mediaUrl(origin, variant.colorImages[0] ?? variant.productImage)),
    availability: variant.quantity > 0 ? "in_stock" : "out_of_stock",
    price: iqd(variant.price),
    salePrice: sale === null ? null : iqd(sale),
    brand: localize(variant.brand, lang),
    mpn: variant.code,
    itemGroupId: variant.code,
    color,
    size,
    condition: "new",
  };
}

/** Characters XML 1.0 cannot carry (control characters but tab and line breaks), which stored text may hold. */
const char = String.fromCharCode;
const notXmlCharacter = new RegExp(
  `[${char(0)}-${char(8)}${char(11)}${char(12)}${char(14)}-${char(31)}]`,
  "g",
);

const escapeXml = (text: string) =>
  text
    .replace(notXmlCharacter, "")
    .replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

export function googleFeedOpen(channel: { title: string; link: string; description: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(channel.link)}</link>
<description>${escapeXml(channel.description)}</description>
`;
}
export const GOOGLE_FEED_CLOSE = "</channel>\n</rss>\n";

export function googleItem(item: FeedItem): string {
  const fields: Array<[string, string | null]> = [
    ["g:id", item.id],
    ["g:title", item.title],
    ["g:description", item.description],
    ["g:link", item.link],
    ["g:image_link", item.imageLink],
    ["g:availability", item.availability],
    ["g:price", item.price],
    ["g:sale_price", item.salePrice],
    ["g:brand", item.brand],
    ["g:mpn", item.mpn],
    ["g:item_group_id", item.itemGroupId],
    ["g:color", item.color],
    ["g:size", item.size],
    ["g:condition", item.condition],
  ];
  const body = fields
    .filter((field): field is [string, string] => field[1] !== null && field[1] !== "")
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join("");
  return `<item>${body}</item>\n`;
}

/** Meta's catalogue columns (https://www.facebook.com/business/help/120325381656392). */
export const metaColumns = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "link",
  "image_link",
  "brand",
  "mpn",
  "item_group_id",
  "color",
  "size",
] as const;

const csvField = (value: string) => `"${value.replace(/"/g, '""').replace(/\r?\n/g, " ")}"`;

export const metaHeader = () => `${metaColumns.join(",")}\r\n`;

export function metaRow(item: FeedItem): string {
  const values: Record<(typeof metaColumns)[number], string> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.availability === "in_stock" ? "in stock" : "out of stock",
    condition: item.condition,
    price: item.price,
    sale_price: item.salePrice ?? "",
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    mpn: item.mpn,
    item_group_id: item.itemGroupId,
    color: item.color,
    size: item.size,
  };
  return `${metaColumns.map((column) => csvField(values[column])).join(",")}\r\n`;
}
