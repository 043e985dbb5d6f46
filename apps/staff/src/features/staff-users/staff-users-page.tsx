import type { StaffUser } from "@dukkan/contracts/staff";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { SearchBox } from "#staff/components/search-box.tsx";
import { formatDateTime } from "#staff/lib/format.ts";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";
import { useListParams } from "#staff/lib/list-params.ts";
import { staffUsersQuery } from "./staff-users-api.ts";

const listFormat = (lang: string) => new Intl.ListFormat(lang, { style: "narrow", type: "conjunction" });

function columnsFor(t: Translate, lang: string): Column<StaffUser>[] {
  return [
    {
      id: "name",
      header: t("staff_users.name"),
      cell: (user) => (
        <Link to={`/staff-users/${user.id}`} className="font-bold text-brand-700 underline">
          {user.name}
        </Link>
      ),
    },
    { id: "email", header: t("staff_users.email"), cell: (user) => <Ltr>{user.email}</Ltr> },
    { id: "role", header: t("staff_users.role"), cell: (user) => t(`role.${user.role}`) },
    {
      id: "languages",
      header: t("staff_users.languages"),
      cell: (user) => listFormat(lang).format(user.languages.map((language) => t(`language.${language}`))),
    },
    {
      id: "active",
      header: t("staff_users.status"),
      cell: (user) =>
        user.active ? (
          <span className="text-green-800">{t("staff_users.active")}</span>
        ) : (
          <span className="font-bold text-red-800">{t("staff_users.disabled")}</span>
        ),
    },
    {
      id: "last_sign_in_at",
      header: t("staff_users.last_sign_in"),
      cell: (user) =>
        user.last_sign_in_at ? formatDateTime(user.last_sign_in_at, lang) : t("staff_users.never"),
    },
  ];
}

/** Staff accounts: search by name or e-mail (`/` focuses it), page and search in the URL. */
export function StaffUsersPage() {
  const { t, language } = useI18n();
  const list = useListParams();
  const { data, isError } = useQuery(staffUsersQuery({ page: list.page, q: list.q }));
  const columns = useMemo(() => columnsFor(t, language), [t, language]);

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
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <SearchBox label={t("staff_users.search")} />
        </div>
        <DataTable
          columns={columns}
          result={data}
          failed={isError && !data}
          rowKey={(user) => user.id}
          empty={t("staff_users.none")}
        />
      </Panel>
    </div>
  );
}
