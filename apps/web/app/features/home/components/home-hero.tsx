import type { Slide } from "@dukkan/contracts";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

/** First version of the hero (spec §2): the first slide, image at half opacity, text overlaid. */
export function HomeHero({ slide }: { slide: Slide | undefined }) {
  const { t } = useTranslation();
  const products = useLocalizedPath("/Products");

  return (
    <section className="relative isolate flex min-h-[50vh] items-center overflow-hidden bg-stone-900 sm:min-h-[70vh]">
      {slide?.media_type === "video" && slide.video ? (
        <video
          src={slide.video}
          autoPlay
          loop
          muted
          playsInline
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
        />
      ) : slide?.image ? (
        <ResponsiveImage
          src={slide.image}
          alt=""
          width={1200}
          height={675}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
        />
      ) : null}
      <div className="mx-auto w-full max-w-7xl px-4 py-16 text-white">
        <div className="max-w-2xl">
          {slide ? (
            <>
              <SafeHtml html={slide.main_text} className="text-3xl font-bold leading-snug sm:text-5xl" />
              <SafeHtml html={slide.description} className="mt-4 text-base text-stone-100 sm:text-lg" />
            </>
          ) : (
            <h1 className="text-3xl font-bold sm:text-5xl">{t("site_tagline")}</h1>
          )}
          <Link
            to={products}
            className="mt-8 inline-block rounded-lg bg-teal-700 px-6 py-3 font-bold text-white shadow hover:bg-teal-600"
          >
            {t("buy_now")}
          </Link>
        </div>
      </div>
    </section>
  );
}
