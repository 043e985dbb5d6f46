import { BrandStrip } from "#app/features/home/components/brand-strip.tsx";
import { FeatureStrip } from "#app/features/home/components/feature-strip.tsx";
import { HomeHero } from "#app/features/home/components/home-hero.tsx";
import { ProductSection } from "#app/features/home/components/product-section.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Route } from "./+types/home.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const lang = context.get(languageContext);
  return services.home.load({ lang, origin, requestId });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slides, features, newProducts, brands, showBestSelling, bestSellers } = loaderData;
  return (
    <>
      <title>{`${t("site_name")} | ${t("site_tagline")}`}</title>
      <h1 className="sr-only">{`${t("site_name")}: ${t("site_tagline")}`}</h1>
      <HomeHero slide={slides[0]} />
      <FeatureStrip features={features} />
      <ProductSection id="new-products" title={t("new_products")} products={newProducts} />
      {showBestSelling && bestSellers.length > 0 && (
        <ProductSection id="best-selling" title={t("best_selling")} products={bestSellers} />
      )}
      <BrandStrip brands={brands} />
    </>
  );
}
