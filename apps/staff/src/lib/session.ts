import { responseError } from "@dukkan/client-kit/api-error";
import type { StaffMe, StaffToken } from "@dukkan/contracts/staff";
import { apiUrl } from "./http.ts";
import { signInPath } from "./sign-in-path.ts";

/**
 * The session in the browser: the 15-minute access token lives in memory only; the refresh token is an httpOnly
 * cookie the page cannot read. Refreshes are serialised across tabs (Web Locks), so two tabs never present the
 * same rotated token.
 */
let accessToken: string | null = null;
let refreshing: Promise<string | null> | null = null;

export const currentAccessToken = () => accessToken;

export function startSession(token: StaffToken): void {
  accessToken = token.token;
}

async function requestRefresh(): Promise<string | null> {
  const response = await fetch(apiUrl("staff/refresh"), { method: "POST", credentials: "same-origin" });
  if (!response.ok) return null;
  const { data } = (await response.json()) as { data: StaffToken };
  accessToken = data.token;
  return accessToken;
}

/** The server's readable sign that a session may exist (the refresh cookie itself cannot be read). */
const mayHaveSession = () => document.cookie.split("; ").includes("dukkan_staff_session=1");

/** A fresh access token, or null when the session has ended. Concurrent callers share one refresh. */
export function refreshSession(): Promise<string | null> {
  if (!mayHaveSession()) return Promise.resolve(null);
  refreshing ??= (
    navigator.locks ? navigator.locks.request("dukkan-staff-refresh", requestRefresh) : requestRefresh()
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The session is over (expired, signed out elsewhere, account disabled): a full load of the sign-in page, which
 * drops every cached answer of the account, and comes back here after signing in. What asked for data waits
 * for ever (the page goes away), so no screen shows a half-loaded state or an error meanwhile.
 */
export function endSession(): Promise<never> {
  accessToken = null;
  window.location.replace(`/staff${signInPath(window.location)}`);
  return new Promise<never>(() => {});
}

export function signIn(credentials: { email: string; password: string }): Promise<StaffMe> {
  return startSessionFrom("staff/login", credentials);
}

/** The shop's first owner, from the setup link the server printed (issue 36): created and signed in at once. */
export function setUpOwner(fields: { code: string; email: string; name: string; password: string }) {
  return startSessionFrom("staff/setup", fields);
}

async function startSessionFrom(path: string, body: Record<string, string>): Promise<StaffMe> {
  const response = await fetch(apiUrl(path), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await responseError(response);
  const { data } = (await response.json()) as { data: StaffToken & { staff: StaffMe } };
  startSession(data);
  return data.staff;
}

export async function signOut(): Promise<void> {
  accessToken = null;
  await fetch(apiUrl("staff/logout"), { method: "POST", credentials: "same-origin" }).catch(() => undefined);
}
