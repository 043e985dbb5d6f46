import type { ProductDetail as ProductDetailData } from "@dukkan/contracts";
import { lazy, Suspense } from "react";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { HydrateNearViewport } from "#app/components/ui/hydrate-near-viewport.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { ProductGallery } from "#app/components/ui/product-gallery.tsx";
import { PurchaseOptions } from "#app/components/ui/product-options/purchase-options.tsx";
import { useProductSelection } from "#app/components/ui/product-options/use-product-selection.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { ProductCode, RatingStars, WishlistButton } from "./product-actions.tsx";
import { ProductTabs } from "./product-tabs.tsx";

// Only signed-in clients rate: the dialog's code loads for them alone.
const RatingDialog = lazy(() => import("./rating-dialog.tsx").then((m) => ({ default: m.RatingDialog })));

/** Spec §2 product detail. */
export function ProductDetail({ product, signedIn }: { product: ProductDetailData; signedIn: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const selection = useProductSelection(product);

  async function addToCart() {
    const line = selection.toLine();
    if (!line) return;
    // The cart's code loads with the first add, not with the page (docs/decisions/0004).
    const { announceAdd, cart } = await import("#app/lib/cart/cart-store.ts");
    announceAdd(cart.add(line, selection.stock), t);
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6">
      <Breadcrumb
        items={[
          { label: t("home"), to: localize("/") },
          { label: t("all_products"), to: localize("/Products") },
          ...(product.brandName
            ? [{ label: product.brandName, to: localize(`/Products/${product.brand}`) }]
            : []),
          { label: product.name },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery
          key={selection.selection.colorId ?? "none"}
          images={selection.images}
          alt={product.name}
          thumbnail={{ width: 120, height: 80 }}
          priority
        />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            {product.brandName && <p className="text-sm font-bold text-teal-800">{product.brandName}</p>}
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{product.name}</h1>
            <RatingStars rating={product.rating} reviews={product.reviews} />
            <ProductCode code={product.code} />
          </div>
          <PurchaseOptions product={product} selection={selection} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={addToCart}
              disabled={selection.size !== undefined && selection.stock <= 0}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-teal-800 px-6 py-3 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t("add_to_cart")}
            </button>
            <WishlistButton productId={product.id} colorId={selection.color?.color_id ?? null} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {product.pdf && (
              <a
                href={product.pdf}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-bold text-stone-800 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
                  <path d="M14 3v6h6M12 12v6m-3-3 3 3 3-3" />
                </svg>
                {t("download_pdf")}
              </a>
            )}
            {signedIn && (
              <Suspense fallback={null}>
                <RatingDialog productId={product.id} productName={product.name} />
              </Suspense>
            )}
          </div>
        </div>
      </div>
      {/* Below the first screen on a phone: hydrated when near the viewport (decision 0039). */}
      <HydrateNearViewport id="product-tabs">
        <ProductTabs product={product} />
      </HydrateNearViewport>
      {product.accessories.length > 0 && (
        <HydrateNearViewport id="product-accessories">
          <section aria-labelledby="accessories-title" className="flex flex-col gap-4">
            <h2 id="accessories-title" className="text-xl font-bold text-stone-900">
              {t("accessories")}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
              {product.accessories.map((accessory) => (
                <li key={accessory.id}>
                  <ProductCard product={accessory} />
                </li>
              ))}
            </ul>
          </section>
        </HydrateNearViewport>
      )}
    </div>
  );
}
