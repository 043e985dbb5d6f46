import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";

/** The page numbers to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** A page number from `?page=`: a positive whole number, else 1 (spec §4: pagination starts at page 1). */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  const page = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Numbered pagination as links (`?page=N`, other query parameters kept), so every page can be shared. */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  const item =
    "flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";
  const idle = `${item} border-stone-300 bg-white text-stone-800 hover:border-teal-700 hover:text-teal-800`;
  const arrow = (direction: "previous" | "next") => (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className="rtl:-scale-x-100"
    >
      <path d={direction === "previous" ? "m15 6-6 6 6 6" : "m9 6 6 6-6 6"} />
    </svg>
  );
  return (
    <nav aria-label={t("pagination")} className="mt-8" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} className={idle} aria-label={t("previous_page")}>
              {arrow("previous")}
            </Link>
          </li>
        )}
        {pageWindow(page, lastPage).map((p, i, all) =>
          p === null ? (
            <li key={`gap-after-${all[i - 1]}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${item} border-teal-800 bg-teal-800 text-white`}>
                  <span className="sr-only">{t("page_n", { n: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link to={href(p)} className={idle} aria-label={t("page_n", { n: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link to={href(page + 1)} className={idle} aria-label={t("next_page")}>
              {arrow("next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
