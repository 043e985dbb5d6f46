/**
 * A route's `headers`: the parent routes' (the language cookie) with its own loader's on top (a preview's
 * Cache-Control and X-Robots-Tag).
 */
export function withLoaderHeaders({
  parentHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
}) {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) headers.set(name, value);
  return headers;
}
