/** `/sign-in?next=<this page>`: after signing in, the app returns to the page the session ended on. */
export function signInPath(location: { pathname: string; search: string }, basename = "/staff"): string {
  const inApp = location.pathname.startsWith(basename) ? location.pathname.slice(basename.length) : "/";
  const next = `${inApp || "/"}${location.search}`;
  return next === "/" || next.startsWith("/sign-in")
    ? "/sign-in"
    : `/sign-in?next=${encodeURIComponent(next)}`;
}
