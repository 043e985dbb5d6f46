import { readDocumentCookie, writeDocumentCookie } from "#app/lib/document-cookie.ts";

export const RECENT_SEARCHES_COOKIE = "recent_searches";
export const MAX_RECENT_SEARCHES = 4;

/** Spec §9: at most 4 entries, no duplicates, newest first. */
export function pushRecentSearch(list: string[], query: string): string[] {
  const q = query.trim();
  if (!q) return list.slice(0, MAX_RECENT_SEARCHES);
  const rest = list.filter((item) => item.toLocaleLowerCase() !== q.toLocaleLowerCase());
  return [q, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

export function parseRecentSearches(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === "string" && item.trim() !== "")
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

export function readRecentSearches(): string[] {
  return parseRecentSearches(readDocumentCookie(RECENT_SEARCHES_COOKIE));
}

export function saveRecentSearches(list: string[]): void {
  const maxAge = 7 * 24 * 60 * 60;
  // A plain 7-day cookie, as the spec keeps recent searches.
  writeDocumentCookie(
    `${RECENT_SEARCHES_COOKIE}=${encodeURIComponent(JSON.stringify(list))}; Path=/; Max-Age=${maxAge}; SameSite=Lax`,
  );
}
