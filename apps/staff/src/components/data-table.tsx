import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "#staff/lib/i18n.tsx";
import { nextSort, useListParams } from "#staff/lib/list-params.ts";
import { Loading } from "./page.tsx";
import { Pagination } from "./pagination.tsx";

/**
 * Every staff list's table: column headers that sort through `?sort=` (announced with aria-sort), a loading
 * state, an empty message, a failure message, and previous/next pages. Rows are plain data; a column says how
 * to show its cell. Wide tables scroll inside their panel, never the page.
 */
export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort key for this column, when it can sort. */
  sort?: string;
  /** Numbers and amounts line up at the end. */
  numeric?: boolean;
}

export interface PageOf<Row> {
  data: Row[];
  page: number;
  last_page: number;
  total: number;
}

export function DataTable<Row>({
  columns,
  result,
  rowKey,
  empty,
  failed = false,
  caption,
}: {
  columns: readonly Column<Row>[];
  result: PageOf<Row> | undefined;
  rowKey: (row: Row) => string | number;
  empty: string;
  failed?: boolean;
  caption?: string;
}) {
  const { t } = useI18n();
  if (failed) {
    return (
      <p role="alert" className="py-6 text-center font-bold text-red-800">
        {t("list.failed")}
      </p>
    );
  }
  if (!result) return <Loading />;
  if (result.data.length === 0) return <p className="py-6 text-center text-slate-700">{empty}</p>;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead>
            <tr className="border-b border-slate-200">
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {result.data.map((row) => (
              <tr key={rowKey(row)} className="border-b border-slate-100 hover:bg-slate-50">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={`whitespace-nowrap px-3 py-2 ${column.numeric ? "text-end tabular-nums" : ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={result.page} lastPage={result.last_page} />
    </>
  );
}

function HeaderCell<Row>({ column }: { column: Column<Row> }) {
  const { t } = useI18n();
  const list = useListParams();
  const align = column.numeric ? "text-end" : "text-start";
  if (!column.sort) {
    return (
      <th scope="col" className={`whitespace-nowrap px-3 py-2 font-bold ${align}`}>
        {column.header}
      </th>
    );
  }
  const direction =
    list.sort === column.sort ? "ascending" : list.sort === `-${column.sort}` ? "descending" : "none";
  const next = new URLSearchParams(list.query);
  const sort = nextSort(list.sort, column.sort);
  if (sort) next.set("sort", sort);
  else next.delete("sort");
  next.delete("page");
  return (
    <th scope="col" aria-sort={direction} className={`whitespace-nowrap px-3 py-2 font-bold ${align}`}>
      <Link to={`?${next}`} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
        {column.header}
        <span aria-hidden="true">
          {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
        </span>
        <span className="sr-only">
          {t(`list.sort_${direction === "ascending" ? "descending" : "ascending"}`)}
        </span>
      </Link>
    </th>
  );
}
