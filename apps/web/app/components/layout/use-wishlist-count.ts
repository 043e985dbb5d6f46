import { useEffect, useState } from "react";
import { api } from "#app/lib/api-client.ts";
import { readCookie } from "#app/lib/language.ts";

/** Fired by anything that changes the wishlist, so the badge refetches. */
export const WISHLIST_CHANGED_EVENT = "dukkan:wishlist-changed";

/** The wishlist badge: the length of `GET /client-auth/list-fav` for a signed-in client, else 0. */
export function useWishlistCount(signedIn: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!signedIn || !readCookie(document.cookie, "token")) {
      setCount(0);
      return;
    }
    let active = true;
    const load = () =>
      api<{ data: unknown[] }>("/client-auth/list-fav")
        .then((response) => {
          if (active) setCount(Array.isArray(response.data) ? response.data.length : 0);
        })
        .catch((reason: unknown) => console.warn("wishlist count", reason));
    void load();
    window.addEventListener(WISHLIST_CHANGED_EVENT, load);
    return () => {
      active = false;
      window.removeEventListener(WISHLIST_CHANGED_EVENT, load);
    };
  }, [signedIn]);
  return count;
}
