import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { WishlistTable } from "#app/features/wishlist/components/wishlist-table.tsx";
import { requireClient } from "#app/lib/auth.server.ts";
import { useRequireClient } from "#app/lib/auth.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/wishlist.ts";

/** Protected (spec §6): the server guard answers a visitor with the redirect to /Login. */
export function loader({ request }: Route.LoaderArgs) {
  requireClient(request);
  return null;
}

export default function WishlistPage() {
  const { t } = useTranslation();
  const to = useLocalize();
  const session = useRequireClient(to("/Login"));
  return (
    <>
      <PageMeta title={`${t("wishlist_title")} | ${t("site_name")}`} />
      <PageBanner
        title={t("wishlist_title")}
        breadcrumb={[{ label: t("home"), to: to("/") }, { label: t("wishlist_title") }]}
      />
      <div className="mx-auto max-w-5xl px-4 py-8">
        {session && <WishlistTable clientId={session.clientId} />}
      </div>
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BannerPageError
      error={error}
      titleKey="wishlist_title"
      messageKey="Error loading wishlist. Please try again later"
    />
  );
}
