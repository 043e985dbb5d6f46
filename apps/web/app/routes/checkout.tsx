import type { Order } from "@dukkan/contracts";
import { useState } from "react";
import { redirect } from "react-router";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { COUPON_COOKIE } from "#app/features/cart/coupon-api.ts";
import { CheckoutForm, type CheckoutProfile } from "#app/features/checkout/components/checkout-form.tsx";
import { OrderConfirmation } from "#app/features/checkout/components/order-confirmation.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { parseCart } from "#app/lib/cart/cart.ts";
import { cart } from "#app/lib/cart/cart-store.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { isLanguage, localizedPath, readCookie } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/checkout.ts";

/** The profile fields the `user` cookie keeps (spec §3: the client record, stored whole at login). */
function profileOf(raw: string | undefined): CheckoutProfile | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      full_name: text(user.full_name),
      phone: text(user.phone),
      email: text(user.email),
      city_id: typeof user.city_id === "number" ? user.city_id : null,
    };
  } catch {
    return null;
  }
}

/** Spec §2: protected. Without a `token` cookie, to /Login with the page to come back to in `from`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const cookies = request.headers.get("cookie");
  if (!readCookie(cookies, "token")) {
    const url = new URL(request.url);
    const login = localizedPath(isLanguage(params.lang) ? params.lang : undefined, "/Login");
    throw redirect(`${login}?from=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const lines = parseCart(readCookie(cookies, "cart")).flatMap((line) =>
    line.color && line.size
      ? [
          {
            product_id: line.product_id,
            color_id: line.color.id,
            size_id: line.size.size_id,
            quantity: line.quantity,
          },
        ]
      : [],
  );
  const quote = await services.orders.quote(ctx, lines);
  return {
    quote,
    profile: profileOf(readCookie(cookies, "user")),
    cartCoupon: readCookie(cookies, COUPON_COOKIE) || null,
  };
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const [order, setOrder] = useState<Order | null>(null);
  const { quote, profile, cartCoupon } = loaderData;

  function placed(next: Order) {
    cart.clear();
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
        <CheckoutForm
          lang={i18n.language}
          quote={quote}
          profile={profile}
          cartCoupon={cartCoupon}
          onPlaced={placed}
        />
      )}
    </>
  );
}
