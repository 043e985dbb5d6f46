import { api } from "./api-client.ts";

let recorded = false;

/** Spec §7: `POST /visitour/create` with the pathname, once per page load; a failure is only logged. */
export function recordVisit(pathname: string): void {
  if (recorded) return;
  recorded = true;
  api("/visitour/create", { body: { url: pathname } }).catch((reason: unknown) =>
    console.warn("visit not recorded", reason),
  );
}
