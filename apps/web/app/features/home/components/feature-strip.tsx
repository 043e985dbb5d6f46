import type { Feature } from "@dukkan/contracts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

export function FeatureStrip({ features }: { features: Feature[] }) {
  const { t } = useTranslation();
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-title" className="border-b border-stone-200 bg-white">
      <h2 id="features-title" className="sr-only">
        {t("our_features")}
      </h2>
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.id} className="flex items-start gap-3">
            <ResponsiveImage
              src={feature.icon}
              alt=""
              width={48}
              height={48}
              sizes="48px"
              className="size-12 shrink-0 rounded-lg object-contain"
            />
            <div>
              <h3 className="font-bold text-stone-900">{feature.title}</h3>
              <SafeHtml html={feature.description} className="line-clamp-2 text-sm text-stone-600" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
