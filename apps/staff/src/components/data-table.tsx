import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Loading } from "./page.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

/**
 * A list's table. `columns` say what each cell shows; a column with `sortable` gets a header button that
 * cycles ascending → descending → none through `onSort` (the list keeps the sort in the URL, see
 * useListParams). `rowHref` makes the first cell a link to the row's page. Loading, error and empty
 * states are part of the table so that every list shows them the same way. `cards` shows the rows as cards
 * below 640 px (each cell under its header) where a clerk must see every field without scrolling sideways;
 * a table wider than its box scrolls in a region that takes the keyboard focus and is named by the caption.
 *
 *   <DataTable caption={"products.title"} rows={data?.data} columns={columns} sort={list}
 *     onSort={(column) => change({ sort: nextSort(list, column) })} rowHref={(p) => `/catalogue/${p.id}`}
 *     error={query.isError} emptyText={"products.none"} />
 */
export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Numbers and money: aligned to the end of the cell. */
  numeric?: boolean;
}

export interface DataTableProps<Row extends { id: number | string }> {
  caption: string;
  columns: readonly Column<Row>[];
  /** undefined while loading. */
  rows: readonly Row[] | undefined;
  error?: boolean;
  emptyText: string;
  sort?: { sort: string | null; direction: "asc" | "desc" };
  onSort?: (column: string) => void;
  rowHref?: (row: Row) => string;
  /** Rows as cards at phone width (the table from 640 px). */
  cards?: boolean;
}

export function DataTable<Row extends { id: number | string }>({
  caption,
  columns,
  rows,
  error,
  emptyText,
  sort,
  onSort,
  rowHref,
  cards = false,
}: DataTableProps<Row>) {
  const { t } = useI18n();
  if (error)
    return (
      <p role="alert" className="py-6 text-center font-bold text-red-800">
        {t("table.error")}
      </p>
    );
  if (!rows) return <Loading />;
  if (rows.length === 0) return <p className="py-6 text-center text-slate-700">{emptyText}</p>;
  const cellOf = (row: Row, column: Column<Row>, index: number) =>
    index === 0 && rowHref ? (
      <Link to={rowHref(row)} className="font-bold text-brand-700 underline">
        {column.cell(row)}
      </Link>
    ) : (
      column.cell(row)
    );
  return (
    <>
      {cards && (
        <ul aria-label={caption} className="divide-y divide-slate-200 sm:hidden">
          {rows.map((row) => (
            <li key={row.id} className="py-3">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                {columns.map((column, index) => (
                  <div key={column.id} className="contents">
                    <dt className="font-bold text-slate-700">{column.header}</dt>
                    <dd className="min-w-0 break-words">{cellOf(row, column, index)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ScrollRegion label={caption} className={cards ? "hidden sm:block" : ""}>
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              {columns.map((column) => {
                const sorted = sort?.sort === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}
                    className={`whitespace-nowrap px-3 py-2 font-bold ${column.numeric ? "text-end" : "text-start"}`}
                  >
                    {column.sortable && onSort ? (
                      <button
                        type="button"
                        onClick={() => onSort(column.id)}
                        className="inline-flex items-center gap-1 font-bold underline decoration-dotted"
                      >
                        {column.header}
                        <span aria-hidden="true">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 hover:bg-slate-50">
                {columns.map((column, index) => (
                  <td
                    key={column.id}
                    className={`px-3 py-2 ${column.numeric ? "whitespace-nowrap text-end" : ""}`}
                  >
                    {cellOf(row, column, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
