import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { OrderLookup } from "#app/features/order-lookup/components/order-lookup.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/order.ts";

/** The order number may come in the URL (the confirmation page links here with it). */
export function loader({ request }: Route.LoaderArgs) {
  const orderNumber = new URL(request.url).searchParams.get("order_number") ?? "";
  return { orderNumber: orderNumber.slice(0, 40) };
}

/** Spec §2 /order: order tracking by number and e-mail or phone. */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  return (
    <>
      <PageMeta
        title={`${t("order_lookup_title")} | ${t("site_name")}`}
        description={t("order_lookup_meta_description")}
      />
      <PageBanner
        title={t("order_lookup_title")}
        breadcrumb={[{ label: t("home"), to: localize("/") }, { label: t("order_lookup_title") }]}
      />
      <OrderLookup key={loaderData.orderNumber} lang={i18n.language} initialNumber={loaderData.orderNumber} />
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="order_lookup_title" />;
}
