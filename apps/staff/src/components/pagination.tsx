import { Link, useSearchParams } from "react-router";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Count } from "./islands.tsx";

/** Previous / next by `?page=`; the arrows point the way the text runs (mirrored in right-to-left). */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  if (lastPage <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next}`;
  };
  const linkClass = "rounded-md border border-slate-300 px-3 py-1 font-bold text-slate-800 hover:bg-slate-50";
  return (
    <nav aria-label={t("pagination.label")} className="mt-4 flex items-center justify-center gap-3 text-sm">
      {page > 1 && (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {t("pagination.previous")}
        </Link>
      )}
      <span>
        {t("pagination.page")} <Count value={page} /> / <Count value={lastPage} />
      </span>
      {page < lastPage && (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          {t("pagination.next")}{" "}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      )}
    </nav>
  );
}
