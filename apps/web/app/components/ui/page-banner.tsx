import type { ReactNode } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { Breadcrumb, type BreadcrumbItem } from "./breadcrumb.tsx";

/** A content page's top: the breadcrumb, then a brand-coloured banner holding the page's one `h1`. */
export function PageBanner({
  title,
  breadcrumb,
  children,
}: {
  title: string;
  breadcrumb: BreadcrumbItem[];
  children?: ReactNode;
}) {
  return (
    <>
      <div className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <Breadcrumb items={breadcrumb} />
        </div>
      </div>
      <div className="bg-gradient-to-br from-teal-900 via-teal-800 to-teal-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 sm:py-12">
          <h1 className="text-2xl font-bold sm:text-4xl">{title}</h1>
          {children}
        </div>
      </div>
    </>
  );
}

/** The banner of a page one step below home: its title, and Home / title as the breadcrumb. */
export function useTopLevelBanner(titleKey: string): { title: string; breadcrumb: BreadcrumbItem[] } {
  const { t } = useTranslation();
  const localize = useLocalize();
  return {
    title: t(titleKey),
    breadcrumb: [{ label: t("home"), to: localize("/") }, { label: t(titleKey) }],
  };
}
