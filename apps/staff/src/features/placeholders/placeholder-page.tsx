import { useLocation, useSearchParams } from "react-router";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { menu } from "#staff/features/shell/menu.ts";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";

/**
 * A screen still to come (issues 16–19). It already takes the filters the home screen links with, and shows
 * them, so the links can be followed and checked now.
 */
export function PlaceholderPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const title = menu.find((entry) => entry.path === pathname)?.label ?? "menu.home";
  const [params] = useSearchParams();
  const filters = [...params.entries()].filter(([name]) => name !== "page");
  return (
    <div>
      <PageHeader title={t(title)} />
      <Panel>
        {filters.length > 0 && (
          <div className="mb-4">
            <h2 className="mb-2 text-sm font-bold text-slate-800">{t("placeholder.filters")}</h2>
            <ul className="flex flex-wrap gap-2">
              {filters.map(([name, value]) => (
                <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                  {shown(t, `filter.${name}`, name)}: {shown(t, filterValueKey(name, value), value)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-slate-700">{t("placeholder.text")}</p>
      </Panel>
    </div>
  );
}

/** Filter values the app already names elsewhere reuse those strings. */
function filterValueKey(name: string, value: string): string {
  if (name === "status") return `order_status.${value}`;
  if (name === "hidden") return `hidden_reason.${value}`;
  if (name === "language") return `language.${value}`;
  return `filter.${name}_${value}`;
}

/** A name from the URL that has no string shows as it is typed. */
function shown(t: Translate, key: string, raw: string): string {
  const text = t(key);
  return text === key ? raw : text;
}
