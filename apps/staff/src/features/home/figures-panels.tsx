import { formatDateTime } from "@dukkan/client-kit/dates";
import type { ReportFigures } from "@dukkan/contracts/reports";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Count, Iqd } from "#staff/components/islands.tsx";
import { Panel } from "#staff/components/page.tsx";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";

/** A figure: its name, its value (money or a count), and a note under it. */
export function Figure({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">{children}</dd>
      {note && <dd className="text-sm text-slate-700">{note}</dd>}
    </div>
  );
}

/** A rate (0 to 1) as a percent in `lang`, Western digits as the rest of the staff app. */
export const formatRate = (rate: number, lang: string) =>
  new Intl.NumberFormat(lang === "ckb" ? "ar" : lang, {
    style: "percent",
    maximumFractionDigits: 1,
    numberingSystem: "latn",
  }).format(rate);

/** Sales, orders waiting and refusals of a range: one panel, named by `title`. */
export function SalesPanel({ title, figures }: { title: string; figures: ReportFigures }) {
  const { t, language } = useI18n();
  const { delivered, confirmed_not_delivered: open, awaiting_confirmation: awaiting, refusals } = figures;
  return (
    <Panel title={title}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          label={t("reports.sales")}
          note={t("reports.delivered_orders", { count: isolatedCount(delivered.orders) })}
        >
          <Iqd value={delivered.net_sales} />
        </Figure>
        <Figure label={t("reports.average_order")}>
          {delivered.average_order_value === null ? "—" : <Iqd value={delivered.average_order_value} />}
        </Figure>
        <Figure label={t("reports.confirmed_not_delivered")} note={<Iqd value={open.value} />}>
          <Count value={open.orders} />
        </Figure>
        <Figure label={t("reports.awaiting_confirmation")} note={<Iqd value={awaiting.value} />}>
          <Count value={awaiting.orders} />
        </Figure>
        {delivered.refunds > 0 && (
          <Figure label={t("reports.refunds")} note={t("reports.refunds_note")}>
            <Iqd value={delivered.refunds} />
          </Figure>
        )}
        <Figure
          label={t("reports.refusal_rate")}
          note={t("reports.refusals_of", {
            returned: isolatedCount(refusals.returned_at_door),
            cancelled: isolatedCount(refusals.cancelled_after_confirmation),
            orders: isolatedCount(refusals.orders),
          })}
        >
          <bdi dir="ltr">{formatRate(refusals.rate, language)}</bdi>
        </Figure>
      </dl>
    </Panel>
  );
}

/** What each courier holds now, and the settlements whose difference nobody has resolved (linked). */
export function CashPanel({ figures }: { figures: ReportFigures }) {
  const { t, language } = useI18n();
  return (
    <Panel title={t("reports.cash_title")}>
      <dl className="mb-4 grid gap-3 sm:grid-cols-2">
        <Figure label={t("reports.cash_out")}>
          <Iqd value={figures.cash_with_couriers.out_amount} />
        </Figure>
        <Figure label={t("reports.cash_to_settle")}>
          <Iqd value={figures.cash_with_couriers.cash_to_settle} />
        </Figure>
      </dl>
      {figures.couriers.length === 0 ? (
        <p className="text-slate-700">{t("reports.no_cash")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {figures.couriers.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <Link to={`/orders?courier_id=${c.id}`} className="font-bold text-brand-700 underline">
                {c.name}
              </Link>
              <span className="text-slate-800">
                {t("reports.courier_out", { count: isolatedCount(c.out_orders) })} ·{" "}
                <Iqd value={c.out_amount} />
                {" · "}
                {t("reports.courier_to_settle")} <Iqd value={c.cash_to_settle} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 mb-2 font-bold text-slate-900">{t("reports.open_differences")}</h3>
      {figures.open_differences.length === 0 ? (
        <p className="text-slate-700">{t("reports.no_differences")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {figures.open_differences.map((d) => (
            <li key={d.settlement_id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <Link to="/settlements" className="font-bold text-brand-700 underline">
                {t("reports.settlement", { id: d.settlement_id, courier: d.courier.name })}
              </Link>
              <span className={d.difference < 0 ? "font-bold text-red-700" : "font-bold text-slate-900"}>
                <Iqd value={d.difference} />
              </span>
              <span className="w-full text-sm text-slate-700">{formatDateTime(d.created_at, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The best-selling products of the range, by units. */
export function TopProductsPanel({ title, figures }: { title: string; figures: ReportFigures }) {
  const { t } = useI18n();
  return (
    <Panel title={title}>
      {figures.top_products.length === 0 ? (
        <p className="text-slate-700">{t("reports.no_products")}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {figures.top_products.map((p) => (
            <li key={p.product_id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <Link to={`/catalogue/products/${p.product_id}`} className="text-brand-700 underline">
                {p.name}{" "}
                <bdi dir="ltr" className="text-sm text-slate-700">
                  {p.code}
                </bdi>
              </Link>
              <span className="text-slate-800">
                {t("reports.units", { count: isolatedCount(p.units) })} · <Iqd value={p.sales} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** Why orders were cancelled or refused, and why goods came back, in the range (the shop's reasons). */
export function ReasonsPanel({ figures }: { figures: ReportFigures }) {
  const { t } = useI18n();
  return (
    <Panel title={t("reports.reasons_title")}>
      {figures.reasons.length === 0 ? (
        <p className="text-slate-700">{t("reports.no_reasons")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {figures.reasons.map((r) => (
            <li
              key={`${r.kind}-${r.reason_id ?? "text"}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
            >
              <span className="text-slate-800">
                <span className="font-bold">{t(`reports.reason_kind_${r.kind}`)}</span>
                {" · "}
                {r.label || t("reports.reason_none")}
              </span>
              <Count value={r.count} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
