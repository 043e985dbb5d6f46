import { responseError } from "@dukkan/client-kit/api-error";
import { ApiError, apiUrl } from "./http.ts";
import { currentAccessToken, endSession, refreshSession } from "./session.ts";

export { ApiError };

interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Record<string, string | number | undefined>;
  /** JSON, or a FormData sent as multipart (uploads). */
  body?: unknown;
  /** Sent as Idempotency-Key (lib/idempotency.ts). */
  idempotencyKey?: string;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers["content-type"] = "application/json";
  return fetch(apiUrl(path, options.query), {
    method: options.method ?? "GET",
    headers,
    credentials: "same-origin",
    ...(options.body === undefined
      ? {}
      : { body: multipart ? (options.body as FormData) : JSON.stringify(options.body) }),
  });
}

/** The server's word that the access token is invalid or expired (RFC 6750), not that the role may not. */
const tokenRefused = (response: Response) =>
  response.status === 403 && /error="invalid_token"/.test(response.headers.get("www-authenticate") ?? "");

/**
 * A staff API call with the session's access token. An expired token: the session is refreshed once and the
 * call repeated; when the session cannot be refreshed it has ended, and the app goes to sign-in. A role's
 * refusal (403 without that header) is never sent twice.
 */
export async function staffApi<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorized(path, options);
  // A deletion answers 204 with no body.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file the staff API answers (an export), as a Blob for the browser to save. */
export async function staffDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await authorized(path, options)).blob();
}

async function authorized(path: string, options: RequestOptions): Promise<Response> {
  let token = currentAccessToken() ?? (await refreshSession());
  if (!token) return endSession();
  let response = await send(path, options, token);
  if (tokenRefused(response)) {
    token = await refreshSession();
    if (!token) return endSession();
    response = await send(path, options, token);
  }
  if (response.status === 401) return endSession();
  if (!response.ok) throw await responseError(response);
  return response;
}
