import type { Advert, ProductCard as ProductCardData } from "@dukkan/contracts";
import { Link } from "react-router";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { SectionError, SectionHeading } from "./section-heading.tsx";

function AdvertBanner({ advert }: { advert: Advert }) {
  const to = useLocalize();
  const image = (
    <ResponsiveImage
      src={advert.image}
      alt={advert.text}
      width={640}
      height={240}
      sizes="(min-width: 768px) 33vw, 100vw"
      className="aspect-[8/3] w-full rounded-xl object-cover"
    />
  );
  if (!advert.link) return image;
  const external = /^https?:/.test(advert.link);
  return external ? (
    <a
      href={advert.link}
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      {image}
    </a>
  ) : (
    <Link
      to={to(advert.link)}
      className="block rounded-xl transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      {image}
    </Link>
  );
}

/** Spec §2: the 10 newest products (1/2/5 per view at 640/768/1024 px), dots and arrows, up to 3 adverts. */
export function NewProducts({
  title,
  products,
  adverts,
  failed,
}: {
  title: string;
  products: ProductCardData[];
  adverts: Advert[];
  failed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="new-products-title"
      className="render-near-viewport mx-auto max-w-7xl px-4 pt-12"
      data-testid="new-products"
    >
      <SectionHeading id="new-products-title" title={title} />
      {failed ? (
        <SectionError message={t("home_error_loading_data")} />
      ) : products.length === 0 ? (
        <p className="text-stone-600">{t("no_products")}</p>
      ) : (
        <Carousel
          items={products.slice(0, 10)}
          itemKey={(p) => p.id}
          renderItem={(product) => <ProductCard product={product} />}
          slideClass="basis-full sm:basis-1/2 md:basis-1/2 lg:basis-1/5"
          label={title}
          arrows
          dots
          testId="new-products-carousel"
        />
      )}
      {adverts.length > 0 && (
        <ul className="mt-8 grid gap-4 md:grid-cols-3" data-testid="adverts">
          {adverts.slice(0, 3).map((advert) => (
            <li key={advert.id}>
              <AdvertBanner advert={advert} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
