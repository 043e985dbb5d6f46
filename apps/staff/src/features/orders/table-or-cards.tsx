import { type ReactNode, useSyncExternalStore } from "react";
import { DataTable, type DataTableProps } from "#staff/components/data-table.tsx";

const wide = "(min-width: 768px)";
const subscribe = (changed: () => void) => {
  const query = window.matchMedia(wide);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};
const isWide = () => window.matchMedia(wide).matches;

/**
 * A desk list: the table from 768 px, and below that one card per row, so that on a phone what matters
 * (number, customer, status, total, courier) is read without scrolling sideways. One of the two is rendered,
 * not both (a hidden copy would double every control and name). Loading, error and empty states stay the
 * table's at every width.
 */
export function TableOrCards<Row extends { id: number | string }>({
  card,
  ...table
}: DataTableProps<Row> & { card: (row: Row) => ReactNode }) {
  const tableWidth = useSyncExternalStore(subscribe, isWide);
  if (tableWidth || table.error || !table.rows || table.rows.length === 0) return <DataTable {...table} />;
  return (
    <ul aria-label={table.caption} className="space-y-3" data-testid="list-cards">
      {table.rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          {card(row)}
        </li>
      ))}
    </ul>
  );
}
