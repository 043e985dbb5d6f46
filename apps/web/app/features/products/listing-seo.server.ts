import type { ProductCard } from "@dukkan/contracts";
import { itemListJsonLd } from "#app/components/ui/product-json-ld.ts";
import { jsonLdString } from "#app/components/ui/seo.tsx";
import { isLanguage, localizedPath } from "#app/lib/language.ts";

export interface ListingSeoData {
  url: string;
  image: string | null;
  /** The page's products as a schema.org ItemList, ready for the script element; null when empty. */
  jsonLd: string | null;
}

/**
 * A listing's absolute URL (the query re-encoded, so the server and the browser spell it alike) and its
 * structured data, made in the loader so that the browser's bundle carries none of it.
 */
export function listingSeo(
  request: Request,
  origin: string,
  langParam: string | undefined,
  products: ProductCard[],
): ListingSeoData {
  const { pathname, searchParams } = new URL(request.url);
  const query = searchParams.toString();
  const url = `${origin}${pathname}${query ? `?${query}` : ""}`;
  const prefix = isLanguage(langParam) ? langParam : undefined;
  return {
    url,
    image: products[0]?.image ?? null,
    jsonLd:
      products.length > 0
        ? jsonLdString(
            itemListJsonLd(products, (p) => `${origin}${localizedPath(prefix, `/Product/${p.id}`)}`),
          )
        : null,
  };
}
