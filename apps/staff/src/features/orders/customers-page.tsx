import { formatDateTime } from "@dukkan/client-kit/dates";
import { formatPhone } from "@dukkan/client-kit/phone";
import type { Customer } from "@dukkan/contracts/order-desk";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Count, Iqd, Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { SearchBox } from "#staff/components/search-box.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { CustomerFlagBadges } from "./customer-flags.tsx";
import { CustomerRecordPanel } from "./customer-record.tsx";
import { customerQuery, customersQuery, useDeskMutation } from "./orders-api.ts";
import { StatusBadge } from "./status-badge.tsx";

/** Customers: search by name or phone in any digit form; each with their orders and what they spent. */
export function CustomersPage() {
  const { t } = useI18n();
  const [list, change] = useListParams([]);
  const { data } = useQuery(customersQuery({ page: list.page, per_page: 25, q: list.q || undefined }));
  const columns: Column<Customer>[] = [
    {
      id: "name",
      header: t("customers.col_name"),
      cell: (c) => (
        <>
          {c.full_name} <CustomerFlagBadges refusals={c.refusals} blocked={c.blocked} />
        </>
      ),
    },
    { id: "phone", header: t("customers.col_phone"), cell: (c) => <Ltr>{formatPhone(c.phone)}</Ltr> },
    {
      id: "orders",
      header: t("customers.col_orders"),
      numeric: true,
      cell: (c) => <Count value={c.orders} />,
    },
    { id: "spent", header: t("customers.col_spent"), numeric: true, cell: (c) => <Iqd value={c.spent} /> },
    {
      id: "status",
      header: t("customers.col_status"),
      cell: (c) => (c.active ? t("customers.active") : t("customers.disabled")),
    },
  ];
  return (
    <div>
      <PageHeader title={t("customers.title")} />
      <Panel>
        <div className="mb-4 flex max-w-md">
          <SearchBox label={t("customers.search")} value={list.q} onSearch={(q) => change({ q })} />
        </div>
        <DataTable
          caption={t("customers.title")}
          columns={columns}
          rows={data?.data}
          rowHref={(c) => `/customers/${c.id}`}
          emptyText={t("customers.none")}
        />
        {data && <Pagination page={data.page} lastPage={data.last_page} />}
      </Panel>
    </div>
  );
}

export function CustomerPage() {
  const { id = "" } = useParams();
  const { t, language } = useI18n();
  const me = useMe();
  const { data } = useQuery(customerQuery(Number(id), language));
  const setActive = useDeskMutation((active: boolean) => ({
    path: `staff/customers/${id}`,
    method: "PATCH",
    body: { active },
  }));
  if (!data) return <Loading />;
  return (
    <div>
      <PageHeader
        title={data.full_name}
        actions={
          me.permissions.includes("orders.settings") ? (
            <Button
              look={data.active ? "danger" : "secondary"}
              onClick={() => setActive.mutate(!data.active)}
            >
              {data.active ? t("customers.disable") : t("customers.enable")}
            </Button>
          ) : null
        }
      />
      <div className="mb-4">
        <CustomerRecordPanel customer={data} />
      </div>
      <Panel>
        <p className="mb-4 text-sm">
          <Ltr>{formatPhone(data.phone)}</Ltr> · {t("customers.orders_count", { count: data.orders })} ·{" "}
          {t("customers.spent")}: <Iqd value={data.spent} /> ·{" "}
          {data.active ? t("customers.active") : t("customers.disabled")}{" "}
          <CustomerFlagBadges refusals={data.refusals} blocked={data.blocked} />
        </p>
        <ul className="divide-y divide-slate-100">
          {data.recent_orders.map((o) => (
            <li key={o.order_number} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <Link to={`/orders/${o.order_number}`} className="font-bold text-brand-700 underline">
                <Ltr>{o.order_number}</Ltr>
              </Link>
              <span>{formatDateTime(o.created_at, language)}</span>
              <StatusBadge status={o.status} />
              <Iqd value={o.total} />
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
