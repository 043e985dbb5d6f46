import { useSearchParams } from "react-router";

/**
 * A list's search, filters and page in the URL (so a link or a reload shows the same list). Setting a filter
 * starts again at page 1; an empty value removes the parameter.
 */
export function useUrlParams(names: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""])) as Record<
    string,
    string
  >;
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  const page = Math.max(1, Number(params.get("page")) || 1);
  return { values, set, page };
}

/** The values as API query parameters (empty ones left out). */
export const queryOf = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")) as Record<string, string>;
