import { data } from "react-router";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { Pagination, pageParam } from "#app/components/ui/pagination.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { ListingSeo } from "#app/features/products/components/listing-seo.tsx";
import { ProductGrid } from "#app/features/products/components/product-grid.tsx";
import { listingSeo } from "#app/features/products/listing-seo.server.ts";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { idParam, orNotFound } from "#app/lib/expected-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/brand-products.ts";

const PER_PAGE = 9; // spec §9

/** `/Products/{brandId}?category={categoryId}`: an unknown brand answers 404; an unknown category lists nothing. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const brandId = idParam(params.brandId);
  const url = new URL(request.url);
  const page = pageParam(url);
  const rawCategory = url.searchParams.get("category");
  const categoryId = rawCategory && /^\d+$/.test(rawCategory) ? Number(rawCategory) : undefined;
  const [brands, products] = await Promise.all([
    services.catalog.brands(ctx),
    orNotFound(services.catalog.brandProducts(ctx, brandId, categoryId, { page, per_page: PER_PAGE })),
  ]);
  const brand = brands.find((b) => b.id === brandId);
  if (!brand) throw data(null, { status: 404 });
  const category = brand.sub_parts.flatMap((s) => s.categories).find((c) => c.id === categoryId);
  const { sub_parts: _subParts, ...summary } = brand;
  return {
    brand: summary,
    category: category ?? null,
    products,
    seo: listingSeo(request, origin, params.lang, products.data),
  };
}

/** Spec §2: the brand's banner, a 4-column grid (fewer on small screens), numbered pagination. */
export default function BrandProductsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { brand, category, products, seo } = loaderData;
  const title = category ? `${brand.name}: ${category.name}` : brand.name;
  return (
    <>
      <ListingSeo
        title={title}
        description={t("brand_meta_description", { brand: brand.name, country: brand.country })}
        seo={seo}
        page={products.page}
        image={brand.background_image || brand.logo}
      />
      <div className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <Breadcrumb
            items={[
              { label: t("home"), to: localize("/") },
              { label: t("all_products"), to: localize("/Products") },
              ...(category
                ? [{ label: brand.name, to: localize(`/Products/${brand.id}`) }, { label: category.name }]
                : [{ label: brand.name }]),
            ]}
          />
        </div>
      </div>
      <div className="relative isolate overflow-hidden bg-teal-900 text-white" data-testid="brand-banner">
        {brand.background_image && (
          <ResponsiveImage
            src={brand.background_image}
            alt=""
            width={1200}
            height={400}
            priority
            sizes="100vw"
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-15"
          />
        )}
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-8 sm:py-12">
          {brand.logo && (
            <ResponsiveImage
              src={brand.logo}
              alt=""
              width={96}
              height={96}
              sizes="96px"
              className="h-16 w-16 shrink-0 rounded-xl bg-white object-contain p-2 sm:h-24 sm:w-24"
            />
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold sm:text-4xl">{title}</h1>
            {brand.country && <p className="text-teal-50">{brand.country}</p>}
          </div>
        </div>
      </div>
      <section aria-label={title} className="mx-auto max-w-7xl px-4 py-8">
        {products.data.length === 0 ? (
          <StatusMessage kind="empty">{t("No products available for this brand")}</StatusMessage>
        ) : (
          <ProductGrid products={products.data} columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4" />
        )}
        <Pagination page={products.page} lastPage={products.last_page} />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} titleKey="error_loading_data" headingKey="all_products" />;
}
