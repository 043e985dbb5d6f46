import { maxReportDays } from "@dukkan/contracts/reports";
import { addDays, daysBetween, shopDay, shopMonthStart, shopWeekStart } from "@dukkan/contracts/shop-days";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { inputClass } from "#staff/components/field.tsx";
import { Loading, PageHeader } from "#staff/components/page.tsx";
import { staffDownload } from "#staff/lib/api.ts";
import { saveFile } from "#staff/lib/download.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { CashPanel, ReasonsPanel, SalesPanel, TopProductsPanel } from "./figures-panels.tsx";
import { figuresQuery } from "./reports-api.ts";

const isDay = (text: string | null): text is string => text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * The reports page (issue 38): the home page's figures for a chosen range of the shop's days (in the URL, so a
 * range can be shared), quick ranges, and the figures as CSV.
 */
export function ReportsPage() {
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const today = shopDay();
  const to = isDay(params.get("to")) ? params.get("to")! : today;
  const from = isDay(params.get("from")) ? params.get("from")! : to;
  const days = daysBetween(from, to);
  const problem =
    days < 1 ? "reports.range_reversed" : days > maxReportDays ? "reports.range_too_long" : null;
  const { data, isError } = useQuery({ ...figuresQuery({ from, to }, language), enabled: problem === null });
  const setRange = (range: { from: string; to: string }) => setParams(range, { replace: true });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(
        await staffDownload("staff/reports/figures.csv", { query: { from, to, lang: language } }),
        `dukkan-figures-${from}_${to}.csv`,
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const quick: [string, { from: string; to: string }][] = [
    ["reports.today", { from: today, to: today }],
    ["reports.yesterday", { from: addDays(today, -1), to: addDays(today, -1) }],
    ["reports.this_week", { from: shopWeekStart(today), to: today }],
    ["reports.this_month", { from: shopMonthStart(today), to: today }],
    ["reports.last_30_days", { from: addDays(today, -29), to: today }],
  ];
  return (
    <div>
      <PageHeader
        title={t("reports.title")}
        actions={
          <Button look="secondary" disabled={busy || problem !== null} onClick={() => void download()}>
            {busy ? t("reports.exporting") : t("reports.export_csv")}
          </Button>
        }
      />
      {failed && (
        <p role="alert" className="mb-4 font-bold text-red-700">
          {t("errors.generic")}
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="reports-from" className="mb-1 block text-sm font-bold text-slate-800">
            {t("reports.from")}
          </label>
          <input
            id="reports-from"
            type="date"
            dir="ltr"
            value={from}
            max={today}
            onChange={(e) => isDay(e.target.value) && setRange({ from: e.target.value, to })}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="reports-to" className="mb-1 block text-sm font-bold text-slate-800">
            {t("reports.to")}
          </label>
          <input
            id="reports-to"
            type="date"
            dir="ltr"
            value={to}
            onChange={(e) => isDay(e.target.value) && setRange({ from, to: e.target.value })}
            className={inputClass}
          />
        </div>
        <nav aria-label={t("reports.quick_ranges")} className="flex flex-wrap gap-2">
          {quick.map(([label, range]) => (
            <button
              key={label}
              type="button"
              aria-pressed={range.from === from && range.to === to}
              onClick={() => setRange(range)}
              className={`min-h-10 rounded-full border px-3 py-1 text-sm font-bold ${
                range.from === from && range.to === to
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800"
              }`}
            >
              {t(label)}
            </button>
          ))}
        </nav>
      </div>
      <p className="mb-4 text-sm text-slate-700">{t("reports.time_zone_note")}</p>
      {problem ? (
        <p role="alert" className="font-bold text-red-700">
          {t(problem, { days: String(maxReportDays) })}
        </p>
      ) : isError ? (
        <p role="alert" className="font-bold text-red-700">
          {t("errors.generic")}
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <SalesPanel title={t("reports.range_title")} figures={data} />
          <TopProductsPanel title={t("reports.top_products")} figures={data} />
          <CashPanel figures={data} />
          <ReasonsPanel figures={data} />
        </div>
      )}
    </div>
  );
}
