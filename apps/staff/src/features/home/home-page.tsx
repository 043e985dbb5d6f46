import type { StaffDashboard } from "@dukkan/contracts/staff";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Count } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { staffApi } from "#staff/lib/api.ts";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { HomeFigures } from "./home-figures.tsx";

export const dashboardQuery = queryOptions({
  queryKey: ["dashboard"],
  queryFn: async () => (await staffApi<{ data: StaffDashboard }>("staff/dashboard")).data,
  // The home screen is where people look to see what changed: fresh on every visit.
  staleTime: 0,
});

/** Home: the numbers that need someone today, each a link to the list it counts. */
export function HomePage() {
  const { t } = useI18n();
  const me = useMe();
  const { data } = useSuspenseQuery(dashboardQuery);
  return (
    <div>
      <PageHeader title={t("home.title")} />
      <p className="mb-6 text-slate-700">{t("home.greeting", { name: me.name })}</p>
      {me.permissions.includes("reports.view") && <HomeFigures />}
      <div className="grid gap-4 md:grid-cols-2">
        {data.orders_today && (
          <Panel title={t("home.orders_today")}>
            <NumberList>
              {data.orders_today.map(({ status, count }) => (
                <NumberLink
                  key={status}
                  to={`/orders?status=${status}&date=today`}
                  label={t(`order_status.${status}`)}
                  value={count}
                />
              ))}
            </NumberList>
          </Panel>
        )}
        {data.low_stock && (
          <Panel title={t("home.stock")}>
            <NumberList>
              <NumberLink
                to="/stock?level=low"
                label={t("home.stock_low", { threshold: data.low_stock.threshold })}
                value={data.low_stock.low}
              />
              <NumberLink to="/stock?level=out" label={t("home.stock_out")} value={data.low_stock.out} />
            </NumberList>
          </Panel>
        )}
        {data.hidden_products && (
          <Panel title={t("home.hidden_products")}>
            <p className="mb-3 text-slate-700">
              {t("home.hidden_total", { count: isolatedCount(data.hidden_products.total) })}
            </p>
            <NumberList>
              {data.hidden_products.reasons.map(({ reason, count }) => (
                <NumberLink
                  key={reason}
                  to={`/catalogue?hidden=${reason}`}
                  label={t(`hidden_reason.${reason}`)}
                  value={count}
                />
              ))}
            </NumberList>
          </Panel>
        )}
        {data.missing_translations && (
          <Panel title={t("home.missing_translations")}>
            <NumberList>
              {data.missing_translations.map(({ language, products }) => (
                <NumberLink
                  key={language}
                  to={`/translations/work?entity=product&language=${language}&state=missing`}
                  label={t(`language.${language}`)}
                  value={products}
                />
              ))}
            </NumberList>
          </Panel>
        )}
      </div>
    </div>
  );
}

function NumberList({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-slate-100">{children}</ul>;
}

function NumberLink({ to, label, value }: { to: string; label: string; value: number }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center justify-between gap-4 rounded-md px-2 py-2 hover:bg-slate-50"
      >
        <span className="text-slate-800">{label}</span>
        <span className={`text-xl font-bold ${value > 0 ? "text-brand-700" : "text-slate-500"}`}>
          <Count value={value} />
        </span>
      </Link>
    </li>
  );
}
