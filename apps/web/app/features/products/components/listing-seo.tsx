import type { ProductCard } from "@dukkan/contracts";
import { useLocation } from "react-router";
import { itemListJsonLd } from "#app/components/ui/product-json-ld.ts";
import { JsonLd, Seo } from "#app/components/ui/seo.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localize.ts";

/** A listing's title (with its page number), description, Open Graph tags, and its products as JSON-LD. */
export function ListingSeo({
  title,
  description,
  origin,
  page,
  products,
  image,
}: {
  title: string;
  description: string;
  origin: string;
  page: number;
  products: ProductCard[];
  image?: string | null;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const localize = useLocalize();
  // Re-encoded, so the server and the browser spell the query alike (`+` or `%20` for a space).
  const query = new URLSearchParams(search).toString();
  const url = `${origin}${pathname}${query ? `?${query}` : ""}`;
  const fullTitle =
    page > 1 ? `${title} (${t("page_n", { n: page })}) | ${t("site_name")}` : `${title} | ${t("site_name")}`;
  return (
    <>
      <Seo title={fullTitle} description={description} url={url} image={image ?? products[0]?.image} />
      {products.length > 0 && (
        <JsonLd id={url} data={itemListJsonLd(products, (p) => `${origin}${localize(`/Product/${p.id}`)}`)} />
      )}
    </>
  );
}
