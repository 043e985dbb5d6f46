import { useState } from "react";
import { useAuth } from "#app/lib/auth.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { dismissToast, notify } from "#app/lib/toast.tsx";
import { useWishlistIds, wishlist } from "#app/lib/wishlist.ts";
import { isSignedIn } from "../api/session.ts";

/**
 * Spec §5, §8: only signed-in clients; a loading toast, then the outcome. The API toggles, so the button shows
 * whether the product is on the client's wishlist and says what a click does (issue 21.3); it waits until the
 * list is known.
 */
export function WishlistButton({ productId, colorId }: { productId: number; colorId: number | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const signedIn = useAuth() !== null;
  const ids = useWishlistIds();
  const favorited = ids?.has(productId) ?? false;

  async function onClick() {
    if (!isSignedIn()) {
      void notify("error", t("Please login to add items to wishlist"));
      return;
    }
    setBusy(true);
    const loading = await notify("loading", t(favorited ? "removing_from_wishlist" : "adding_to_wishlist"));
    try {
      // The API client loads with the first click, not with the page (docs/decisions/0004).
      const { toggleWishlist } = await import("../api/account-actions.ts");
      const result = await toggleWishlist(productId, colorId);
      wishlist.set(productId, result.favorited);
      void notify("success", t(result.favorited ? "Item added to wishlist!" : "Item removed from wishlist!"));
    } catch {
      void notify("error", t(favorited ? "wishlist_remove_failed" : "wishlist_add_failed"));
    } finally {
      void dismissToast(loading);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy || (signedIn && ids === null)}
      aria-pressed={favorited}
      data-testid="wishlist-button"
      className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-3 text-sm font-bold text-stone-800 hover:border-red-700 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill={favorited ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        className={favorited ? "text-red-700" : undefined}
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 4.6 2.6h1.2c1-1.4 2.5-2.6 4.6-2.6 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z" />
      </svg>
      {t(favorited ? "remove_from_wishlist" : "add_to_wishlist")}
    </button>
  );
}

/** Spec §5, §8: the product code, kept left-to-right, and a button that copies it. */
export function ProductCode({ code }: { code: string }) {
  const { t } = useTranslation();
  async function copy() {
    if (!code) {
      void notify("error", t("product_code_unavailable"));
      return;
    }
    try {
      await navigator.clipboard.writeText(code);
      void notify("success", t("Product code copied to clipboard!"));
    } catch {
      void notify("error", t("product_code_copy_failed"));
    }
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
      <span>{t("product_code")}:</span>
      <bdi dir="ltr" className="font-mono font-bold text-stone-900" data-testid="product-code">
        {code || "—"}
      </bdi>
      <button
        type="button"
        onClick={copy}
        aria-label={t("copy_product_code")}
        className="rounded-md border border-stone-300 bg-white p-1.5 text-stone-700 hover:border-teal-700 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
      </button>
    </p>
  );
}

/** Stars for an average rating out of 5, with the number of reviews. */
export function RatingStars({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating);
  return (
    <p className="flex items-center gap-2 text-sm text-stone-600">
      <span role="img" aria-label={t("rating_label", { rating })} dir="ltr" className="text-amber-500">
        {"★★★★★".slice(0, rounded)}
        <span className="text-stone-300">{"★★★★★".slice(rounded)}</span>
      </span>
      <bdi dir="ltr">{rating.toFixed(1)}</bdi>
      <span>{t("reviews_count", { count: reviews })}</span>
    </p>
  );
}
