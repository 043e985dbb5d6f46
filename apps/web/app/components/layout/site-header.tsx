import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

export function SiteHeader() {
  const { t } = useTranslation();
  const home = useLocalizedPath("/");
  const products = useLocalizedPath("/Products");

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-teal-800 focus:px-3 focus:py-2 focus:text-white"
      >
        {t("skip_to_content")}
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to={home} className="flex flex-col leading-tight">
          <span className="text-2xl font-bold text-teal-800">{t("site_name")}</span>
          <span className="hidden text-xs text-stone-500 sm:block">{t("site_tagline")}</span>
        </Link>
        <nav aria-label={t("main_navigation")} className="flex items-center gap-1">
          <Link
            to={home}
            className="hidden rounded-lg px-3 py-2 text-sm font-medium hover:bg-stone-100 sm:block"
          >
            {t("home")}
          </Link>
          <Link to={products} className="rounded-lg px-3 py-2 text-sm font-medium hover:bg-stone-100">
            {t("products")}
          </Link>
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}
