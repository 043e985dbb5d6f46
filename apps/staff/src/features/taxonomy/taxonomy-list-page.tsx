import type { TaxonomyKind } from "@dukkan/contracts/taxonomy-admin";
import { useQuery } from "@tanstack/react-query";
import { data, Link, useParams } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Count } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { SearchBox } from "#staff/components/search-box.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { useMe } from "#staff/lib/me.ts";
import {
  type AnyTaxonomyItem,
  allOfKind,
  isTaxonomyKind,
  type TaxonomyListFilters,
  taxonomyListQuery,
} from "./taxonomy-api.ts";
import { TaxonomyTabs } from "./taxonomy-tabs.tsx";

const sorts = ["order", "name", "usage"] as const;
const positive = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/** What uses an entity, as its list shows it: products, sub-parts or categories. */
function usageOf(kind: TaxonomyKind, item: AnyTaxonomyItem): number {
  if (kind === "parts") return item.sub_parts ?? 0;
  if (kind === "sub-parts") return item.categories ?? 0;
  return item.products ?? 0;
}
const usageLabel = (t: Translate, kind: TaxonomyKind) =>
  kind === "parts"
    ? t("taxonomy.sub_parts")
    : kind === "sub-parts"
      ? t("taxonomy.categories")
      : t("taxonomy.products");

/** The list of one kind: search in any language, active, parent, sort and page in the URL. */
export function TaxonomyListPage() {
  const kindParam = useParams().kind;
  if (!isTaxonomyKind(kindParam)) throw data(null, { status: 404 });
  return <TaxonomyList key={kindParam} kind={kindParam} />;
}

function TaxonomyList({ kind }: { kind: TaxonomyKind }) {
  const { t } = useI18n();
  const localize = useLocalize();
  const me = useMe();
  const [list, change] = useListParams(["active", "part_id", "sub_part_id"]);
  const sort = sorts.find((s) => s === list.sort) ?? "order";
  const active =
    list.filters.active === "true" || list.filters.active === "false" ? list.filters.active : undefined;
  const filters: TaxonomyListFilters = {
    q: list.q,
    page: list.page,
    sort,
    active,
    part_id: kind === "sub-parts" ? positive(list.filters.part_id) : undefined,
    sub_part_id: kind === "categories" ? positive(list.filters.sub_part_id) : undefined,
  };
  const query = useQuery(taxonomyListQuery(kind, filters));
  const parents = useQuery({
    ...allOfKind(kind === "categories" ? "sub-parts" : "parts"),
    enabled: kind === "sub-parts" || kind === "categories",
  });
  const title = t(`taxonomy.kind_${kind.replace("-", "_")}`);

  const columns: Column<AnyTaxonomyItem>[] = [
    { id: "name", header: t("taxonomy.name"), cell: (item) => localize(item.name) },
    ...(kind === "sub-parts"
      ? [
          {
            id: "part",
            header: t("taxonomy.part"),
            cell: (item: AnyTaxonomyItem) => localize(item.part_name),
          },
        ]
      : []),
    ...(kind === "categories"
      ? [
          {
            id: "sub_part",
            header: t("taxonomy.sub_part"),
            cell: (item: AnyTaxonomyItem) => localize(item.sub_part_name),
          },
        ]
      : []),
    {
      id: "usage",
      header: usageLabel(t, kind),
      numeric: true,
      cell: (item) => <Count value={usageOf(kind, item)} />,
    },
    {
      id: "order",
      header: t("taxonomy.position"),
      numeric: true,
      cell: (item) => <Count value={item.sort_order} />,
    },
    {
      id: "active",
      header: t("taxonomy.state"),
      cell: (item) =>
        item.active ? (
          <span className="text-green-800">{t("taxonomy.active")}</span>
        ) : (
          <span className="font-bold text-red-800">{t("taxonomy.inactive")}</span>
        ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={title}
        actions={
          me.permissions.includes("catalog.edit") && (
            <Link to={`/taxonomy/${kind}/new`} className={buttonClass()}>
              {t("taxonomy.new")}
            </Link>
          )
        }
      />
      <TaxonomyTabs current={kind} />
      <Panel>
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <SearchBox label={t("taxonomy.search")} value={list.q} onSearch={(q) => change({ q })} />
          <SelectField
            className="basis-40"
            label={t("taxonomy.state")}
            emptyLabel={t("filter.all")}
            value={active ?? ""}
            onChange={(event) => change({ filters: { active: event.target.value || null } })}
            options={[
              { value: "true", label: t("taxonomy.active") },
              { value: "false", label: t("taxonomy.inactive") },
            ]}
          />
          {(kind === "sub-parts" || kind === "categories") && (
            <SelectField
              className="basis-48"
              label={kind === "sub-parts" ? t("taxonomy.part") : t("taxonomy.sub_part")}
              emptyLabel={t("filter.all")}
              value={String((kind === "sub-parts" ? filters.part_id : filters.sub_part_id) ?? "")}
              onChange={(event) =>
                change({
                  filters: { [kind === "sub-parts" ? "part_id" : "sub_part_id"]: event.target.value || null },
                })
              }
              options={(parents.data?.data ?? []).map((parent) => ({
                value: String(parent.id),
                label: localize(parent.name),
              }))}
            />
          )}
          <SelectField
            className="basis-40"
            label={t("taxonomy.sort")}
            value={sort}
            onChange={(event) =>
              change({
                sort:
                  event.target.value === "order" ? null : { column: event.target.value, direction: "asc" },
              })
            }
            options={sorts.map((value) => ({ value, label: t(`taxonomy.sort_${value}`) }))}
          />
        </div>
        <DataTable
          caption={title}
          columns={columns}
          rows={query.data?.data}
          error={query.isError}
          emptyText={t("taxonomy.none")}
          rowHref={(item) => `/taxonomy/${kind}/${item.id}`}
        />
        {query.data && <Pagination page={query.data.page} lastPage={query.data.last_page} />}
      </Panel>
    </div>
  );
}
