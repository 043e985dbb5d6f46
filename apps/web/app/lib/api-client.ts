import { ApiError, responseError } from "@dukkan/client-kit/api-error";
import type { ApiAnswer } from "./api-answers.ts";
import { readDocumentCookie } from "./document-cookie.ts";
import type { Language } from "./language.ts";

/** The one error class of both apps (`@dukkan/client-kit/api-error`), where the storefront imports it. */
export { ApiError };

/** The public client key every `/api/v1` call carries (spec §7; it is not a secret). */
export const API_KEY = "dukkan-public";

export interface RequestOptions {
  /** Puts `/{lang}` before the path, as the catalogue reads expect. */
  lang?: Language;
  params?: Record<string, string | number>;
  body?: unknown;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  signal?: AbortSignal;
  /** GET only: keep the answer for 60 s (spec §9); any mutation forgets every kept answer (spec §7). */
  cache?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Spec §9: unused results are kept 60 seconds. */
const CACHE_MS = 60_000;
const TIMEOUT_MS = 20_000;
const cache = new Map<string, { at: number; value: unknown }>();

/** Forgets every cached read; runs after every create, update or delete (spec §7). */
export function invalidateApiCache(): void {
  cache.clear();
}

// ---------------------------------------------------------------- session hooks

/**
 * The auth state (`lib/auth.ts`) plugs in here, so that this module stays free of it: the token to send,
 * what to do with a refreshed one, and what to do when the refresh fails (spec §4: logout).
 */
export interface SessionHooks {
  token(): string | undefined;
  refreshed(token: string): void;
  expired(): void;
}

let session: SessionHooks = {
  token: () => readDocumentCookie("token"),
  refreshed: () => {},
  expired: () => {},
};

export function setSessionHooks(hooks: SessionHooks): void {
  session = hooks;
}

let refreshing: Promise<string | null> | null = null;

/** `POST /refresh` (the refresh token travels in its httpOnly cookie); concurrent 403s share one call. */
export function refreshToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(apiUrl("/refresh"), {
        method: "POST",
        headers: { Accept: "application/json" },
        credentials: "include",
      });
      if (!response.ok) return null;
      const body: Partial<ApiAnswer<"/refresh">> = await response.json();
      return typeof body.data?.token === "string" ? body.data.token : null;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// ---------------------------------------------------------------- requests

function apiUrl(path: string, options: Pick<RequestOptions, "lang" | "params"> = {}): URL {
  const url = new URL(`/api/v1${options.lang ? `/${options.lang}` : ""}${path}`, window.location.origin);
  url.searchParams.set("api_key", API_KEY);
  for (const [key, value] of Object.entries(options.params ?? {})) url.searchParams.set(key, String(value));
  return url;
}

async function send(url: URL, options: RequestOptions, method: string, token: string | undefined) {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: "include",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(0, {}, timedOut ? "TIMEOUT_ERROR" : "FETCH_ERROR");
  }
}

/**
 * A browser call to our own API (spec §7): api_key, credentials, the client's Bearer token when signed in.
 * A 403 with a token is answered by one refresh and one retry; when the refresh fails the session ends
 * (spec §4, §8). Failures throw `ApiError`. The answer's type is the contracts' for the path (`ApiAnswers`).
 */
export async function api<Path extends string>(
  path: Path,
  options: RequestOptions = {},
): Promise<ApiAnswer<Path>> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const url = apiUrl(path, options);
  const token = session.token();
  const cacheKey = `${token ?? ""} ${url}`;
  if (method === "GET" && options.cache) {
    const hit = cache.get(cacheKey);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as ApiAnswer<Path>;
  }
  // A write changes what reads would answer: forget them all before and after (spec §7).
  if (method !== "GET") invalidateApiCache();

  let response = await send(url, options, method, token);
  if (response.status === 403 && token && path !== "/refresh") {
    // Another call may have refreshed while this one was on its way: then its token is the one to retry with.
    const current = session.token();
    const fresh = current && current !== token ? current : await refreshToken();
    if (fresh === null) {
      session.expired();
      throw await responseError(response);
    }
    if (fresh !== current) session.refreshed(fresh);
    response = await send(url, options, method, fresh);
  }
  if (method !== "GET") invalidateApiCache();
  if (!response.ok) throw await responseError(response);

  let value: ApiAnswer<Path>;
  try {
    // The one place an answer meets its type: the server's route declares the same schema (ApiAnswers).
    value = await response.json();
  } catch {
    throw new ApiError(response.status, {}, "PARSING_ERROR");
  }
  if (method === "GET" && options.cache) cache.set(cacheKey, { at: Date.now(), value });
  return value;
}
