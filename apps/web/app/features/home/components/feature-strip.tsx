import type { Feature } from "@dukkan/contracts";
import { Suspense } from "react";
import { Await } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

const listClass = "mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4";

function Skeletons() {
  return (
    <ul className={listClass} aria-hidden="true" data-testid="feature-skeletons">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex animate-pulse items-start gap-3">
          <span className="size-12 shrink-0 rounded-lg bg-stone-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-2/3 rounded bg-stone-200" />
            <span className="block h-3 w-full rounded bg-stone-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function FeatureList({ features }: { features: Feature[] }) {
  return (
    <ul className={listClass}>
      {features.map((feature) => (
        <li key={feature.id} className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50">
            <ResponsiveImage
              src={feature.icon}
              alt=""
              width={32}
              height={32}
              sizes="32px"
              className="size-8 object-contain"
            />
          </span>
          <div className="min-w-0">
            <h3 className="font-bold text-stone-900">{feature.title}</h3>
            <SafeHtml html={feature.description} className="line-clamp-2 text-sm text-stone-600" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2: 4 skeletons while loading, 'Error loading features' on failure. Streams after the hero when it is still
 * loading; a list that was ready with the page renders at once.
 */
export function FeatureStrip({ features }: { features: Feature[] | Promise<Feature[]> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="features-title"
      className="border-b border-stone-200 bg-white"
      data-testid="features"
    >
      <h2 id="features-title" className="sr-only">
        {t("our_features")}
      </h2>
      {Array.isArray(features) ? (
        <FeatureList features={features} />
      ) : (
        <Suspense fallback={<Skeletons />}>
          <Await
            resolve={features}
            errorElement={
              <p role="alert" className="px-4 py-8 text-center text-stone-600">
                {t("error_loading_features")}
              </p>
            }
          >
            {(list) => <FeatureList features={list} />}
          </Await>
        </Suspense>
      )}
    </section>
  );
}
