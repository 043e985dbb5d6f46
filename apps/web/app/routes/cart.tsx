import { useEffect } from "react";
import { data } from "react-router";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { cartDetails } from "#app/features/cart/cart-details.server.ts";
import { CartView } from "#app/features/cart/components/cart-view.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { CART_COOKIE, cartCookie, parseCart, reconcileCart, serializeCart } from "#app/lib/cart/cart.ts";
import { cart, ServerCartContext } from "#app/lib/cart/cart-store.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { readCookie } from "#app/lib/language.ts";
import { withLoaderHeaders } from "#app/lib/route-headers.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/cart.ts";

/**
 * Issue 9: whenever the cart is shown, the server checks every line's price and stock, stores the result in the
 * `cart` cookie and says what changed. A corrupt cookie is an empty cart (spec §8), and is replaced by one; a
 * cookie of the previous format is read and rewritten in the current one (issue 21.1).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const lang = context.get(languageContext);
  const raw = readCookie(request.headers.get("Cookie"), CART_COOKIE);
  const lines = parseCart(raw);
  const details = await cartDetails(services, { lang, origin, requestId }, lines);
  const next = reconcileCart(lines, details);
  const serialized = serializeCart(next.lines);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (raw !== undefined && raw !== serialized) headers.append("Set-Cookie", cartCookie(next.lines));
  return data({ cart: serialized, details, notices: next.notices }, { headers });
}

/** The loader's `Cache-Control: private, no-store` reaches the response (a route without this sends none). */
export const headers = (args: Route.HeadersArgs) => withLoaderHeaders(args);

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalize();
  // The server may have rewritten the cookie: let the header's badge read it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: after every load of the page's data
  useEffect(() => cart.sync(), [loaderData]);
  return (
    <ServerCartContext.Provider value={loaderData.cart}>
      <PageMeta title={`${t("shoping_cart")} | ${t("site_name")}`} />
      <PageBanner
        title={t("shoping_cart")}
        breadcrumb={[{ label: t("home"), to: to("/") }, { label: t("cart_breadcrumb") }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <CartView notices={loaderData.notices} details={loaderData.details} />
      </div>
    </ServerCartContext.Provider>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="shoping_cart" />;
}
