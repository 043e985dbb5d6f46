import { cartDetails } from "#app/features/cart/cart-details.server.ts";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { parseCart } from "#app/lib/cart/cart.ts";
import type { Route } from "./+types/cart-lines.ts";

/**
 * `/{lang}/cart/lines?lines=<the cart cookie's encoding>`: names, images, colours, sizes, prices and stock of
 * those lines in the page's language, for the cart side panel (lib/cart/cart-details.ts). Read-only: the
 * /cart page is where the cart is brought up to date and the customer told what changed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const lines = parseCart(new URL(request.url).searchParams.get("lines"));
  const details = await cartDetails(
    services,
    { lang: context.get(languageContext), origin, requestId },
    lines,
  );
  return Response.json({ details }, { headers: { "Cache-Control": "private, no-store" } });
}
