import { NavLink } from "react-router";
import { useI18n } from "#staff/lib/i18n.tsx";
import { contentViews } from "./content-kinds.ts";

const tab = (current: boolean) =>
  `min-h-10 rounded-md border px-3 py-2 text-sm font-bold ${
    current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"
  }`;

/** One row of links between the content lists and the settings. */
export function ContentTabs({ current }: { current: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("content.kinds")} className="mb-4 flex flex-wrap gap-2">
      {contentViews.map(({ kind }) => (
        <NavLink
          key={kind}
          to={`/content/${kind}`}
          aria-current={kind === current ? "page" : undefined}
          className={tab(kind === current)}
        >
          {t(`content.kind_${kind.replace("-", "_")}`)}
        </NavLink>
      ))}
      <NavLink
        to="/settings"
        aria-current={current === "settings" ? "page" : undefined}
        className={tab(current === "settings")}
      >
        {t("content.settings")}
      </NavLink>
    </nav>
  );
}
