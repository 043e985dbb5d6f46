import { useTranslation } from "#app/lib/i18n.tsx";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-bold text-white">{t("site_name")}</p>
          <p>{t("showrooms")}</p>
        </div>
        <p>{t("footer_rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
