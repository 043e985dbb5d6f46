import { useWishlistIds } from "#app/lib/wishlist.ts";

/** The wishlist badge: the length of the signed-in client's wishlist (`GET /client-auth/list-fav`), else 0. */
export function useWishlistCount(signedIn: boolean): number {
  const ids = useWishlistIds();
  return signedIn ? (ids?.size ?? 0) : 0;
}
