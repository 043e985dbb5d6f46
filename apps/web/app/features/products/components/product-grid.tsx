import type { ProductCard as ProductCardData } from "@dukkan/contracts";
import type { ReactNode } from "react";
import { ProductCard } from "#app/components/ui/product-card.tsx";

/** Cards in a phone's first row: loaded eagerly, the first of them is the listing's largest paint. */
const firstRow = 2;

/** A listing's grid, right under the page's h1; the page decides how many columns it has room for. */
export function ProductGrid({
  products,
  columns,
  renderCard = (product, priority) => <ProductCard product={product} headingLevel={2} priority={priority} />,
}: {
  products: ProductCardData[];
  columns: string;
  renderCard?: (product: ProductCardData, priority: boolean) => ReactNode;
}) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columns}`} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className="card-near-viewport">
          {renderCard(product, index < firstRow)}
        </li>
      ))}
    </ul>
  );
}
