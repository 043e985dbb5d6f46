import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { applyListChange, type ListChange, type ListState, readListState } from "./list-params.ts";

/**
 * `const [list, change] = useListParams(["brand", "active"])`: the list's search, filters, sort and page read
 * from the URL, and `change({ q })`, `change({ filters: { brand: "3" } })`, `change({ page: 2 })` to update it.
 * Typing a search replaces the history entry instead of adding one per key.
 */
export function useListParams(
  filterNames: readonly string[],
): [ListState, (change: ListChange) => void, URLSearchParams] {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names' contents, not the array's identity
  const state = useMemo(() => readListState(params, filterNames), [params, key]);
  const change = useCallback(
    (next: ListChange) =>
      setParams((current) => applyListChange(current, next), { replace: next.q !== undefined }),
    [setParams],
  );
  return [state, change, params];
}
