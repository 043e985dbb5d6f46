import type { BrandSummary } from "@dukkan/contracts";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

function BrandLogo({ brand }: { brand: BrandSummary }) {
  const to = useLocalizedPath(`/Products/${brand.id}`);
  return (
    <Link
      to={to}
      className="flex h-24 items-center justify-center rounded-xl border border-stone-200 bg-white p-4 hover:shadow-md"
    >
      <ResponsiveImage
        src={brand.logo}
        alt={brand.name}
        width={160}
        height={80}
        sizes="160px"
        className="max-h-16 w-auto object-contain"
      />
    </Link>
  );
}

export function BrandStrip({ brands }: { brands: BrandSummary[] }) {
  const { t } = useTranslation();
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="brands-title" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="brands-title" className="mb-6 text-2xl font-bold text-stone-900">
        {t("our_brands")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <BrandLogo brand={brand} />
          </li>
        ))}
      </ul>
    </section>
  );
}
