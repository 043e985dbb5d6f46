import type { FavoriteEntry } from "@dukkan/contracts/accounts";
import { api } from "#app/lib/api-client.ts";
import type { Language } from "#app/lib/language.ts";

/** `GET client-auth/list-fav` (spec §7): the entries with their product cards in the page's language. */
export async function listWishlist(lang: Language): Promise<FavoriteEntry[]> {
  const answer = await api("/client-auth/list-fav", { params: { lang } });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** `POST client-auth/favorite` toggles: for an entry on the list, that removes it. */
export async function removeFromWishlist(clientId: number, entry: FavoriteEntry): Promise<void> {
  await api("/client-auth/favorite", {
    body: { client_id: clientId, product_id: entry.product_id, color: entry.color },
  });
}
