/**
 * The value `useSyncExternalStore` hydrates with, given the server's and the browser's current one. When they say
 * the same (as JSON) it is the browser's very object: React compares the two by identity after hydrating, and an
 * equal copy made it render the component and everything below it once more in one long task (the whole header
 * for every visitor, the whole frame for a signed-in one; issue 20). Otherwise the server's, so hydration matches
 * the HTML and React then renders the browser's.
 */
export function hydrationSnapshot<T>(server: T, current: T): T {
  return current === server || JSON.stringify(current) === JSON.stringify(server) ? current : server;
}
