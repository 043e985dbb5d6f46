import { data } from "react-router";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { Pagination, pageParam } from "#app/components/ui/pagination.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { AdvertSidebar } from "#app/features/products/components/advert-sidebar.tsx";
import { ListingSeo } from "#app/features/products/components/listing-seo.tsx";
import { ProductGrid } from "#app/features/products/components/product-grid.tsx";
import { listingSeo } from "#app/features/products/listing-seo.server.ts";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { previewHeaders, previewOf, previewTokenOf, withPreview } from "#app/lib/content-preview.server.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { withLoaderHeaders } from "#app/lib/route-headers.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/products.ts";

const PER_PAGE = 9; // spec §9

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const page = pageParam(new URL(request.url));
  const previewToken = previewTokenOf(request);
  const [products, adverts, preview] = await Promise.all([
    services.catalog.products(ctx, { page, per_page: PER_PAGE }),
    // The sidebar is an extra: without it the products still show, and it says it failed (null).
    services.content.adverts(ctx, "vertical").catch((error: unknown) => {
      console.error(error);
      return null;
    }),
    previewOf(services, ctx, previewToken),
  ]);
  const draft = preview?.advert?.type === "vertical" ? preview.advert : null;
  const listing = {
    products,
    adverts: adverts && withPreview(adverts, draft),
    seo: listingSeo(request, origin, params.lang, products.data),
  };
  return previewToken === null ? listing : data(listing, { headers: previewHeaders });
}

/** A preview's headers (never cached, never indexed) reach the response. */
export const headers = (args: Route.HeadersArgs) => withLoaderHeaders(args);

/** Spec §2 /Products: every product, pages of 9, with the vertical advert sidebar. */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { products, adverts, seo } = loaderData;
  return (
    <>
      <ListingSeo
        title={t("all_products")}
        description={t("products_meta_description")}
        seo={seo}
        page={products.page}
      />
      <PageBanner
        title={t("all_products")}
        breadcrumb={[{ label: t("home"), to: localize("/") }, { label: t("all_products") }]}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_260px]">
        <section aria-label={t("all_products")} className="min-w-0">
          {products.data.length === 0 ? (
            <StatusMessage kind="empty">{t("no_products")}</StatusMessage>
          ) : (
            <ProductGrid products={products.data} columns="grid-cols-2 md:grid-cols-3" />
          )}
          <Pagination page={products.page} lastPage={products.last_page} />
        </section>
        <AdvertSidebar adverts={adverts} />
      </div>
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="all_products" />;
}
