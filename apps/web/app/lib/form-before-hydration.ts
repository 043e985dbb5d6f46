import { redirect } from "react-router";

/**
 * The account forms post (`method="post"`) so that one sent before the page is interactive never puts a password
 * in the address; the browser's own submit then lands here and is sent back to the form, which the hydrated
 * page handles. The forms themselves call the API from the browser.
 */
export function sendBackToForm({ request }: { request: Request }): Response {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return redirect(`${url.pathname}${url.search}`, 303);
}
