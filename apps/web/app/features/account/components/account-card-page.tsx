import type { ReactNode } from "react";
import { PageBanner, useTopLevelBanner } from "#app/components/ui/page-banner.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

/** The login and register pages: banner (Home / title), then one card with a heading, an intro and the form. */
export function AccountCardPage({
  titleKey,
  descriptionKey,
  headingId,
  headingKey,
  introKey,
  width,
  children,
}: {
  titleKey: string;
  descriptionKey: string;
  /** The form inside may name itself by this id. */
  headingId: string;
  headingKey: string;
  introKey: string;
  width: "max-w-md" | "max-w-3xl";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const banner = useTopLevelBanner(titleKey);
  return (
    <>
      <PageMeta title={`${banner.title} | ${t("site_name")}`} description={t(descriptionKey)} />
      <PageBanner {...banner} />
      <div className={`fade-in-slow mx-auto ${width} px-4 py-8`}>
        <section
          aria-labelledby={headingId}
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id={headingId} className="mb-1 text-xl font-bold">
            {t(headingKey)}
          </h2>
          <p className="mb-6 text-sm text-stone-600">{t(introKey)}</p>
          {children}
        </section>
      </div>
    </>
  );
}
