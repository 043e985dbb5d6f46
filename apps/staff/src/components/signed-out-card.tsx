import type { ReactNode } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { LanguageSelect } from "./language-select.tsx";

/** The frame of the pages shown before anyone is signed in (sign-in, the first owner's setup): a card, centred. */
export function SignedOutCard({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <div className={`w-full ${wide ? "max-w-md" : "max-w-sm"}`}>
        <div className="mb-4 flex justify-end">
          <LanguageSelect />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-bold text-brand-700">{t("app.name")}</p>
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
