import type { Feature } from "@dukkan/contracts";
import { data } from "react-router";
import { HydrateNearViewport } from "#app/components/ui/hydrate-near-viewport.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { Seo } from "#app/components/ui/seo.tsx";
import { BestSelling } from "#app/features/home/components/best-selling.tsx";
import { BrandCarousel } from "#app/features/home/components/brand-carousel.tsx";
import { DealerTypes } from "#app/features/home/components/dealer-types.tsx";
import { FeatureStrip } from "#app/features/home/components/feature-strip.tsx";
import { HeroSlider } from "#app/features/home/components/hero-slider.tsx";
import { NewProducts } from "#app/features/home/components/new-products.tsx";
import { loadHome } from "#app/features/home/home-data.server.ts";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { previewHeaders, previewTokenOf } from "#app/lib/content-preview.server.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { withLoaderHeaders } from "#app/lib/route-headers.ts";
import type { Route } from "./+types/home.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const lang = context.get(languageContext);
  const ctx = { lang, origin, requestId };
  // The features strip streams in after the rest (spec §2: skeletons while it loads)...
  const pending = services.content.features(ctx);
  let ready: Feature[] | undefined;
  pending.then(
    (list) => {
      ready = list;
    },
    () => undefined, // rendered by the strip's errorElement, not an unhandled rejection
  );
  const previewToken = previewTokenOf(request);
  const rest = await loadHome(services, ctx, previewToken);
  // ...unless it is there by the time the rest is: then it goes out in place with the page, with no skeleton to
  // swap, no segment for an inline script to move and no second layout in the browser (decision 0039, addendum).
  const home = { ...rest, features: ready ?? pending };
  return previewToken === null ? home : data(home, { headers: previewHeaders });
}

/** A preview's headers (never cached, never indexed) reach the response. */
export const headers = (args: Route.HeadersArgs) => withLoaderHeaders(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slides, features, newProducts, adverts, bestSellers, brands, dealerTypes, titles } = loaderData;
  return (
    <>
      {/* Shared links show the first slide: the shop's own picture of the moment. */}
      <Seo
        title={`${t("site_name")} | ${t("site_tagline")}`}
        description={t("meta_description")}
        image={slides.value[0]?.image}
      />
      <h1 className="sr-only">{`${t("site_name")}: ${t("site_tagline")}`}</h1>
      <HeroSlider slides={slides.value} failed={slides.failed} />
      <FeatureStrip features={features} />
      {/* Below the first screen: hydrated when near the viewport (decision 0039). */}
      {bestSellers && !bestSellers.failed && bestSellers.value.length > 0 && (
        <HydrateNearViewport id="home-best-selling">
          <BestSelling title={titles.bestSelling ?? t("best_selling")} products={bestSellers.value} />
        </HydrateNearViewport>
      )}
      <HydrateNearViewport id="home-new-products">
        <NewProducts
          title={titles.newProducts ?? t("new_products")}
          products={newProducts.value}
          adverts={adverts}
          failed={newProducts.failed}
        />
      </HydrateNearViewport>
      <HydrateNearViewport id="home-brands">
        <BrandCarousel brands={brands.value} failed={brands.failed} />
      </HydrateNearViewport>
      <HydrateNearViewport id="home-dealers">
        <DealerTypes
          title={titles.dealers ?? t("our_dealers")}
          types={dealerTypes.value}
          failed={dealerTypes.failed}
        />
      </HydrateNearViewport>
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and says so (with the 500); a 404 is the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} titleKey="home" headingKey="site_name" />;
}
