import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { LoginForm } from "#app/features/account/components/login-form.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

/** Spec §2: banner, breadcrumb, phone and password, a link to /register; welcome-back and no-account texts. */
export default function LoginPage() {
  const { t } = useTranslation();
  const to = useLocalize();
  return (
    <>
      <PageMeta title={`${t("login_title")} | ${t("site_name")}`} description={t("login_meta_description")} />
      <PageBanner
        title={t("login_title")}
        breadcrumb={[{ label: t("home"), to: to("/") }, { label: t("login_title") }]}
      />
      <div className="fade-in-slow mx-auto max-w-md px-4 py-8">
        <section
          aria-labelledby="login-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="login-title" className="mb-1 text-xl font-bold">
            {t("welcome_back")}
          </h2>
          <p className="mb-6 text-sm text-stone-600">{t("login_intro")}</p>
          <LoginForm />
        </section>
      </div>
    </>
  );
}
