import { shopDay, shopMonthStart, shopWeekStart } from "@dukkan/contracts/shop-days";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { Loading, Panel } from "#staff/components/page.tsx";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { CashPanel, formatRate, SalesPanel, TopProductsPanel } from "./figures-panels.tsx";
import { figuresQuery } from "./reports-api.ts";

/**
 * Money at a glance on the home page (issue 38), for roles with `reports.view`: today and this week (from
 * Saturday, Iraq's week) in the shop's days, the couriers' cash and open differences, the week's best sellers and
 * the month's refusal rate. The same figures as the reports page, from the same endpoint.
 */
export function HomeFigures() {
  const { t, language } = useI18n();
  const today = shopDay();
  const week = useQuery(figuresQuery({ from: shopWeekStart(today), to: today }, language));
  const day = useQuery(figuresQuery({ from: today, to: today }, language));
  const month = useQuery(figuresQuery({ from: shopMonthStart(today), to: today }, language));
  if (!day.data || !week.data) return <Loading />;
  return (
    <section aria-labelledby="home-money" className="mb-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="home-money" className="text-xl font-bold text-slate-900">
          {t("reports.home_title")}
        </h2>
        <Link to="/reports" className={buttonClass("secondary")}>
          {t("reports.open_reports")}
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <SalesPanel title={t("reports.today")} figures={day.data} />
        <SalesPanel title={t("reports.this_week")} figures={week.data} />
        <CashPanel figures={day.data} />
        <div className="grid gap-4">
          <TopProductsPanel title={t("reports.top_products_week")} figures={week.data} />
          {month.data && (
            <Panel title={t("reports.refusals_month")}>
              <p className="text-slate-800">
                {t("reports.refusals_month_text", {
                  // An isolate: "0%" inside an Arabic sentence stays "0%".
                  rate: `\u2066${formatRate(month.data.refusals.rate, language)}\u2069`,
                  refused: isolatedCount(
                    month.data.refusals.returned_at_door + month.data.refusals.cancelled_after_confirmation,
                  ),
                  orders: isolatedCount(month.data.refusals.orders),
                })}
              </p>
            </Panel>
          )}
        </div>
      </div>
    </section>
  );
}
