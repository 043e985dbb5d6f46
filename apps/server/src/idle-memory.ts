import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** The server hands memory back after answering nothing for between this long and twice this long. */
export const quietMs = 10_000;

type CollectGarbage = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * V8's collector, exposed by `--expose-gc` (npm start's flags, package.json) and taken off the global object at
 * once, so that no other code calls it (the property cannot be deleted, only emptied).
 */
const collect = (() => {
  const global = globalThis as { gc?: CollectGarbage | undefined };
  const exposed = global.gc;
  if (exposed) global.gc = undefined;
  return exposed;
})();
let warned = false;

/**
 * A full collection that also shrinks the young generation and returns free heap pages to the system.
 * V8 keeps pages it grew into for the next burst and, with no allocation going on, never runs the collector
 * that would release them: an idle demo store held ~25 MB it no longer used (issue 20). Takes ~130 ms on
 * the demo store's heap, which is why it waits for a quiet server.
 */
export function releaseMemory(): boolean {
  if (!collect) {
    if (!warned)
      process.emitWarning(
        "Node runs without --expose-gc: idle memory is not handed back (npm start's flags)",
      );
    warned = true;
    return false;
  }
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
  return true;
}

/**
 * Calls `release` once the server has answered nothing for a while (see quietMs), and again only after it
 * has served more requests. `releaseNow` releases at once unless a request is in progress (after start-up).
 */
export function releaseMemoryWhenIdle(
  server: Server,
  options: { quietMs?: number; release?: () => void } = {},
) {
  const release = options.release ?? releaseMemory;
  let served = 0;
  let inProgress = 0;
  let servedAtLastCheck = 0;
  let servedAtRelease = -1;

  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    served += 1;
    inProgress += 1;
    response.once("close", () => {
      inProgress -= 1;
    });
  });
  const releaseIfQuiet = () => {
    if (inProgress > 0 || served === servedAtRelease) return;
    servedAtRelease = served;
    release();
  };
  const timer = setInterval(() => {
    if (served === servedAtLastCheck) releaseIfQuiet();
    servedAtLastCheck = served;
  }, options.quietMs ?? quietMs);
  timer.unref();
  return {
    releaseNow: releaseIfQuiet,
    stop: () => clearInterval(timer),
  };
}
