import type { Order } from "@dukkan/contracts";
import type { ClientRecord } from "@dukkan/contracts/accounts";
import { useState } from "react";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { CheckoutForm, type CheckoutProfile } from "#app/features/checkout/components/checkout-form.tsx";
import { OrderConfirmation } from "#app/features/checkout/components/order-confirmation.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { requireClient } from "#app/lib/auth.server.ts";
import { useRequireClient } from "#app/lib/auth.ts";
import { CART_COOKIE, parseCart } from "#app/lib/cart/cart.ts";
import { cart } from "#app/lib/cart/cart-store.ts";
import { forgetCoupon } from "#app/lib/coupon.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { readCookie } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/checkout.ts";

/** The profile fields of the client record the login stored (spec §3; a cookie, so checked), for the form. */
function profileOf(user: ClientRecord | null): CheckoutProfile | null {
  if (!user) return null;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    full_name: text(user.full_name),
    phone: text(user.phone),
    email: text(user.email),
    city_id: typeof user.city_id === "number" ? user.city_id : null,
  };
}

/** Spec §2: protected by the one login guard, which keeps the way back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireClient(request);
  const cookies = request.headers.get("cookie");
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const lines = parseCart(readCookie(cookies, CART_COOKIE)).map(
    ({ product_id, color_id, size_id, quantity }) => ({ product_id, color_id, size_id, quantity }),
  );
  const quote = await services.orders.quote(ctx, lines);
  return { quote, profile: profileOf(user) };
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  useRequireClient(localize("/Login"));
  const [order, setOrder] = useState<Order | null>(null);
  const { quote, profile } = loaderData;

  // Issue 21.6: the order took the cart and its coupon; neither outlives it.
  function placed(next: Order) {
    cart.clear();
    forgetCoupon();
    setOrder(next);
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      <PageMeta
        title={`${t("checkout_title")} | ${t("site_name")}`}
        description={t("checkout_meta_description")}
      />
      <PageBanner
        title={t("checkout_title")}
        breadcrumb={[{ label: t("home"), to: localize("/") }, { label: t("checkout_title") }]}
      />
      {order ? (
        <OrderConfirmation order={order} trackTo={localize("/order")} shopTo={localize("/Products")} />
      ) : quote.items.length === 0 ? (
        <div className="mx-auto max-w-7xl px-4 py-8">
          <StatusMessage kind="empty">{t("checkout_empty")}</StatusMessage>
        </div>
      ) : (
        <CheckoutForm lang={i18n.language} quote={quote} profile={profile} onPlaced={placed} />
      )}
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="checkout_title" />;
}
