import { useEffect } from "react";
import { PageBanner, useTopLevelBanner } from "#app/components/ui/page-banner.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { BranchTabs } from "#app/features/branches/components/branch-tabs.tsx";
import { ShowroomJsonLd } from "#app/features/branches/components/showroom-json-ld.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Route } from "./+types/branches.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const branches = await services.content.branches({ lang: context.get(languageContext), origin, requestId });
  return { branches, pageUrl: `${origin}${new URL(request.url).pathname}` };
}

/** Spec §2 /Branches: breadcrumb, banner, one tab per branch (the first selected), no_branches when none. */
export default function BranchesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const banner = useTopLevelBanner("branches_title");
  const { branches, pageUrl } = loaderData;
  // Spec §2: the page scrolls to the top on entry.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
  }, []);
  return (
    <>
      <PageMeta
        title={`${t("branches_title")} | ${t("site_name")}`}
        description={t("branches_meta_description")}
      />
      <ShowroomJsonLd branches={branches} pageUrl={pageUrl} />
      <PageBanner {...banner} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {branches.length === 0 ? (
          <StatusMessage kind="empty">{t("no_branches")}</StatusMessage>
        ) : (
          <BranchTabs branches={branches} />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const banner = useTopLevelBanner("branches_title");
  return <PageError error={error} banner={banner} messageKey="Error loading data" />;
}
