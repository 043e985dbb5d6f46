import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { OrderLookupForm } from "#app/features/order-lookup/components/order-lookup-form.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/order.ts";

/** The query of the lookup form; the checkout issue adds the lookup itself here. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    query: {
      order_number: (params.get("order_number") ?? "").slice(0, 40),
      contact: (params.get("contact") ?? "").slice(0, 254),
    },
  };
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalize();
  return (
    <>
      <PageMeta
        title={`${t("order_tracking")} | ${t("site_name")}`}
        description={t("order_tracking_intro")}
      />
      <PageBanner
        title={t("order_tracking")}
        breadcrumb={[{ label: t("home"), to: to("/") }, { label: t("order_tracking") }]}
      />
      <div className="mx-auto max-w-md px-4 py-8">
        <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <p className="mb-6 text-sm text-stone-600">{t("order_tracking_intro")}</p>
          <OrderLookupForm query={loaderData.query} />
        </section>
      </div>
    </>
  );
}
