import type { Language } from "./language.ts";
import { readCookie } from "./language.ts";

/** The public client key every `/api/v1` call carries (spec §7; it is not a secret). */
export const API_KEY = "dukkan-public";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body (`{ message, code, errors?, error_codes? }`), when it was JSON. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface RequestOptions {
  /** Puts `/{lang}` before the path, as the catalogue reads expect. */
  lang?: Language;
  params?: Record<string, string | number>;
  body?: unknown;
  method?: "GET" | "POST";
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A browser call to our own API: api_key, credentials and the client's Bearer token when signed in. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api/v1${options.lang ? `/${options.lang}` : ""}${path}`, window.location.origin);
  url.searchParams.set("api_key", API_KEY);
  for (const [key, value] of Object.entries(options.params ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = readCookie(document.cookie, "token");
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    credentials: "include",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, `${response.status} ${url.pathname}`, body);
  }
  return (await response.json()) as T;
}
