import { useTranslation } from "#app/lib/i18n.tsx";

const googleHosts = new Set(["www.google.com", "google.com", "maps.google.com"]);

/**
 * The embeddable form of a stored map link, or null when it cannot be embedded. Google Maps `?q=` links
 * embed with `output=embed`; OpenStreetMap only through its export page. The CSP allows just these frames.
 */
export function mapEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim().replace(/^["']+|["']+$/g, ""));
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.hostname === "www.openstreetmap.org") {
    return url.pathname === "/export/embed.html"
      ? `https://www.openstreetmap.org${url.pathname}${url.search}`
      : null;
  }
  if (!googleHosts.has(url.hostname)) return null;
  const at = url.pathname.match(/@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/);
  const query =
    url.searchParams.get("q") ?? url.searchParams.get("query") ?? (at ? `${at[1]},${at[2]}` : null);
  if (!query) return null;
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

/** A lazy, titled map frame with a link to open the map itself; nothing when the link cannot be embedded. */
export function MapEmbed({
  link,
  title,
  className = "h-[500px]",
}: {
  link: string | null | undefined;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const src = mapEmbedUrl(link);
  if (!src || !link) return null;
  return (
    <figure className="flex flex-col gap-2">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={`w-full rounded-xl border border-stone-200 bg-stone-100 ${className}`}
      />
      <figcaption>
        <a
          href={link.trim().replace(/^["']+|["']+$/g, "")}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-bold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {t("map_open")}
          <span className="sr-only"> ({title})</span>
        </a>
      </figcaption>
    </figure>
  );
}
