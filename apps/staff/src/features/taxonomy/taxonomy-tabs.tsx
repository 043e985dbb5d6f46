import type { TaxonomyKind } from "@dukkan/contracts/taxonomy-admin";
import { NavLink } from "react-router";
import { useI18n } from "#staff/lib/i18n.tsx";
import { taxonomyKinds } from "./taxonomy-api.ts";

/** Brands, parts, sub-parts, categories: one row of links between the four lists. */
export function TaxonomyTabs({ current }: { current: TaxonomyKind }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("taxonomy.kinds")} className="mb-4 flex flex-wrap gap-2">
      {taxonomyKinds.map((kind) => (
        <NavLink
          key={kind}
          to={`/taxonomy/${kind}`}
          aria-current={kind === current ? "page" : undefined}
          className={`min-h-10 rounded-md border px-3 py-2 text-sm font-bold ${
            kind === current
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-800"
          }`}
        >
          {t(`taxonomy.kind_${kind.replace("-", "_")}`)}
        </NavLink>
      ))}
    </nav>
  );
}
