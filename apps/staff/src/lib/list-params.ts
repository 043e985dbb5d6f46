import { useSearchParams } from "react-router";

/**
 * A list screen's state lives in its URL (`?q=&sort=-created_at&page=2&brand=4`), so that a view can be
 * bookmarked, shared, and linked from the home page's numbers. Changing anything but the page goes back to page 1.
 */
export interface ListParams {
  q: string;
  page: number;
  /** `name` ascending, `-name` descending, "" for the list's default order. */
  sort: string;
  get(name: string): string;
  /** Set (or, with "" / undefined, remove) parameters; replaces the history entry while typing. */
  set(changes: Record<string, string | undefined>, options?: { replace?: boolean }): void;
  /** The parameters to hand to the API (empty ones left out). */
  query: URLSearchParams;
}

export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  return {
    q: params.get("q") ?? "",
    page: Math.max(1, Number.parseInt(params.get("page") ?? "", 10) || 1),
    sort: params.get("sort") ?? "",
    get: (name) => params.get(name) ?? "",
    set(changes, options) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(name);
            else next.set(name, value);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    query: new URLSearchParams([...params].filter(([, value]) => value !== "")),
  };
}

/** The next sort for a column header click: ascending, then descending, then the default. */
export function nextSort(current: string, column: string): string {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return "";
  return column;
}
