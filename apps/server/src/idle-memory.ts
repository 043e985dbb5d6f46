import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** The server hands memory back after answering nothing for between this long and twice this long. */
export const quietMs = 10_000;

type CollectGarbage = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

let collect: CollectGarbage | undefined;

/**
 * V8's collector without `--expose-gc`, and without leaving `gc` on the app's global object: the flag is
 * on only while a fresh context reads it (as Jest's leak detector does).
 */
function collector(): CollectGarbage {
  if (collect) return collect;
  const exposed = (globalThis as { gc?: CollectGarbage }).gc;
  if (exposed) collect = exposed;
  else {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as CollectGarbage;
    setFlagsFromString("--no-expose-gc");
  }
  return collect;
}

/**
 * A full collection that also shrinks the young generation and returns free heap pages to the system.
 * V8 keeps pages it grew into for the next burst and, with no allocation going on, never runs the collector
 * that would release them: an idle demo store held ~25 MB it no longer used (issue 20). Takes ~130 ms on
 * the demo store's heap, which is why it waits for a quiet server.
 */
export function releaseMemory() {
  collector()({ type: "major", execution: "sync", flavor: "last-resort" });
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
