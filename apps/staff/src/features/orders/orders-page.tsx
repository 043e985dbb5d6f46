import { orderViews } from "@dukkan/contracts/order-desk";
import { orderStatuses } from "@dukkan/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { inputClass } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { formatDateTime } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { queryOf, useUrlParams } from "./list-params.ts";
import { Iqd } from "./money.tsx";
import { couriersQuery, governoratesQuery, newOrdersQuery, ordersQuery } from "./orders-api.ts";
import { StatusBadge } from "./status-badge.tsx";

const filterNames = ["view", "q", "status", "governorate_id", "courier_id", "from", "to", "date"] as const;

/**
 * The order list: saved views as tabs, search (`/` focuses it) and filters, all in the URL; new orders appear
 * without a reload (the new-orders poll refreshes the list when the newest order changes); rows can be picked
 * for printing.
 */
export function OrdersPage() {
  const { t, language } = useI18n();
  const { values, set, page } = useUrlParams(filterNames);
  // The home screen links "today's orders of a status" as `?status=…&date=today`.
  const { date, ...filters } = values;
  if (date === "today" && !filters.view) filters.view = "today";
  const query = { ...queryOf(filters), page, per_page: 25, lang: language };
  const { data, refetch } = useQuery(ordersQuery(query));
  const couriers = useQuery(couriersQuery).data ?? [];
  const governorates = useQuery(governoratesQuery(language)).data ?? [];
  const latest = useQuery(newOrdersQuery).data?.latest;
  const seenLatest = useRef(latest);
  useEffect(() => {
    if (latest && seenLatest.current && latest !== seenLatest.current) void refetch();
    seenLatest.current = latest;
  }, [latest, refetch]);
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (number: string) =>
    setPicked((current) =>
      current.includes(number) ? current.filter((n) => n !== number) : [...current, number],
    );
  const printLink = (doc: string) => `/print/orders?doc=${doc}&numbers=${picked.join(",")}`;

  return (
    <div>
      <PageHeader
        title={t("orders.title")}
        actions={
          <>
            <Link to="/print/manifest" className={buttonClass("secondary")}>
              {t("orders.manifest")}
            </Link>
            {picked.length > 0 && (
              <>
                <Link to={printLink("invoice")} className={buttonClass()}>
                  {t("orders.print_invoices", { count: picked.length })}
                </Link>
                <Link to={printLink("slip")} className={buttonClass("secondary")}>
                  {t("orders.print_slips", { count: picked.length })}
                </Link>
              </>
            )}
          </>
        }
      />
      <nav aria-label={t("orders.views")} className="mb-4 flex flex-wrap gap-2">
        {["", ...orderViews].map((view) => (
          <button
            key={view || "all"}
            type="button"
            aria-pressed={filters.view === view}
            onClick={() => set({ view, date: "" })}
            className={`rounded-full border px-3 py-1 text-sm font-bold ${
              filters.view === view
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800"
            }`}
          >
            {t(view ? `orders.view_${view}` : "orders.view_all")}
          </button>
        ))}
      </nav>
      <Panel>
        <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <search className="block sm:col-span-2">
            <label htmlFor="orders-search" className="mb-1 block text-sm font-bold text-slate-800">
              {t("orders.search")}
            </label>
            <input
              id="orders-search"
              type="search"
              data-shortcut-search
              aria-keyshortcuts="/"
              defaultValue={values.q}
              className={inputClass}
              onChange={(event) => set({ q: event.target.value })}
            />
          </search>
          <Select
            id="orders-status"
            label={t("orders.status")}
            value={values.status ?? ""}
            onChange={(status) => set({ status })}
            options={orderStatuses.map((s) => [s, t(`order_status.${s}`)])}
          />
          <Select
            id="orders-governorate"
            label={t("orders.governorate")}
            value={values.governorate_id ?? ""}
            onChange={(governorate_id) => set({ governorate_id })}
            options={governorates.map((g) => [String(g.id), g.name])}
          />
          <Select
            id="orders-courier"
            label={t("orders.courier")}
            value={values.courier_id ?? ""}
            onChange={(courier_id) => set({ courier_id })}
            options={couriers.map((c) => [String(c.id), c.name])}
          />
          <DateInput
            id="orders-from"
            label={t("orders.from")}
            value={values.from ?? ""}
            onChange={(from) => set({ from })}
          />
          <DateInput
            id="orders-to"
            label={t("orders.to")}
            value={values.to ?? ""}
            onChange={(to) => set({ to })}
          />
        </div>
        {!data ? (
          <Loading />
        ) : data.data.length === 0 ? (
          <p className="py-6 text-center text-slate-700">{t("orders.none")}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-700" role="status">
              {t("orders.found", { count: data.total })}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="px-2 py-2">
                      <span className="sr-only">{t("orders.pick")}</span>
                    </th>
                    {["number", "date", "customer", "phone", "governorate", "total", "status", "courier"].map(
                      (c) => (
                        <th key={c} scope="col" className="whitespace-nowrap px-3 py-2 text-start font-bold">
                          {t(`orders.col_${c}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((order) => (
                    <tr key={order.order_number} className="border-b border-slate-100">
                      <td className="px-2 py-2">
                        <input
                          type="checkbox"
                          className="size-5"
                          aria-label={t("orders.pick_one", { number: order.order_number })}
                          checked={picked.includes(order.order_number)}
                          onChange={() => toggle(order.order_number)}
                        />
                      </td>
                      <td className="whitespace-nowrap px-3 py-2">
                        <Link
                          to={`/orders/${order.order_number}`}
                          className="font-bold text-brand-700 underline"
                        >
                          <Ltr>{order.order_number}</Ltr>
                        </Link>
                      </td>
                      <td className="whitespace-nowrap px-3 py-2">
                        {formatDateTime(order.created_at, language)}
                      </td>
                      <td className="whitespace-nowrap px-3 py-2">{order.full_name}</td>
                      <td className="whitespace-nowrap px-3 py-2">
                        <Ltr>{order.phone}</Ltr>
                      </td>
                      <td className="whitespace-nowrap px-3 py-2">{order.governorate}</td>
                      <td className="whitespace-nowrap px-3 py-2">
                        <Iqd value={order.total} />
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={order.status} />
                      </td>
                      <td className="whitespace-nowrap px-3 py-2">{order.courier?.name ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={data.page} lastPage={data.last_page} />
          </>
        )}
      </Panel>
    </div>
  );
}

export function Select({
  id,
  label,
  value,
  onChange,
  options,
  required = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  required?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      >
        <option value="">{t("orders.any")}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        dir="ltr"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}
