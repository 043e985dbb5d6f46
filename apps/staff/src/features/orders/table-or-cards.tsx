import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "#staff/components/data-table.tsx";

/**
 * A desk list: the table from 768 px, and below that one card per row, so that on a phone what matters
 * (number, customer, status, total, courier) is read without scrolling sideways. Loading, error and empty
 * states stay the table's at every width.
 */
export function TableOrCards<Row extends { id: number | string }>({
  card,
  ...table
}: DataTableProps<Row> & { card: (row: Row) => ReactNode }) {
  const cards = !table.error && table.rows !== undefined && table.rows.length > 0;
  return (
    <>
      <div className={cards ? "hidden md:block" : undefined}>
        <DataTable {...table} />
      </div>
      {cards && (
        <ul aria-label={table.caption} className="space-y-3 md:hidden" data-testid="list-cards">
          {table.rows?.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
