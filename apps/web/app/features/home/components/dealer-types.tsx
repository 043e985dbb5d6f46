import type { DealerType } from "@dukkan/contracts";
import { Link } from "react-router";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { SectionError, SectionHeading } from "./section-heading.tsx";

/** Spec §2/§9: dealer types, each with its dealers on a carousel (1/2/3 per view at 320/480/768 px). */
export function DealerTypes({
  title,
  types,
  failed,
}: {
  title: string;
  types: DealerType[];
  failed: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalize();
  const withDealers = types.filter((type) => type.dealers.length > 0);
  if (!failed && withDealers.length === 0) return null;
  return (
    <section
      aria-labelledby="dealers-title"
      className="render-near-viewport mx-auto max-w-7xl px-4 pt-12"
      data-testid="dealer-types"
    >
      <SectionHeading id="dealers-title" title={title} />
      {failed ? (
        <SectionError message={t("home_error_loading_data")} />
      ) : (
        <div className="space-y-8">
          {withDealers.map((type) => (
            <div key={type.id}>
              <h3 className="mb-3 text-lg font-bold text-stone-800">
                <Link
                  to={to(`/Dealer/${type.id}`)}
                  className="rounded hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  {type.name}
                </Link>
              </h3>
              <Carousel
                items={type.dealers}
                itemKey={(d) => d.id}
                label={type.name}
                slideClass="basis-full min-[480px]:basis-1/2 md:basis-1/3"
                renderItem={(dealer) => (
                  <Link
                    to={to(`/DealerDetail/${dealer.id}`)}
                    className="flex h-full items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    <ResponsiveImage
                      src={dealer.logo}
                      alt=""
                      width={64}
                      height={64}
                      sizes="64px"
                      className="size-16 shrink-0 rounded-lg object-contain"
                    />
                    <span className="min-w-0">
                      <span className="block font-bold text-stone-900">{dealer.name}</span>
                      <span className="block truncate text-sm text-stone-600">{dealer.address}</span>
                    </span>
                  </Link>
                )}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
