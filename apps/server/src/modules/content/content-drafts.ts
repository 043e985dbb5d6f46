/**
 * A published slide's or advert's pending changes (issue 33, decision 0018 addendum): kept in its `draft`
 * column under the API's field names (HTML already sanitized, dates as ISO strings) until published.
 */
export type ContentDraft = Record<string, unknown>;

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const dateFields = new Set(["starts_at", "ends_at"]);

/** A draft → the table's columns (camelCase, dates as dates): what publishing writes, what a preview shows. */
export function draftColumns(draft: ContentDraft | null | undefined): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(draft ?? {}))
    columns[camel(field)] =
      dateFields.has(field) && typeof value === "string" ? new Date(value) : (value ?? null);
  return columns;
}

const sameValue = (field: string, a: unknown, b: unknown) =>
  dateFields.has(field) && typeof a === "string" && typeof b === "string"
    ? Date.parse(a) === Date.parse(b)
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The draft after a change to a live row: the pending changes so far with this one on top, less what equals
 * the live row (changing a field back leaves nothing pending for it); null when nothing is left.
 */
export function mergedDraft(
  live: Record<string, unknown>,
  pending: ContentDraft | null | undefined,
  change: ContentDraft,
): ContentDraft | null {
  const merged = Object.entries({ ...pending, ...change }).filter(
    ([field, value]) => value !== undefined && !sameValue(field, value, live[field]),
  );
  return merged.length > 0 ? Object.fromEntries(merged) : null;
}
