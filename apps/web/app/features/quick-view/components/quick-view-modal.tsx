import type { ProductDetail } from "@dukkan/contracts";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ProductGallery } from "#app/components/ui/product-gallery.tsx";
import { PurchaseOptions } from "#app/components/ui/product-options/purchase-options.tsx";
import { useProductSelection } from "#app/components/ui/product-options/use-product-selection.ts";
import { type QuickViewRequest, quickView } from "#app/components/ui/quick-view-store.ts";
import { announceAdd, cart } from "#app/lib/cart/cart-store.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { fetchProduct } from "../api/product.ts";

// Its own chunk, so that no page carries it before a dialog opens (docs/decisions/0004).
const Modal = lazy(() => import("#app/components/ui/modal.tsx").then((m) => ({ default: m.Modal })));

/** Spec §9: the modal closes with a 300 ms animation. */
const CLOSE_MS = 300;

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; product: ProductDetail };

/**
 * Spec §2, §4 quick view. Escape, the backdrop and the close button close it with a 300 ms animation;
 * closing unmounts the content, which resets colour, images, size and quantity for the next opening.
 */
export default function QuickViewModal({ request }: { request: QuickViewRequest | null }) {
  if (!request) return null;
  return <QuickViewDialog key={request.productId} productId={request.productId} />;
}

function QuickViewDialog({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchProduct(i18n.language, productId, controller.signal)
      .then((product) => setLoad({ state: "ready", product }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("quick view", error);
        setLoad({ state: "error" });
      });
    return () => controller.abort();
  }, [productId, i18n.language]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => quickView.close(), CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  return (
    <Suspense fallback={null}>
      <Modal
        labelledBy={titleId}
        onClose={() => setClosing(true)}
        closing={closing}
        testId="quick-view"
        panelClassName="w-[min(60rem,calc(100vw-1rem))] p-4 sm:p-6"
      >
        <button
          type="button"
          onClick={() => setClosing(true)}
          aria-label={t("close_quick_view")}
          className="absolute end-3 top-3 z-10 rounded-full bg-white p-2 text-stone-700 shadow hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        {load.state === "loading" && (
          <div className="flex min-h-64 flex-col items-center justify-center gap-3" role="status">
            <span
              className="h-8 w-8 animate-spin rounded-full border-4 border-stone-200 border-t-teal-700"
              aria-hidden="true"
            />
            <h2 id={titleId} className="text-sm text-stone-600">
              {t("loading")}
            </h2>
          </div>
        )}
        {load.state === "error" && (
          <div className="flex min-h-64 items-center justify-center">
            <h2 id={titleId} role="alert" className="text-red-800">
              {t("error_loading_data")}
            </h2>
          </div>
        )}
        {load.state === "ready" && <QuickViewBody product={load.product} titleId={titleId} />}
      </Modal>
    </Suspense>
  );
}

function QuickViewBody({ product, titleId }: { product: ProductDetail; titleId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const selection = useProductSelection(product);

  function addToCart() {
    const line = selection.toLine();
    if (!line) return;
    announceAdd(cart.addNew(line, selection.stock), t);
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery
        key={selection.selection.colorId ?? "none"}
        images={selection.images}
        alt={product.name}
        thumbnail={{ width: 100, height: 60 }}
        sizes="(min-width: 768px) 440px, 100vw"
      />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1 pe-10">
          {product.brandName && <p className="text-sm font-bold text-teal-800">{product.brandName}</p>}
          <h2 id={titleId} className="text-xl font-bold text-stone-900">
            {product.name}
          </h2>
          <p className="text-sm text-stone-600">
            {t("product_code")}: <bdi dir="ltr">{product.code}</bdi>
          </p>
        </div>
        <PurchaseOptions product={product} selection={selection} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={addToCart}
            disabled={selection.size !== undefined && selection.stock <= 0}
            className="flex-1 rounded-lg bg-teal-800 px-6 py-3 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t("add_to_cart")}
          </button>
          <Link
            to={localize(`/Product/${product.id}`)}
            onClick={() => quickView.close()}
            className="rounded-lg border border-stone-300 px-4 py-3 text-sm font-bold text-stone-800 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            {t("view_full_details")}
          </Link>
        </div>
      </div>
    </div>
  );
}
