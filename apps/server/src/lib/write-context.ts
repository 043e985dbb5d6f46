import type { Actor, ActorKind } from "@dukkan/contracts";

/** Who writes and in which request: what the audit log and the stock ledger record with each change. */
export interface WriteContext {
  actor: Actor;
  requestId: string | null;
}

/** The system writing on its own account (the demo seed, an import, a scheduled job). */
export const systemWrite = (kind: Exclude<ActorKind, "staff" | "client">): WriteContext => ({
  actor: { kind, id: null },
  requestId: null,
});
