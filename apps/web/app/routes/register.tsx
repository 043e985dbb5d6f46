import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { RegisterForm } from "#app/features/account/components/register-form.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/register.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { cities: await services.cities.list({ lang: context.get(languageContext) }) };
}

/** Spec §2: banner, breadcrumb home > register, the form, a link to /Login; a 0.8 s fade. */
export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalize();
  return (
    <>
      <PageMeta
        title={`${t("register_title")} | ${t("site_name")}`}
        description={t("register_meta_description")}
      />
      <PageBanner
        title={t("register_title")}
        breadcrumb={[{ label: t("home"), to: to("/") }, { label: t("register_title") }]}
      />
      <div className="fade-in-slow mx-auto max-w-3xl px-4 py-8">
        <section
          aria-labelledby="register-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="register-title" className="mb-1 text-xl font-bold">
            {t("register_heading")}
          </h2>
          <p className="mb-6 text-sm text-stone-600">{t("register_intro")}</p>
          <RegisterForm cities={loaderData.cities} />
        </section>
      </div>
    </>
  );
}
