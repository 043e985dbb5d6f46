import { data } from "react-router";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { DealerDetail } from "#app/features/dealers/components/dealer-detail.tsx";
import { dealerById, findDealerId } from "#app/features/dealers/find-dealer.ts";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { languages } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/dealer-detail.ts";

/** `/DealerDetail/{id or name}`: a number is the dealer's id, else its name in any of the five languages. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const lang = context.get(languageContext);
  const param = params.dealer;
  const typesIn = (l: typeof lang) => services.content.dealerTypes({ lang: l, origin, requestId });
  const current = await typesIn(lang);
  let id = findDealerId(param, [current]);
  if (id === undefined && !/^\d+$/.test(param)) {
    id = findDealerId(param, await Promise.all(languages.filter((l) => l !== lang).map(typesIn)));
  }
  const found = id === undefined ? undefined : dealerById(current, id);
  if (!found) throw data(null, { status: 404 });
  return { dealer: found.dealer, type: { id: found.type.id, name: found.type.name } };
}

export default function DealerDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { dealer, type } = loaderData;
  const summary = dealer.description
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return (
    <>
      <PageMeta
        title={`${dealer.name} | ${t("site_name")}`}
        description={summary.slice(0, 160) || undefined}
      />
      <PageBanner
        title={dealer.name}
        breadcrumb={[
          { label: t("home"), to: localize("/") },
          { label: type.name, to: localize(`/Dealer/${type.id}`) },
          { label: dealer.name },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <DealerDetail dealer={dealer} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} titleKey="dealers_title" headingKey="dealers_title" />;
}
