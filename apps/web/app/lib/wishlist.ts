import { useEffect, useSyncExternalStore } from "react";
import { api } from "./api-client.ts";
import { useAuth } from "./auth.ts";

/** Fired by anything that changes the wishlist (the wishlist page, a wishlist button): it is read again. */
export const WISHLIST_CHANGED_EVENT = "dukkan:wishlist-changed";

/**
 * The signed-in client's wishlist as product ids, read once per client and shared by the header's badge and
 * the wishlist buttons (issue 21.3: a button shows whether its product is on the list).
 */
let known: { clientId: number; ids: ReadonlySet<number> } | null = null;
/** The newest read; an older one that answers later is ignored. */
let reading: { clientId: number; done: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function read(clientId: number): Promise<void> {
  const done: Promise<void> = api("/client-auth/list-fav")
    .then((response) => {
      if (reading?.done !== done) return;
      const entries = Array.isArray(response.data) ? response.data : [];
      known = { clientId, ids: new Set(entries.map((entry) => entry.product_id)) };
      emit();
    })
    .catch((reason: unknown) => console.warn("wishlist", reason));
  reading = { clientId, done };
  return done;
}

if (typeof window !== "undefined") {
  window.addEventListener(WISHLIST_CHANGED_EVENT, () => {
    const clientId = reading?.clientId ?? known?.clientId;
    if (clientId !== undefined) void read(clientId);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const wishlist = {
  /** After a toggle: its answer at once, then the list as the server has it. */
  set(productId: number, on: boolean): void {
    if (known) {
      const ids = new Set(known.ids);
      if (on) ids.add(productId);
      else ids.delete(productId);
      known = { clientId: known.clientId, ids };
      emit();
    }
    window.dispatchEvent(new Event(WISHLIST_CHANGED_EVENT));
  },
};

/**
 * The product ids on the signed-in client's wishlist; null while they are not known (not read yet, or on the
 * server) and when nobody is signed in.
 */
export function useWishlistIds(): ReadonlySet<number> | null {
  const clientId = useAuth()?.clientId ?? null;
  const current = useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  );
  useEffect(() => {
    if (clientId !== null && known?.clientId !== clientId && reading?.clientId !== clientId) {
      void read(clientId);
    }
  }, [clientId]);
  return clientId !== null && current?.clientId === clientId ? current.ids : null;
}
