import { api } from "#app/lib/api-client.ts";

/** The product page's signed-in calls, behind the one API client (which adds the Bearer token). */

/** `POST client-auth/favorite`: toggles the product (in a colour) on the client's wishlist. */
export async function toggleWishlist(
  productId: number,
  colorId: number | null,
): Promise<{ favorited: boolean }> {
  const response = await api("/client-auth/favorite", {
    body: { product_id: productId, color: colorId },
  });
  return response.data;
}

/** `POST client-auth/rate` with today's date; a second rating answers 409. */
export async function rateProduct(productId: number, rate: number): Promise<void> {
  await api("/client-auth/rate", {
    body: { product_id: productId, rate, date: new Date().toISOString().slice(0, 10) },
  });
}
