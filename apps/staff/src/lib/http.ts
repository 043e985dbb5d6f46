import type { ErrorEnvelope } from "@dukkan/contracts/errors";

/**
 * An API answer other than 2xx, with the envelope's stable code and field errors (field → codes), and the rest of
 * its body (`in_use` of a refused deletion).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** The public client key every /api/v1 call carries; the server puts it in the page. */
export const apiKey =
  document.querySelector<HTMLMetaElement>('meta[name="dukkan-api-key"]')?.content ?? "dukkan-public";

export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ api_key: apiKey });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return `/api/v1/${path}?${params}`;
}

export async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as
    | (Partial<ErrorEnvelope> & { error_codes?: Record<string, string[]> })
    | null;
  // Field → codes when the server sends them beside its messages (`error_codes`): the app translates codes.
  const errors = body?.error_codes ?? body?.errors ?? {};
  return new ApiError(response.status, body?.code ?? "internal_error", errors, body ?? {});
}
