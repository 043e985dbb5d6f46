import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { DealerList } from "#app/features/dealers/components/dealer-list.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { idParam, orNotFound } from "#app/lib/expected-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/dealer-type.ts";

/** `/dealer-type` lists every dealer type; `/Dealer/{id}` one of them (spec §2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const one = "id" in params;
  const types = await orNotFound(
    services.content.dealerTypes(ctx, one ? idParam((params as { id?: string }).id) : undefined),
  );
  return { types, one };
}

function useBanner(title?: string) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const all = t("dealers_title");
  return {
    title: title ?? all,
    breadcrumb: [
      { label: t("home"), to: localize("/") },
      ...(title ? [{ label: all, to: localize("/dealer-type") }, { label: title }] : [{ label: all }]),
    ],
  };
}

export default function DealerTypePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { types, one } = loaderData;
  const type = one ? types[0] : undefined;
  const banner = useBanner(type?.name);
  return (
    <>
      <PageMeta
        title={`${banner.title} | ${t("site_name")}`}
        description={t("dealers_meta_description", { name: banner.title })}
      />
      <PageBanner {...banner} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
        {type ? (
          <DealerList type={type} headingLevel="none" />
        ) : types.length === 0 || types.every((ty) => ty.dealers.length === 0) ? (
          <StatusMessage kind="empty">{t("no_dealers")}</StatusMessage>
        ) : (
          types.map((ty) => <DealerList key={ty.id} type={ty} headingLevel={2} />)
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const banner = useBanner();
  return <PageError error={error} banner={banner} />;
}
