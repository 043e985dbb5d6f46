import { type ReactNode, useEffect } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";

/** The page's title in the tab (`Home · Dukkan staff`) and as its one heading. */
export function usePageTitle(title: string): void {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${title} · ${t("app.name")}`;
  }, [title, t]);
}

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {title && <h2 className="mb-4 text-lg font-bold text-slate-900">{title}</h2>}
      {children}
    </section>
  );
}

export function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="py-8 text-center text-slate-600">
      {t("common.loading")}
    </p>
  );
}
