import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";

const ogLocales = { ar: "ar_IQ", en: "en_US", ckb: "ckb_IQ", tr: "tr_TR", it: "it_IT" } as const;

/** Plain text from stored HTML, for descriptions and structured data. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The share image's size: what `/media/<key>?share=1` renders (apps/server/src/modules/media/media-limits.ts). */
const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

/**
 * The link-preview image for a stored image: our media get their 1200 × 630 JPEG (Facebook, WhatsApp and X show
 * no SVG or WebP previews reliably); an outside URL stays as it is, its size unknown.
 */
export function shareImage(
  url: string | null | undefined,
): { url: string; width?: number; height?: number } | null {
  if (!url) return null;
  if (/\/media\/[^?#]+\.(svg|png|jpe?g|webp|gif|avif)$/i.test(url))
    return { url: `${url}?share=1`, width: SHARE_WIDTH, height: SHARE_HEIGHT };
  return { url };
}

/** A stored image for structured data: its 1200 px WebP variant (raster, whatever the source); others as they are. */
export function rasterImage(url: string): string {
  return /\/media\/[^?#]+\.(svg|png|jpe?g|webp|gif|avif)$/i.test(url) ? `${url}?w=1200` : url;
}

/**
 * A page's title, description and Open Graph tags, hoisted into `<head>` by React. The root adds the
 * canonical and hreflang links. Without a URL, the page's own address.
 */
export function Seo({
  title,
  description,
  url,
  image,
  imageAlt,
  type = "website",
}: {
  title: string;
  description: string;
  url?: string;
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "product";
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
  const share = shareImage(image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t("site_name")} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url ?? `${origin}${pathname}`} />
      <meta property="og:locale" content={ogLocales[i18n.language]} />
      {share && <meta property="og:image" content={share.url} />}
      {share?.width && <meta property="og:image:type" content="image/jpeg" />}
      {share?.width && <meta property="og:image:width" content={String(share.width)} />}
      {share?.height && <meta property="og:image:height" content={String(share.height)} />}
      {share && <meta property="og:image:alt" content={imageAlt ?? title} />}
      <meta name="twitter:card" content={share ? "summary_large_image" : "summary"} />
    </>
  );
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no stored text can close the element. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * A schema.org JSON-LD block, built by the loader (its code stays out of the browser's bundle). Rendered
 * by the server and kept through hydration; after a client-side navigation it is left out, since React
 * refuses to create script elements in the browser (crawlers read the server's HTML). `id` tells one
 * page's block from another's.
 */
export function JsonLd({ id, json }: { id: string; json: string }) {
  const [render] = useState(
    () =>
      typeof document === "undefined" ||
      document.querySelector(`script[data-ld="${CSS.escape(id)}"]`) !== null,
  );
  if (!render) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, not HTML; `<` is escaped by jsonLdString
  return <script type="application/ld+json" data-ld={id} dangerouslySetInnerHTML={{ __html: json }} />;
}
