import type { BrandSummary } from "@dukkan/contracts";
import { Link } from "react-router";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { SectionError, SectionHeading } from "./section-heading.tsx";

/** Spec §9: 1/2/5 brands per view at 360/768/1024 px; a brand opens its products. */
export function BrandCarousel({ brands, failed }: { brands: BrandSummary[]; failed: boolean }) {
  const { t } = useTranslation();
  const to = useLocalize();
  if (!failed && brands.length === 0) return null;
  return (
    <section
      aria-labelledby="brands-title"
      className="render-near-viewport mx-auto max-w-7xl px-4 pt-12"
      data-testid="brands"
    >
      <SectionHeading id="brands-title" title={t("our_brands")} />
      {failed ? (
        <SectionError message={t("home_error_loading_data")} />
      ) : (
        <Carousel
          items={brands}
          itemKey={(b) => b.id}
          label={t("our_brands")}
          slideClass="basis-full md:basis-1/2 lg:basis-1/5"
          renderItem={(brand) => (
            <Link
              to={to(`/Products/${brand.id}`)}
              className="flex h-28 flex-col items-center justify-center gap-1 rounded-xl border border-stone-200 bg-white p-4 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <ResponsiveImage
                src={brand.logo}
                alt={brand.name}
                width={160}
                height={64}
                sizes="160px"
                className="h-14 w-auto object-contain"
              />
              <span className="text-xs text-stone-500">{brand.country}</span>
            </Link>
          )}
        />
      )}
    </section>
  );
}
