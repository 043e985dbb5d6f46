import type { ProductCard as ProductCardData } from "@dukkan/contracts";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { Price } from "./price.tsx";
import { quickView } from "./quick-view-store.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * Spec §2 product card: links to /Product/{id} unless sold out, discount badge, two-line description, and a
 * quick-view button beside the link (a button cannot sit inside a link).
 */
export function ProductCard({
  product,
  quickViewButton = true,
  headingLevel = 3,
  priority = false,
}: {
  product: ProductCardData;
  /** The first cards of a listing: their images are the page's largest paint, fetched at once. */
  priority?: boolean;
  quickViewButton?: boolean;
  /** h3 in a titled section (home carousels, accessories); h2 in a listing right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const to = useLocalizedPath(`/Product/${product.id}`);
  const soldOut = product.quantity <= 0;

  const body = (
    <>
      <div className="relative aspect-square overflow-hidden rounded-t-xl bg-stone-50">
        <ResponsiveImage
          src={product.image}
          alt={product.name}
          width={640}
          height={640}
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
          priority={priority}
          className="h-full w-full object-contain p-3 transition-transform duration-300 group-hover:scale-105"
        />
        {product.discount > 0 && (
          <span className="absolute start-2 top-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {t("discount_badge", { percent: product.discount })}
          </span>
        )}
        {soldOut && (
          <span className="absolute inset-x-0 bottom-0 bg-stone-900/75 py-1 text-center text-xs font-bold text-white">
            {t("out_of_stock")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-medium text-teal-800">{product.brandName}</p>
        <Heading className="line-clamp-2 text-sm font-bold text-stone-900">{product.name}</Heading>
        <p className="line-clamp-2 text-xs text-stone-600">{product.description.replace(/<[^>]*>/g, " ")}</p>
        <div className="mt-auto pt-2 text-sm">
          <Price price={product.price} discount={product.discount} />
        </div>
      </div>
    </>
  );

  const cardClass =
    "group flex h-full flex-col rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow";
  const card = soldOut ? (
    <div className={`${cardClass} opacity-80`}>{body}</div>
  ) : (
    <Link
      to={to}
      state={{
        image: product.image,
        title: product.name,
        price: product.price,
        rating: product.rating,
        reviews: product.reviews,
      }}
      className={`${cardClass} hover:shadow-md focus-visible:outline-2 focus-visible:outline-teal-700`}
    >
      {body}
    </Link>
  );
  if (!quickViewButton) return card;
  return (
    <div className="relative h-full">
      {card}
      <button
        type="button"
        onClick={(event) => quickView.open(product.id, event.currentTarget)}
        aria-label={t("quick_view_of", { name: product.name })}
        className="absolute end-2 top-2 rounded-full bg-white/95 p-2 text-stone-700 shadow-sm hover:bg-teal-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
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
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      </button>
    </div>
  );
}
