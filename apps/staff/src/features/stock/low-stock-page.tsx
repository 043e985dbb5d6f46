import type { StockSize } from "@dukkan/contracts/catalog-admin";
import { useQuery } from "@tanstack/react-query";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { SearchBox } from "#staff/components/search-box.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { lowStockQuery, type StockLevel, stockLevels } from "./stock-api.ts";

const isLevel = (value: string | undefined): value is StockLevel => !!value && value in stockLevels;

/**
 * Stock: the sizes running low or out (the home screen's numbers link here with `?level=`), fewest first; each
 * row opens the size's history and its adjustment and stocktake forms.
 */
export function LowStockPage() {
  const { t } = useI18n();
  const localize = useLocalize();
  const [list, change] = useListParams(["level"]);
  const level: StockLevel = isLevel(list.filters.level) ? list.filters.level : "all";
  const query = useQuery(lowStockQuery({ level, page: list.page, q: list.q }));
  const columns: Column<StockSize & { id: number }>[] = [
    { id: "product", header: t("stock.product"), cell: (row) => localize(row.product_name) },
    { id: "code", header: t("stock.code"), cell: (row) => <Ltr>{row.code}</Ltr> },
    { id: "color", header: t("stock.color"), cell: (row) => localize(row.color) },
    { id: "size", header: t("stock.size"), cell: (row) => localize(row.size) },
    {
      id: "quantity",
      header: t("stock.quantity"),
      numeric: true,
      cell: (row) => (
        <span className={row.quantity === 0 ? "font-bold text-red-800" : "font-bold"}>
          <Count value={row.quantity} />
        </span>
      ),
    },
    {
      id: "active",
      header: t("stock.product_state"),
      cell: (row) => (row.active ? t("stock.product_active") : t("stock.product_inactive")),
    },
  ];
  return (
    <div>
      <PageHeader title={t("stock.title")} />
      <Panel>
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <SearchBox label={t("stock.search")} value={list.q} onSearch={(q) => change({ q })} />
          <SelectField
            className="basis-56"
            label={t("stock.level")}
            value={level}
            onChange={(event) =>
              change({ filters: { level: event.target.value === "all" ? null : event.target.value } })
            }
            options={(Object.keys(stockLevels) as StockLevel[]).map((value) => ({
              value,
              label: t(`stock.level_${value}`),
            }))}
          />
        </div>
        <DataTable
          caption={t("stock.title")}
          columns={columns}
          rows={query.data?.data.map((row) => ({ ...row, id: row.size_id }))}
          error={query.isError}
          emptyText={t("stock.none")}
          cards
          rowHref={(row) => `/stock/sizes/${row.size_id}`}
        />
        {query.data && <Pagination page={query.data.page} lastPage={query.data.last_page} />}
      </Panel>
    </div>
  );
}
