import type { ProductCard as ProductCardData } from "@dukkan/contracts";
import { Link } from "react-router";
import { Price } from "#app/components/ui/price.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

/** Spec §2 /sale: a discounted product with a corner ribbon showing the percentage, linking to /product/{id}. */
export function SaleCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath(`/product/${product.id}`);
  return (
    <Link
      to={to}
      data-testid="sale-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <div className="relative aspect-square bg-stone-50">
        <ResponsiveImage
          src={product.image}
          alt={product.name}
          width={640}
          height={640}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          priority={priority}
          className="h-full w-full object-contain p-3 transition-transform duration-300 group-hover:scale-105"
        />
        <span
          data-testid="sale-ribbon"
          className="absolute -end-9 top-4 w-36 rotate-45 bg-red-700 py-1 text-center text-sm font-bold text-white shadow rtl:-rotate-45"
        >
          <bdi dir="ltr">-{product.discount}%</bdi>
          <span className="sr-only"> {t("discount_badge", { percent: product.discount })}</span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-medium text-teal-800">{product.brandName}</p>
        <h2 className="line-clamp-2 text-sm font-bold text-stone-900">{product.name}</h2>
        <div className="mt-auto pt-2 text-sm">
          <Price price={product.price} discount={product.discount} />
        </div>
      </div>
    </Link>
  );
}
