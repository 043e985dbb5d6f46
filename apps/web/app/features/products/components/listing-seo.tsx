import { useLocation } from "react-router";
import { JsonLd, Seo } from "#app/components/ui/seo.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { ListingSeoData } from "../listing-seo.server.ts";

/** A listing's title (with its page number), description, Open Graph tags, and its products as JSON-LD. */
export function ListingSeo({
  title,
  description,
  page,
  seo,
  image,
}: {
  title: string;
  description: string;
  page: number;
  seo: ListingSeoData;
  image?: string | null;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fullTitle =
    page > 1 ? `${title} (${t("page_n", { n: page })}) | ${t("site_name")}` : `${title} | ${t("site_name")}`;
  return (
    <>
      <Seo title={fullTitle} description={description} url={seo.url} image={image ?? seo.image} />
      {seo.jsonLd && <JsonLd key={pathname} id={seo.url} json={seo.jsonLd} />}
    </>
  );
}
