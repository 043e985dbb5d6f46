import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { inputClass } from "#staff/components/field.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { useMe } from "#staff/features/auth/me.ts";
import { formatDateTime } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useUrlParams } from "./list-params.ts";
import { Iqd } from "./money.tsx";
import { customerQuery, customersQuery, useDeskMutation } from "./orders-api.ts";
import { StatusBadge } from "./status-badge.tsx";

/** Customers: search by name or phone in any digit form; each with their orders and what they spent. */
export function CustomersPage() {
  const { t } = useI18n();
  const { values, set, page } = useUrlParams(["q"]);
  const { data } = useQuery(customersQuery({ page, per_page: 25, q: values.q || undefined }));
  return (
    <div>
      <PageHeader title={t("customers.title")} />
      <Panel>
        <search className="mb-4 block max-w-md">
          <label htmlFor="customers-search" className="mb-1 block text-sm font-bold text-slate-800">
            {t("customers.search")}
          </label>
          <input
            id="customers-search"
            type="search"
            data-shortcut-search
            aria-keyshortcuts="/"
            defaultValue={values.q}
            className={inputClass}
            onChange={(e) => set({ q: e.target.value })}
          />
        </search>
        {!data ? (
          <Loading />
        ) : data.data.length === 0 ? (
          <p className="py-6 text-center text-slate-700">{t("customers.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  {["name", "phone", "orders", "spent", "status"].map((c) => (
                    <th key={c} scope="col" className="whitespace-nowrap px-3 py-2 text-start font-bold">
                      {t(`customers.col_${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.data.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100">
                    <td className="whitespace-nowrap px-3 py-2">
                      <Link to={`/customers/${c.id}`} className="font-bold text-brand-700 underline">
                        {c.full_name}
                      </Link>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <Ltr>{c.phone}</Ltr>
                    </td>
                    <td className="px-3 py-2">
                      <Count value={c.orders} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <Iqd value={c.spent} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {c.active ? t("customers.active") : t("customers.disabled")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
      <Panel>
        <p className="mb-4 text-sm">
          <Ltr>{data.phone}</Ltr> · {t("customers.orders_count", { count: data.orders })} ·{" "}
          {t("customers.spent")}: <Iqd value={data.spent} /> ·{" "}
          {data.active ? t("customers.active") : t("customers.disabled")}
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
