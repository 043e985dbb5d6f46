import { useState } from "react";
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

/**
 * A page's title, description and Open Graph tags, hoisted into `<head>` by React. The root adds the
 * canonical and hreflang links.
 */
export function Seo({
  title,
  description,
  url,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  type?: "website" | "product";
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t("site_name")} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocales[i18n.language]} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
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
