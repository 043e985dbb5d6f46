import { PageBanner, useTopLevelBanner } from "#app/components/ui/page-banner.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { RuleSection } from "#app/features/rules/components/rule-section.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Route } from "./+types/rule.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  return { rules: await services.content.rules({ lang: context.get(languageContext), origin, requestId }) };
}

export default function RulePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const banner = useTopLevelBanner("rules_title");
  const { rules } = loaderData;
  return (
    <>
      <PageMeta title={`${t("rules_title")} | ${t("site_name")}`} description={t("rules_meta_description")} />
      <PageBanner {...banner} />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
        {rules.length === 0 ? (
          <StatusMessage kind="empty">{t("rules_empty")}</StatusMessage>
        ) : (
          rules.map((rule) => <RuleSection key={rule.id} rule={rule} />)
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const banner = useTopLevelBanner("rules_title");
  return <PageError error={error} banner={banner} width="max-w-4xl" />;
}
