import type { ProductCard as ProductCardData } from "@dukkan/contracts";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

export function ProductSection({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: ProductCardData[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {products.length === 0 ? (
        <p className="text-stone-600">{t("no_products")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
