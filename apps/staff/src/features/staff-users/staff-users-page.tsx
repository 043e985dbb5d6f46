import { formatDateTime } from "@dukkan/client-kit/dates";
import type { Language } from "@dukkan/contracts/languages";
import type { StaffUser } from "@dukkan/contracts/staff";
import { useQuery } from "@tanstack/react-query";
import { type ColumnDef, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { inputClass } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { ScrollRegion } from "#staff/components/scroll-region.tsx";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";
import { staffUsersQuery } from "./staff-users-api.ts";

const features = tableFeatures({});
const listFormat = (lang: string) => new Intl.ListFormat(lang, { style: "narrow", type: "conjunction" });

function columnsFor(t: Translate, lang: Language): ColumnDef<typeof features, StaffUser>[] {
  return [
    {
      id: "name",
      header: t("staff_users.name"),
      cell: ({ row }) => (
        <Link to={`/staff-users/${row.original.id}`} className="font-bold text-brand-700 underline">
          {row.original.name}
        </Link>
      ),
    },
    { id: "email", header: t("staff_users.email"), cell: ({ row }) => <Ltr>{row.original.email}</Ltr> },
    { id: "role", header: t("staff_users.role"), cell: ({ row }) => t(`role.${row.original.role}`) },
    {
      id: "languages",
      header: t("staff_users.languages"),
      cell: ({ row }) =>
        listFormat(lang).format(row.original.languages.map((language) => t(`language.${language}`))),
    },
    {
      id: "active",
      header: t("staff_users.status"),
      cell: ({ row }) =>
        row.original.active ? (
          <span className="text-green-800">{t("staff_users.active")}</span>
        ) : (
          <span className="font-bold text-red-800">{t("staff_users.disabled")}</span>
        ),
    },
    {
      id: "last_sign_in_at",
      header: t("staff_users.last_sign_in"),
      cell: ({ row }) =>
        row.original.last_sign_in_at
          ? formatDateTime(row.original.last_sign_in_at, lang)
          : t("staff_users.never"),
    },
  ];
}

/** Staff accounts: search by name or e-mail (`/` focuses it), page and search in the URL. */
export function StaffUsersPage() {
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data } = useQuery(staffUsersQuery({ page, q }));
  const columns = useMemo(() => columnsFor(t, language), [t, language]);
  const table = useTable({ features, columns, data: data?.data ?? [] });

  return (
    <div>
      <PageHeader
        title={t("staff_users.title")}
        actions={
          <Link to="/staff-users/new" className={buttonClass()}>
            {t("staff_users.new")}
          </Link>
        }
      />
      <Panel>
        <search className="mb-4 block max-w-md">
          <label htmlFor="staff-search" className="mb-1 block text-sm font-bold text-slate-800">
            {t("staff_users.search")}
          </label>
          <input
            id="staff-search"
            type="search"
            data-shortcut-search
            defaultValue={q}
            className={inputClass}
            aria-keyshortcuts="/"
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (event.target.value) next.set("q", event.target.value);
                  else next.delete("q");
                  next.delete("page");
                  return next;
                },
                { replace: true },
              )
            }
          />
        </search>
        {!data ? (
          <Loading />
        ) : data.data.length === 0 ? (
          <p className="py-6 text-center text-slate-700">{t("staff_users.none")}</p>
        ) : (
          <ScrollRegion label={t("staff_users.title")}>
            <table className="w-full text-start text-sm">
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id} className="border-b border-slate-200">
                    {group.headers.map((header) => (
                      <th
                        key={header.id}
                        scope="col"
                        className="whitespace-nowrap px-3 py-2 text-start font-bold"
                      >
                        <table.FlexRender header={header} />
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100">
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className="whitespace-nowrap px-3 py-2">
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {data && <Pagination page={data.page} lastPage={data.last_page} />}
      </Panel>
    </div>
  );
}
