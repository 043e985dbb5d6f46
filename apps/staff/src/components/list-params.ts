/**
 * A list's state in the URL, so that a list can be linked, reloaded and shared as it is seen:
 * `?q=…&page=2&sort=-price&brand=3&active=1`. `sort` is a column id, with a leading `-` for descending.
 * Pure functions (unit-tested); `useListParams` binds them to the router.
 */

export type SortDirection = "asc" | "desc";

export interface ListState {
  q: string;
  page: number;
  sort: string | null;
  direction: SortDirection;
  /** Only the filters the list declares; an empty value is no filter. */
  filters: Record<string, string>;
}

export interface ListChange {
  q?: string;
  page?: number;
  sort?: { column: string; direction: SortDirection } | null;
  filters?: Record<string, string | null | undefined>;
}

export function readListState(params: URLSearchParams, filterNames: readonly string[]): ListState {
  const rawSort = params.get("sort") ?? "";
  const descending = rawSort.startsWith("-");
  const column = descending ? rawSort.slice(1) : rawSort;
  const page = Number(params.get("page"));
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    q: params.get("q") ?? "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: column || null,
    direction: descending ? "desc" : "asc",
    filters,
  };
}

/** The URL after a change. Anything but a page change goes back to page 1 (the old page may not exist). */
export function applyListChange(params: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === "") next.delete(name);
    else next.set(name, value);
  };
  if (change.q !== undefined) set("q", change.q.trim() === "" ? null : change.q);
  if (change.sort !== undefined)
    set("sort", change.sort && `${change.sort.direction === "desc" ? "-" : ""}${change.sort.column}`);
  for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value);
  if (change.page !== undefined) set("page", change.page > 1 ? String(change.page) : null);
  else next.delete("page");
  return next;
}

/** A header click: a new column sorts ascending; the sorted column flips; a third click clears the sort. */
export function nextSort(
  state: Pick<ListState, "sort" | "direction">,
  column: string,
): { column: string; direction: SortDirection } | null {
  if (state.sort !== column) return { column, direction: "asc" };
  return state.direction === "asc" ? { column, direction: "desc" } : null;
}
