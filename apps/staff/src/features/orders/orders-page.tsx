import { formatDateTime } from "@dukkan/client-kit/dates";
import { formatPhone } from "@dukkan/client-kit/phone";
import { orderViews, type StaffOrderSummary } from "@dukkan/contracts/order-desk";
import { orderStatuses } from "@dukkan/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import type { Column } from "#staff/components/data-table.tsx";
import { inputClass } from "#staff/components/field.tsx";
import { Iqd, Ltr } from "#staff/components/islands.tsx";
import { nextSort } from "#staff/components/list-params.ts";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { SearchBox } from "#staff/components/search-box.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { plural } from "#staff/lib/plural.ts";
import { CustomerFlagBadges } from "./customer-flags.tsx";
import { couriersQuery, governoratesQuery, newOrdersQuery, ordersQuery } from "./orders-api.ts";
import { OrdersBulkBar } from "./orders-bulk-bar.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { TableOrCards } from "./table-or-cards.tsx";

const filterNames = ["view", "status", "governorate_id", "courier_id", "from", "to", "date"] as const;

/**
 * The order list: saved views as tabs, search (`/` focuses it) and filters, all in the URL; new orders appear
 * without a reload (the new-orders poll refreshes the list when the newest order changes); rows can be picked
 * for printing.
 */
export function OrdersPage() {
  const { t, language } = useI18n();
  const canEnter = useMe().permissions.includes("orders.enter");
  const [list, change] = useListParams(filterNames);
  const set = (filters: Record<string, string>) => change({ filters });
  // The home screen links "today's orders of a status" as `?status=…&date=today`.
  const { date, ...filters } = list.filters;
  if (date === "today" && !filters.view) filters.view = "today";
  // Column sorts as the API's (`-total`); none chosen: newest first.
  const sort = list.sort ? `${list.direction === "desc" ? "-" : ""}${list.sort}` : undefined;
  const query = { ...filters, q: list.q || undefined, sort, page: list.page, per_page: 25, lang: language };
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
  const pickBox = (order: StaffOrderSummary) => (
    <input
      type="checkbox"
      className="size-5 shrink-0"
      aria-label={t("orders.pick_one", { number: order.order_number })}
      checked={picked.includes(order.order_number)}
      onChange={() => toggle(order.order_number)}
    />
  );
  const numberLink = (order: StaffOrderSummary) => (
    <Link
      to={`/orders/${order.order_number}`}
      className="whitespace-nowrap font-bold text-brand-700 underline"
    >
      <Ltr>{order.order_number}</Ltr>
    </Link>
  );
  const columns: Column<StaffOrderSummary & { id: string }>[] = [
    { id: "pick", header: t("orders.pick"), cell: pickBox },
    { id: "number", header: t("orders.col_number"), cell: numberLink },
    {
      id: "date",
      header: t("orders.col_date"),
      sortable: true,
      cell: (o) => <span className="whitespace-nowrap">{formatDateTime(o.created_at, language)}</span>,
    },
    {
      id: "customer",
      header: t("orders.col_customer"),
      cell: (o) => (
        <>
          {o.full_name} <CustomerFlagBadges refusals={o.refusals} blocked={o.blocked} />
        </>
      ),
    },
    { id: "phone", header: t("orders.col_phone"), cell: (o) => <Ltr>{formatPhone(o.phone)}</Ltr> },
    { id: "governorate", header: t("orders.col_governorate"), cell: (o) => o.governorate },
    {
      id: "total",
      header: t("orders.col_total"),
      numeric: true,
      sortable: true,
      cell: (o) => <Iqd value={o.total} />,
    },
    {
      id: "status",
      header: t("orders.col_status"),
      sortable: true,
      cell: (o) => <StatusBadge status={o.status} />,
    },
    { id: "courier", header: t("orders.col_courier"), cell: (o) => o.courier?.name ?? "—" },
  ];
  const printLink = (doc: string) => `/print/orders?doc=${doc}&numbers=${picked.join(",")}`;

  return (
    <div>
      <PageHeader
        title={t("orders.title")}
        actions={
          <>
            {canEnter && (
              <Link to="/orders/new" className={buttonClass()} data-shortcut-new aria-keyshortcuts="N">
                {t("order_entry.new_order")}
              </Link>
            )}
            <Link to="/print/manifest" className={buttonClass("secondary")}>
              {t("orders.manifest")}
            </Link>
            {picked.length > 0 && (
              <>
                <Link to={printLink("invoice")} className={buttonClass()}>
                  {plural(t, language, "orders.print_invoices", picked.length)}
                </Link>
                <Link to={printLink("slip")} className={buttonClass("secondary")}>
                  {plural(t, language, "orders.print_slips", picked.length)}
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
            aria-pressed={(filters.view ?? "") === view}
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
          <div className="flex sm:col-span-2">
            <SearchBox label={t("orders.search")} value={list.q} onSearch={(q) => change({ q })} />
          </div>
          <Select
            id="orders-status"
            label={t("orders.status")}
            value={filters.status ?? ""}
            onChange={(status) => set({ status })}
            options={orderStatuses.map((s) => [s, t(`order_status.${s}`)])}
          />
          <Select
            id="orders-governorate"
            label={t("orders.governorate")}
            value={filters.governorate_id ?? ""}
            onChange={(governorate_id) => set({ governorate_id })}
            options={governorates.map((g) => [String(g.id), g.name])}
          />
          <Select
            id="orders-courier"
            label={t("orders.courier")}
            value={filters.courier_id ?? ""}
            onChange={(courier_id) => set({ courier_id })}
            options={couriers.map((c) => [String(c.id), c.name])}
          />
          <DateInput
            id="orders-from"
            label={t("orders.from")}
            value={filters.from ?? ""}
            onChange={(from) => set({ from })}
          />
          <DateInput
            id="orders-to"
            label={t("orders.to")}
            value={filters.to ?? ""}
            onChange={(to) => set({ to })}
          />
        </div>
        <OrdersBulkBar
          filters={{ ...filters, q: list.q || undefined }}
          picked={picked}
          onMoved={() => setPicked([])}
        />
        {data && (
          <p className="mb-2 text-sm text-slate-700" role="status">
            {t("orders.found", { count: data.total })}
          </p>
        )}
        <TableOrCards
          caption={t("orders.title")}
          columns={columns}
          rows={data?.data.map((order) => ({ ...order, id: order.order_number }))}
          emptyText={t("orders.none")}
          sort={list}
          onSort={(column) => change({ sort: nextSort(list, column) })}
          card={(order) => (
            <>
              <div className="flex items-center gap-3">
                {pickBox(order)}
                {numberLink(order)}
                <span className="ms-auto">
                  <StatusBadge status={order.status} />
                </span>
              </div>
              <p className="mt-2 font-bold">
                {order.full_name} <CustomerFlagBadges refusals={order.refusals} blocked={order.blocked} />
              </p>
              <p className="text-slate-700">
                <Ltr>{formatPhone(order.phone)}</Ltr> · {order.governorate}
              </p>
              <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-slate-700">{formatDateTime(order.created_at, language)}</span>
                <span className="font-bold">
                  <Iqd value={order.total} />
                </span>
              </div>
              <p className="text-slate-700">
                {t("orders.col_courier")}: {order.courier?.name ?? "—"}
              </p>
            </>
          )}
        />
        {data && <Pagination page={data.page} lastPage={data.last_page} />}
      </Panel>
    </div>
  );
}

/**
 * A filter or form choice. A filter's empty option is "Any"; a choice to make says so in `placeholder`
 * ("Choose a courier"); `placeholder={null}`: no empty option (there is always a value).
 */
export function Select({
  label,
  value,
  onChange,
  options,
  required = false,
  placeholder,
  error,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  required?: boolean;
  placeholder?: string | null;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <SelectField
      label={label}
      value={value}
      required={required}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      emptyLabel={placeholder === null ? undefined : (placeholder ?? t("orders.any"))}
      options={options.map(([v, text]) => ({ value: v, label: text }))}
    />
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
