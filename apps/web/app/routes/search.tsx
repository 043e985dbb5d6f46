import { Form } from "react-router";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { Pagination, pageParam } from "#app/components/ui/pagination.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { ListingSeo } from "#app/features/products/components/listing-seo.tsx";
import { ProductGrid } from "#app/features/products/components/product-grid.tsx";
import { listingSeo } from "#app/features/products/listing-seo.server.ts";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/search.ts";

const MAX_QUERY = 200;

/**
 * Spec §2 /search. The spec's client passes the results in navigation state; here the query lives in the
 * URL (`?search=`) and the server renders the results, so the page survives a reload and can be shared.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const url = new URL(request.url);
  const query = (url.searchParams.get("search") ?? "").trim().slice(0, MAX_QUERY);
  const page = pageParam(url);
  // Spec §5: a blank query is not searched.
  const results = query
    ? await services.search.search(ctx, { search: query, page })
    : { data: [], total: 0, page: 1, per_page: 48, last_page: 1 };
  return { query, results, seo: listingSeo(request, origin, params.lang, results.data) };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { query, results, seo } = loaderData;
  const products = results.data;
  const title = query ? t("search_results_for", { query }) : t("search_results");
  return (
    <>
      <ListingSeo title={title} description={t("search_meta_description")} seo={seo} page={results.page} />
      <meta name="robots" content="noindex, follow" />
      <PageBanner
        title={t("search_results")}
        breadcrumb={[{ label: t("home"), to: localize("/") }, { label: t("search_results") }]}
      >
        {query && (
          <p className="text-teal-50" data-testid="search-query">
            {t("search_query_label")}: <bdi className="font-bold text-white">{query}</bdi>
          </p>
        )}
      </PageBanner>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        <Form method="get" role="search" className="flex max-w-xl gap-2">
          <label htmlFor="search-page-input" className="sr-only">
            {t("nav_search")}
          </label>
          <input
            id="search-page-input"
            type="search"
            name="search"
            defaultValue={query}
            key={query}
            maxLength={MAX_QUERY}
            placeholder={t("search_placeholder")}
            className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-4 py-2.5 focus-visible:outline-2 focus-visible:outline-teal-700"
          />
          <button
            type="submit"
            className="rounded-lg bg-teal-800 px-5 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            {t("nav_search")}
          </button>
        </Form>
        {!query ? (
          <StatusMessage kind="empty">{t("search_invalid_query")}</StatusMessage>
        ) : products.length === 0 ? (
          <StatusMessage kind="empty">{t("No results found for the query")}</StatusMessage>
        ) : (
          <section aria-label={t("search_results")} className="flex flex-col gap-4">
            <p className="text-sm text-stone-600" role="status">
              {t("search_results_count", { count: results.total })}
            </p>
            <ProductGrid products={products} columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4" />
            <Pagination page={results.page} lastPage={results.last_page} />
          </section>
        )}
      </div>
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="search_results" />;
}
