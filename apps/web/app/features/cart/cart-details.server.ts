import type { RequestContext, StorefrontServices } from "@dukkan/contracts";
import { type CartDetails, type CartLine, lineKey } from "#app/lib/cart/cart.ts";

/**
 * What the server knows now about each line (issue 21.1), in the request's language: one priced quote of the
 * whole cart, the same the checkout shows and `POST /orders` charges. `null`: not sold any more.
 */
export async function cartDetails(
  services: StorefrontServices,
  ctx: RequestContext,
  lines: CartLine[],
): Promise<CartDetails> {
  if (lines.length === 0) return {};
  const quote = await services.orders.quote(
    ctx,
    lines.map(({ product_id, color_id, size_id, quantity }) => ({ product_id, color_id, size_id, quantity })),
  );
  const details: CartDetails = {};
  for (const item of quote.items) {
    details[lineKey(item)] =
      item.problem === "invalid_item" || item.name === null
        ? null
        : {
            name: item.name,
            image: item.image ?? "",
            color: item.color ?? "",
            size: item.size ?? "",
            price: item.price,
            stock: item.available,
          };
  }
  return details;
}
