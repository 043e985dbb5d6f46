import type { ClientRecord } from "@dukkan/contracts/accounts";
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { api, setSessionHooks } from "./api-client.ts";
import { documentCookies, writeDocumentCookie } from "./document-cookie.ts";
import { hydrationSnapshot } from "./hydration-snapshot.ts";
import { readCookie } from "./language.ts";

/**
 * The signed-in client (spec §4, §9): `token`, `user` (the client record, whole) and `client_id` cookies, 7 days.
 * Plain cookies, because the browser sends the token as a Bearer header and the server renders the header's
 * name from `user`; the refresh token itself stays in its httpOnly cookie on /api/v1.
 */
export const AUTH_COOKIES = ["token", "user", "client_id"] as const;
export const AUTH_COOKIE_DAYS = 7;

export interface AuthState {
  token: string;
  clientId: number;
  user: ClientRecord | null;
}

const listeners = new Set<() => void>();
let cachedKey: string | undefined;
let cached: AuthState | null = null;

/** The auth state of a Cookie header (server) or `document.cookie` (browser); null when signed out. */
export function authFromCookies(header: string | null): AuthState | null {
  const token = readCookie(header, "token");
  if (!token) return null;
  let user: ClientRecord | null = null;
  try {
    const parsed: unknown = JSON.parse(readCookie(header, "user") ?? "null");
    if (parsed && typeof parsed === "object" && typeof (parsed as { id?: unknown }).id === "number") {
      user = parsed as ClientRecord;
    }
  } catch {
    user = null;
  }
  // client_id, else the id of the stored client record (both are written at login).
  const clientId = Number(readCookie(header, "client_id") ?? user?.id);
  if (!Number.isSafeInteger(clientId) || clientId <= 0) return null;
  if (user && user.id !== clientId) user = null;
  return { token, clientId, user };
}

function read(): AuthState | null {
  const header = documentCookies();
  const key = AUTH_COOKIES.map((name) => readCookie(header, name) ?? "").join("\n");
  if (key !== cachedKey) {
    cachedKey = key;
    cached = authFromCookies(header);
  }
  return cached;
}

function writeCookie(name: string, value: string | null): void {
  const maxAge = value === null ? 0 : AUTH_COOKIE_DAYS * 24 * 60 * 60;
  writeDocumentCookie(`${name}=${encodeURIComponent(value ?? "")}; Path=/; Max-Age=${maxAge}; SameSite=Lax`);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export const auth = {
  state: read,
  /** Spec §4 "set credentials": after a login. */
  signIn(token: string, client: ClientRecord): void {
    writeCookie("token", token);
    writeCookie("client_id", String(client.id));
    writeCookie("user", JSON.stringify(client));
    changed();
  },
  /** After a profile update: the stored record follows the server's. */
  setUser(client: ClientRecord): void {
    writeCookie("user", JSON.stringify(client));
    changed();
  },
  setToken(token: string): void {
    writeCookie("token", token);
    changed();
  },
  /** Spec §4: clears client_id, token and user. */
  clear(): void {
    for (const name of AUTH_COOKIES) writeCookie(name, null);
    changed();
  },
  /** Ends the server session (the refresh cookie) and clears the local state, whatever the server says. */
  async logout(): Promise<void> {
    try {
      await api("/logout", { method: "POST" });
    } catch (error) {
      console.warn("logout", error);
    } finally {
      auth.clear();
    }
  },
};

setSessionHooks({
  token: () => read()?.token,
  refreshed: (token) => auth.setToken(token),
  expired: () => auth.clear(),
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What pages may know of the session: who, not the token (the API client sends that itself). */
export type AuthView = Pick<AuthState, "clientId" | "user">;

export function authView(state: AuthState | null): AuthView | null {
  return state ? { clientId: state.clientId, user: state.user } : null;
}

/** The auth state the server rendered with (the root gives it), so hydration matches. */
export const ServerAuthContext = createContext<AuthView | null>(null);

let cachedView: { of: AuthState | null; view: AuthView | null } = { of: null, view: null };

/** The view of the current state, the same object until the state changes. */
function readView(): AuthView | null {
  const state = read();
  if (state !== cachedView.of) cachedView = { of: state, view: authView(state) };
  return cachedView.view;
}

/** The current auth state; re-renders on sign-in, refresh and sign-out. */
export function useAuth(): AuthView | null {
  const server = useContext(ServerAuthContext);
  const serverSnapshot = () =>
    typeof document === "undefined" ? server : hydrationSnapshot(server, readView());
  return useSyncExternalStore(subscribe, readView, serverSnapshot);
}

/** The login guard's one query parameter (issue 15): the page to come back to after signing in. */
export const RETURN_PARAM = "redirectTo";

/** `path?redirectTo=<back>`: how the guard, and the links between login and register, carry the way back. */
export function withReturnTo(path: string, back: string | null): string {
  return back ? `${path}?${RETURN_PARAM}=${encodeURIComponent(back)}` : path;
}

const SAME_SITE = "http://dukkan.invalid";

/**
 * An in-app path to return to after login, or `fallback`: only a path on this site (`/en/checkout?x=1`), never
 * `//host`, `/\host`, a scheme or anything the URL parser would take to another origin.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return fallback;
  }
  return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** The safe way back this page was given (`?redirectTo=`), or null. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  const back = safeRedirect(params.get(RETURN_PARAM), "");
  return back || null;
}

/**
 * The guard in the browser (spec §2): when the session ends on a protected page (logout in another tab, a
 * failed refresh), go to /Login and come back here afterwards. The server guard covers every request.
 */
export function useRequireClient(loginPath: string): AuthView | null {
  const state = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!state) void navigate(withReturnTo(loginPath, pathname + search), { replace: true });
  }, [state, navigate, loginPath, pathname, search]);
  return state;
}
