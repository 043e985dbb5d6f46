import { PageBanner, useTopLevelBanner } from "#app/components/ui/page-banner.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { CatalogList } from "#app/features/catalogs/components/catalog-list.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Route } from "./+types/catalogs.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const brands = await services.catalog.brands({ lang: context.get(languageContext), origin, requestId });
  const withCatalog = brands
    .filter((b) => Boolean(b.catalog_file))
    .map(({ sub_parts: _subParts, ...brand }) => ({ ...brand, catalog_file: brand.catalog_file as string }));
  return { brands: withCatalog };
}

export default function CatalogsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const banner = useTopLevelBanner("catalogs_title");
  return (
    <>
      <PageMeta
        title={`${t("catalogs_title")} | ${t("site_name")}`}
        description={t("catalogs_meta_description")}
      />
      <PageBanner {...banner} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {loaderData.brands.length === 0 ? (
          <StatusMessage kind="empty">{t("catalogs_empty")}</StatusMessage>
        ) : (
          <CatalogList brands={loaderData.brands} />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const banner = useTopLevelBanner("catalogs_title");
  return <PageError error={error} banner={banner} />;
}
