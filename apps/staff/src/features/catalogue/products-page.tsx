import { formatDateTime } from "@dukkan/client-kit/dates";
import { formatIqd } from "@dukkan/client-kit/money";
import { languages, localize } from "@dukkan/contracts/languages";
import { hiddenProductReasons } from "@dukkan/contracts/staff-access";
import type { StaffProductRow } from "@dukkan/contracts/staff-products";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { nextSort } from "#staff/components/list-params.ts";
import { mediaUrl } from "#staff/components/media-upload.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { SearchBox } from "#staff/components/search-box.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { BulkChangePanel } from "./bulk-change-panel.tsx";
import { brandsQuery, categoriesQuery, productsQuery } from "./catalogue-api.ts";
import { ExportButtons } from "./export-buttons.tsx";

const filterNames = ["brand", "category", "active", "stock", "missing", "hidden"] as const;

/** The list's column sort as the API's `sort` (name, -name, code, -code, updated; newest by default). */
function apiSort(sort: string | null, direction: "asc" | "desc"): string | undefined {
  if (sort === "name" || sort === "code") return direction === "desc" ? `-${sort}` : sort;
  if (sort === "updated") return "updated";
  return undefined;
}

/**
 * Catalogue → products: search (the storefront's reading of Arabic and Kurdish, and codes), filters, sort and
 * page in the URL, so that the home screen's numbers link here already filtered (`?hidden=no_stock`).
 */
export function ProductsPage() {
  const { t, language } = useI18n();
  const me = useMe();
  const [list, change] = useListParams(filterNames);
  const query = {
    q: list.q || undefined,
    ...list.filters,
    sort: apiSort(list.sort, list.direction),
    page: list.page,
    per_page: 25,
  };
  const products = useQuery(productsQuery(query));
  const brands = useQuery(brandsQuery).data ?? [];
  const categories = useQuery(categoriesQuery).data ?? [];
  const setFilter = (name: string) => (event: { target: { value: string } }) =>
    change({ filters: { [name]: event.target.value } });

  const columns = useMemo<Column<StaffProductRow>[]>(
    () => [
      {
        id: "name",
        header: t("products.name"),
        sortable: true,
        cell: (row) => (
          <span className="flex items-center gap-2">
            {row.image ? (
              <img
                src={mediaUrl(row.image, 320)}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-10 rounded bg-slate-100" />
            )}
            <span lang="ar" dir="rtl">
              {row.name.ar}
            </span>
          </span>
        ),
      },
      { id: "code", header: t("products.code"), sortable: true, cell: (row) => <Ltr>{row.code}</Ltr> },
      { id: "brand", header: t("products.brand"), cell: (row) => localize(row.brand.name, language) },
      {
        id: "price",
        header: t("products.price"),
        numeric: true,
        cell: (row) => (row.price === null ? "—" : <Ltr>{formatIqd(row.price)}</Ltr>),
      },
      {
        id: "stock",
        header: t("products.stock"),
        numeric: true,
        cell: (row) =>
          row.stock === 0 ? (
            <span className="font-bold text-red-800">{t("products.out_of_stock")}</span>
          ) : (
            <Count value={row.stock} />
          ),
      },
      {
        id: "active",
        header: t("products.status"),
        cell: (row) =>
          row.active ? (
            <span className="text-green-800">{t("products.active")}</span>
          ) : (
            <span className="font-bold text-red-800">{t("products.inactive")}</span>
          ),
      },
      {
        id: "missing",
        header: t("products.missing"),
        cell: (row) =>
          row.missing_languages.length === 0
            ? "—"
            : row.missing_languages.map((lang) => t(`language.${lang}`)).join("، "),
      },
      {
        id: "updated",
        header: t("products.updated"),
        sortable: true,
        cell: (row) => formatDateTime(row.updated_at, language),
      },
    ],
    [t, language],
  );

  return (
    <div>
      <PageHeader
        title={t("products.title")}
        actions={
          <>
            <ExportButtons filters={{ ...query, page: undefined, per_page: undefined }} />
            {me.permissions.includes("import.run") && (
              <Link to="/import" className={buttonClass("secondary")}>
                {t("import.title")}
              </Link>
            )}
            {me.permissions.includes("catalog.edit") && (
              <Link to="/catalogue/products/new" className={buttonClass()}>
                {t("products.new")}
              </Link>
            )}
          </>
        }
      />
      <Panel>
        {me.permissions.includes("catalog.edit") && <BulkChangePanel filters={query} />}
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <SearchBox label={t("products.search")} value={list.q} onSearch={(q) => change({ q })} />
          <SelectField
            label={t("products.brand")}
            value={list.filters.brand ?? ""}
            onChange={setFilter("brand")}
            emptyLabel={t("filter.all")}
            options={brands.map((b) => ({ value: String(b.id), label: localize(b.name, language) }))}
          />
          <SelectField
            label={t("products.category")}
            value={list.filters.category ?? ""}
            onChange={setFilter("category")}
            emptyLabel={t("filter.all")}
            options={categories.map((c) => ({ value: String(c.id), label: localize(c.name, language) }))}
          />
          <SelectField
            label={t("products.status")}
            value={list.filters.active ?? ""}
            onChange={setFilter("active")}
            emptyLabel={t("filter.all")}
            options={[
              { value: "1", label: t("products.active") },
              { value: "0", label: t("products.inactive") },
            ]}
          />
          <SelectField
            label={t("products.stock")}
            value={list.filters.stock ?? ""}
            onChange={setFilter("stock")}
            emptyLabel={t("filter.all")}
            options={[
              { value: "low", label: t("filter.level_low") },
              { value: "out", label: t("filter.level_out") },
            ]}
          />
          <SelectField
            label={t("products.missing_in")}
            value={list.filters.missing ?? ""}
            onChange={setFilter("missing")}
            emptyLabel={t("filter.all")}
            options={languages.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
          />
          <SelectField
            label={t("filter.hidden")}
            value={list.filters.hidden ?? ""}
            onChange={setFilter("hidden")}
            emptyLabel={t("filter.all")}
            options={hiddenProductReasons.map((reason) => ({
              value: reason,
              label: t(`hidden_reason.${reason}`),
            }))}
          />
        </div>
        {products.data && (
          <p role="status" className="mb-2 text-sm text-slate-700">
            {t("products.count", { count: isolatedCount(products.data.total) })}
          </p>
        )}
        <DataTable
          caption={t("products.title")}
          columns={columns}
          rows={products.data?.data}
          error={products.isError}
          emptyText={t("products.none")}
          sort={list}
          onSort={(column) => change({ sort: nextSort(list, column) })}
          rowHref={(row) => `/catalogue/products/${row.id}`}
        />
        {products.data && <Pagination page={products.data.page} lastPage={products.data.last_page} />}
      </Panel>
    </div>
  );
}
