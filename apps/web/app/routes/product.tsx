import { data, isRouteErrorResponse, Link } from "react-router";
import { productJsonLd } from "#app/components/ui/product-json-ld.ts";
import { JsonLd, jsonLdString, plainText, Seo } from "#app/components/ui/seo.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { ProductDetail } from "#app/features/product-detail/components/product-detail.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { orNotFound } from "#app/lib/expected-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { readCookie } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/product.ts";

/** `/Product/{id}` and `/product/{id}` (routes match case-insensitively); unknown or inactive ids answer 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const lang = context.get(languageContext);
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const product = await orNotFound(services.catalog.product({ lang, origin, requestId }, id));
  // Until the auth client (issue 9) owns the session, a token cookie means a signed-in client.
  const signedIn = Boolean(readCookie(request.headers.get("Cookie"), "token"));
  const url = `${origin}${new URL(request.url).pathname}`;
  // Made here so the browser's bundle carries none of the structured-data code.
  const seo = {
    url,
    description: plainText(product.description) || product.name,
    jsonLd: jsonLdString({ "@context": "https://schema.org", ...productJsonLd(product, url) }),
  };
  return { product, signedIn, seo };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, signedIn, seo } = loaderData;
  return (
    <>
      <Seo
        title={`${product.name} | ${t("site_name")}`}
        description={seo.description}
        url={seo.url}
        image={product.product_colors[0]?.images[0] ?? product.image}
        imageAlt={product.name}
        type="product"
      />
      <JsonLd key={seo.url} id={seo.url} json={seo.jsonLd} />
      {/* Remounted per product, so moving to an accessory starts from its first colour. */}
      <ProductDetail key={product.id} product={product} signedIn={signedIn} />
    </>
  );
}

/** Spec §8: 'No product data available' for an unknown product, with the 404 status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const message = notFound ? t("No product data available") : t("error_loading_data");
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
      <title>{`${message} | ${t("site_name")}`}</title>
      {notFound && <meta name="robots" content="noindex" />}
      <h1 className="sr-only">{message}</h1>
      <div className="w-full">
        <StatusMessage kind={notFound ? "empty" : "error"}>{message}</StatusMessage>
      </div>
      <Link
        to={localize("/Products")}
        className="rounded-lg bg-teal-800 px-5 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {t("browse_all_products")}
      </Link>
    </div>
  );
}
