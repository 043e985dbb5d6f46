import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { Pagination, pageParam } from "#app/components/ui/pagination.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { ListingSeo } from "#app/features/products/components/listing-seo.tsx";
import { ProductGrid } from "#app/features/products/components/product-grid.tsx";
import { SaleCard } from "#app/features/products/components/sale-card.tsx";
import { listingSeo } from "#app/features/products/listing-seo.server.ts";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/sale.ts";

const PER_PAGE = 9; // spec §9

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const page = pageParam(new URL(request.url));
  const products = await services.catalog.discountedProducts(ctx, { page, per_page: PER_PAGE });
  return { products, seo: listingSeo(request, origin, params.lang, products.data) };
}

/** Spec §2 /sale: the discounted products, each with its percentage ribbon, pages of 9. */
export default function SalePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { products, seo } = loaderData;
  return (
    <>
      <ListingSeo
        title={t("sale_title")}
        description={t("sale_meta_description")}
        seo={seo}
        page={products.page}
      />
      <PageBanner
        title={t("sale_title")}
        breadcrumb={[{ label: t("home"), to: localize("/") }, { label: t("sale_title") }]}
      >
        <p className="max-w-2xl text-teal-50">{t("sale_intro")}</p>
      </PageBanner>
      <section aria-label={t("sale_title")} className="mx-auto max-w-7xl px-4 py-8">
        {products.data.length === 0 ? (
          <StatusMessage kind="empty">{t("no_products")}</StatusMessage>
        ) : (
          <ProductGrid
            products={products.data}
            columns="grid-cols-2 md:grid-cols-3"
            renderCard={(product, priority) => <SaleCard product={product} priority={priority} />}
          />
        )}
        <Pagination page={products.page} lastPage={products.last_page} />
      </section>
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="sale_title" />;
}
