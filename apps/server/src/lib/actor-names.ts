import type { Actor, NamedActor } from "@dukkan/contracts";

/** Staff names by id: the staff module's `namesOf`, given to the modules whose lists say who acted. */
export type StaffNames = (ids: number[]) => Promise<Map<number, string>>;

/**
 * Names the staff actors of a page of rows in one query: the staff app shows "Layla" rather than "staff #4".
 * Clients and the system actors keep a null name (a sale names its order instead).
 */
export async function namingActors(staffNames: StaffNames, actors: Actor[]) {
  const ids = actors.filter((a) => a.kind === "staff" && a.id !== null).map((a) => a.id as number);
  const names = await staffNames(ids);
  return (actor: Actor): NamedActor => ({
    ...actor,
    name: actor.kind === "staff" && actor.id !== null ? (names.get(actor.id) ?? null) : null,
  });
}
