import type { Actor, ActorKind, Language } from "@dukkan/contracts";

/** Who writes and in which request: what the audit log and the stock ledger record with each change. */
export interface WriteContext {
  actor: Actor;
  requestId: string | null;
  /**
   * When the write happened (default: the database's clock). The demo seed dates its store relative to a fixed
   * day, so that it writes the same rows on every run.
   */
  at?: Date | undefined;
  /**
   * Set for a writer who may change translated texts only (a translator): in these languages, and nothing else.
   * Updates check it with `refuseBeyondTranslation` (lib/translation-scope.ts).
   */
  textsOnlyIn?: readonly Language[] | undefined;
  /** Set by an import: the opening stock of the sizes it creates is recorded with reason `import`. */
  importing?: boolean | undefined;
}

/** created_at and updated_at of the rows a write inserts: the context's time, else the columns' defaults. */
export const stampsOf = (ctx: WriteContext) => (ctx.at ? { createdAt: ctx.at, updatedAt: ctx.at } : {});

/** The system writing on its own account (the demo seed, an import, a scheduled job). */
export const systemWrite = (kind: Exclude<ActorKind, "staff" | "client">): WriteContext => ({
  actor: { kind, id: null },
  requestId: null,
});
