import type { ProductCard as ProductCardData } from "@dukkan/contracts";
import type { ReactNode } from "react";
import { ProductCard } from "#app/components/ui/product-card.tsx";

/** A listing's grid, right under the page's h1; the page decides how many columns it has room for. */
export function ProductGrid({
  products,
  columns,
  renderCard = (product) => <ProductCard product={product} headingLevel={2} />,
}: {
  products: ProductCardData[];
  columns: string;
  renderCard?: (product: ProductCardData) => ReactNode;
}) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columns}`} data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>{renderCard(product)}</li>
      ))}
    </ul>
  );
}
