import { Link } from "react-router";
import notFoundImage from "#app/assets/not-found.svg";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

/** Spec §2 not-found page: image, page_not_found, page_not_found_desc and return_home to /. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const home = useLocalizedPath("/");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <title>{`${t("not_found_title")} | ${t("site_name")}`}</title>
      <ResponsiveImage src={notFoundImage} alt="" width={320} height={200} priority className="h-auto w-64" />
      <h1 className="text-2xl font-bold text-stone-900">{t("page_not_found")}</h1>
      <p className="text-stone-600">{t("page_not_found_desc")}</p>
      <Link to={home} className="rounded-lg bg-teal-800 px-5 py-2.5 font-bold text-white hover:bg-teal-900">
        {t("return_home")}
      </Link>
    </section>
  );
}
