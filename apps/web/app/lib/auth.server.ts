import { redirect } from "react-router";
import { type AuthState, authFromCookies, withReturnTo } from "./auth.ts";
import { isLanguage, localizedPath } from "./language.ts";

/** Where the guard sends a visitor: `/Login?redirectTo=<where they were>`, keeping the URL's language prefix. */
function loginRedirectPath(url: URL): string {
  const lang = url.pathname.split("/")[1];
  const login = localizedPath(isLanguage(lang) ? lang : undefined, "/Login");
  return withReturnTo(login, url.pathname + url.search);
}

/**
 * The one guard of /Wishlist, /checkout and /profile on the server (spec §2, §6): without the auth cookies, a
 * redirect to /Login that keeps where the visitor came from. The token is not verified here: the pages read
 * private data through the API, which does, and answers an expired token with the refresh of spec §4.
 */
export function requireClient(request: Request): AuthState {
  const state = authFromCookies(request.headers.get("Cookie"));
  if (!state) throw redirect(loginRedirectPath(new URL(request.url)));
  return state;
}
