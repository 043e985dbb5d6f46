import { ApiError } from "@dukkan/client-kit/api-error";

/** The one error class of both apps (`@dukkan/client-kit/api-error`), where the staff app's screens import it. */
export { ApiError };

/** The public client key every /api/v1 call carries; the server puts it in the page. */
export const apiKey =
  document.querySelector<HTMLMetaElement>('meta[name="dukkan-api-key"]')?.content ?? "dukkan-public";

export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ api_key: apiKey });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return `/api/v1/${path}?${params}`;
}
