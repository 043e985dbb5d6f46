import type { ClientRecord } from "@dukkan/contracts/accounts";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Icon, type IconName } from "#app/components/ui/icons.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { getProfile } from "#app/features/account/account-api.ts";
import {
  AccountPanel,
  DashboardPanel,
  PasswordPanel,
} from "#app/features/account/components/profile-panels.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { requireClient } from "#app/lib/auth.server.ts";
import { auth, useRequireClient } from "#app/lib/auth.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/profile.ts";

/** A submit before hydration posts here and goes back to the form (lib/form-before-hydration.ts). */
export { sendBackToForm as action } from "#app/lib/form-before-hydration.ts";

/** Protected (spec §6); the cities are for the account form. The profile itself is read through the API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireClient(request);
  const { services } = context.get(appContext);
  return { cities: await services.cities.list({ lang: context.get(languageContext) }) };
}

const tabs = ["dashboard", "account", "password"] as const;
type Tab = (typeof tabs)[number];
const tabIcons: Record<Tab, IconName> = { dashboard: "menu", account: "user", password: "tag" };

/** Spec §2: a sidebar with dashboard (default), account, password and logout (to /login). */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalize();
  const navigate = useNavigate();
  const session = useRequireClient(to("/Login"));
  const [tab, setTab] = useState<Tab>("dashboard");
  const [loggingOut, setLoggingOut] = useState(false);
  const clientId = session?.clientId;

  // A fresh read of the record stored at login: it may have changed elsewhere.
  useEffect(() => {
    if (!clientId) return;
    getProfile(clientId)
      .then((record: ClientRecord) => auth.setUser(record))
      .catch((error: unknown) => console.warn("profile", error));
  }, [clientId]);

  async function logout() {
    setLoggingOut(true);
    // Leave first, so the guard does not send this page to /Login?redirectTo=/profile on the way out.
    await navigate(to("/login"), { replace: true });
    await auth.logout();
  }

  return (
    <>
      <PageMeta title={`${t("profile_title")} | ${t("site_name")}`} />
      <PageBanner
        title={t("profile_title")}
        breadcrumb={[{ label: t("home"), to: to("/") }, { label: t("profile_title") }]}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("profile_menu")} className="min-w-0 md:self-start" data-testid="profile-menu">
          <ul className="flex flex-wrap gap-1 rounded-xl border border-stone-200 bg-white p-2 md:flex-col md:flex-nowrap">
            {tabs.map((name) => (
              <li key={name} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setTab(name)}
                  aria-current={tab === name ? "page" : undefined}
                  className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start font-medium focus-visible:outline-2 focus-visible:outline-teal-700 ${tab === name ? "bg-teal-800 text-white" : "text-stone-700 hover:bg-stone-100"}`}
                >
                  <Icon name={tabIcons[name]} size={18} />
                  {t(`profile_tab_${name}`)}
                </button>
              </li>
            ))}
            <li className="shrink-0">
              <button
                type="button"
                onClick={() => void logout()}
                disabled={loggingOut}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <Icon name="close" size={18} />
                {t("logout")}
              </button>
            </li>
          </ul>
        </nav>
        <section
          aria-labelledby="profile-panel-title"
          className="min-w-0 rounded-xl border border-stone-200 bg-white p-5 sm:p-8"
        >
          <h2 id="profile-panel-title" className="mb-5 text-xl font-bold">
            {t(`profile_tab_${tab}`)}
          </h2>
          {session &&
            (tab === "dashboard" ? (
              <DashboardPanel user={session.user} />
            ) : tab === "account" ? (
              <AccountPanel user={session.user} cities={loaderData.cities} />
            ) : (
              <PasswordPanel clientId={session.clientId} />
            ))}
        </section>
      </div>
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="profile_title" />;
}
