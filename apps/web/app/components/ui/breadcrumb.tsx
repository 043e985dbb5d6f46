import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";

export interface BreadcrumbItem {
  label: string;
  /** In-app path (already localized); ignored on the last item. */
  to?: string;
}

/** Spec §2: every item but the last is a link; the last is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail may repeat a label; positions are stable
            <li key={`${index}-${item.label}`} className="flex items-center gap-2">
              {last || !item.to ? (
                <span aria-current={last ? "page" : undefined} className="font-medium text-stone-900">
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  className="rounded hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  {item.label}
                </Link>
              )}
              {!last && (
                <span aria-hidden="true" className="text-stone-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
