import type { BrandSummary } from "@dukkan/contracts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

/** Spec §2 /Catalogs: each brand with a catalog_file, linking to the file. */
export function CatalogList({ brands }: { brands: (BrandSummary & { catalog_file: string })[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {brands.map((brand) => (
        <li
          key={brand.id}
          className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 text-center shadow-sm"
        >
          <ResponsiveImage
            src={brand.logo}
            alt=""
            width={240}
            height={120}
            sizes="240px"
            className="h-24 w-48 object-contain"
          />
          <h2 className="text-lg font-bold text-stone-900">{brand.name}</h2>
          {brand.country && <p className="-mt-3 text-sm text-stone-500">{brand.country}</p>}
          <a
            href={brand.catalog_file}
            target="_blank"
            rel="noopener"
            className="mt-auto inline-flex items-center gap-2 rounded-lg bg-teal-800 px-4 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
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
              <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
            </svg>
            {t("catalog_open", { name: brand.name })}
            <span className="sr-only"> ({t("catalog_pdf_file")})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
