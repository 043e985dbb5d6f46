import { readCookie } from "#app/lib/language.ts";

/**
 * Until the auth client (issue 9) owns the session, a `token` cookie means signed in and its absence
 * signed out; this is the one place that decides it on the product page.
 */
export function isSignedIn(): boolean {
  return Boolean(readCookie(document.cookie, "token"));
}
