import type { ProductCard as ProductCardData } from "@dukkan/contracts";
import { Link } from "react-router";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { SectionHeading } from "./section-heading.tsx";

/** Spec §2: shown only when the best_selling setting's first item has status 1 (decided by the loader). */
export function BestSelling({ title, products }: { title: string; products: ProductCardData[] }) {
  const { t } = useTranslation();
  const all = useLocalizedPath("/Products");
  return (
    <section
      aria-labelledby="best-selling-title"
      className="render-near-viewport mx-auto max-w-7xl px-4 pt-12"
      data-testid="best-selling"
    >
      <SectionHeading
        id="best-selling-title"
        title={title}
        action={
          <Link
            to={all}
            className="shrink-0 rounded-md text-sm font-bold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {t("see_more")}
          </Link>
        }
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {products.slice(0, 10).map((product) => (
          <li key={product.id} className="card-near-viewport">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
