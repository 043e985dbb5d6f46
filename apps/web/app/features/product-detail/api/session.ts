import { auth } from "#app/lib/auth.ts";

/** Whether a client is signed in, as the one auth state (cookies token, user, client_id) says. */
export function isSignedIn(): boolean {
  return auth.state() !== null;
}
