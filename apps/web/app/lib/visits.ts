import { api } from "./api-client.ts";

let recorded = false;

/**
 * Spec §7: `POST /visitour/create` with the pathname, once per page load; a failure is only logged. Sent when the
 * page is idle: called from the root's effect, it would otherwise add its request to the task that runs the
 * effects of the whole first hydration (decision 0044).
 */
export function recordVisit(pathname: string): void {
  if (recorded) return;
  recorded = true;
  whenIdle(() =>
    api("/visitour/create", { body: { url: pathname } }).catch((reason: unknown) =>
      console.warn("visit not recorded", reason),
    ),
  );
}

/** `requestIdleCallback` where the browser has it (Safari did not), within 2 s. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}
