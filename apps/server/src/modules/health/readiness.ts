import type { Server } from "node:http";

/** Servers whose shutdown drain has begun: not ready any more (issue 40). */
const draining = new WeakSet<Server>();

/** Called first thing on SIGTERM: readiness answers 503 on the connections still open. */
export function startDraining(server: Server): void {
  draining.add(server);
}

export function isDraining(server: Server): boolean {
  return draining.has(server);
}
