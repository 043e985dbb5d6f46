import type { Slide } from "@dukkan/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

/** Spec §9: the hero moves every 9000 ms; interaction does not stop it, a hidden tab pauses it. */
export const HERO_INTERVAL_MS = 9000;
/** How long before its turn the next slide's picture is fetched (decision 0039, addendum). */
const NEXT_SLIDE_AHEAD_MS = 3000;

/**
 * Spec §2 hero: 70vh; video slides autoplay muted and looped with controls; image slides at half opacity;
 * the HTML texts re-animate on each change; dots jump to a slide, the active one wider.
 */
export function HeroSlider({ slides, failed }: { slides: Slide[]; failed: boolean }) {
  const { t } = useTranslation();
  const products = useLocalizedPath("/Products");
  const [active, setActive] = useState(0);
  // The texts rise in when the slide changes, not on the page's first paint: an animation running while the page
  // starts makes the browser composite (and Lighthouse screenshot) ~60 frames beside the page's own work.
  const [moved, setMoved] = useState(false);
  const show = (index: number) => {
    if (index !== active) setMoved(true);
    setActive(index);
  };
  // Slides shown at least once keep their media mounted; the others wait (a video would start downloading, a
  // picture would compete with the first slide's). The next slide's picture (a video's poster) comes a little
  // before its turn.
  const [seen, setSeen] = useState(() => new Set([0]));
  const [ahead, setAhead] = useState<ReadonlySet<number>>(() => new Set());

  // Keyed on `active`: a dot restarts the 9 s count from its slide.
  useEffect(() => {
    if (slides.length < 2) return;
    const next = (active + 1) % slides.length;
    const early = setTimeout(
      () => setAhead((previous) => (previous.has(next) ? previous : new Set(previous).add(next))),
      HERO_INTERVAL_MS - NEXT_SLIDE_AHEAD_MS,
    );
    const timer = setInterval(() => {
      if (document.hidden) return;
      setMoved(true);
      setActive((i) => (i + 1) % slides.length);
    }, HERO_INTERVAL_MS);
    return () => {
      clearTimeout(early);
      clearInterval(timer);
    };
  }, [slides.length, active]);

  useEffect(() => {
    setSeen((previous) => (previous.has(active) ? previous : new Set(previous).add(active)));
  }, [active]);

  const riseIn = moved ? "rise-in " : "";

  if (failed || slides.length === 0) {
    return (
      <section
        className="flex h-[70vh] items-center justify-center bg-stone-300 px-4 text-center"
        data-testid="hero"
      >
        {failed ? (
          <p role="alert" className="font-bold text-stone-700">
            {t("error_loading_slides")}
          </p>
        ) : (
          <h2 className="text-3xl font-bold text-stone-700">{t("site_tagline")}</h2>
        )}
      </section>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("hero_label")}
      className="relative isolate h-[70vh] min-h-96 overflow-hidden bg-stone-300"
      data-testid="hero"
      data-active={active}
    >
      {slides.map((slide, index) => {
        const current = index === active;
        const media = seen.has(index) || ahead.has(index);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group, not a form fieldset
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t("slide_of", { index: index + 1, count: slides.length })}
            aria-hidden={current ? undefined : true}
            inert={!current}
            className={`absolute inset-0 bg-stone-900 transition-opacity duration-700 ${current ? "z-10 opacity-100" : "opacity-0"}`}
            data-testid="hero-slide"
          >
            {!media ? null : slide.media_type === "video" && slide.video && seen.has(index) ? (
              <video
                src={slide.video}
                poster={slide.image ?? undefined}
                autoPlay
                loop
                muted
                playsInline
                controls
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : (
              <ResponsiveImage
                src={slide.image}
                alt=""
                width={1200}
                height={675}
                sizes="100vw"
                priority={index === 0}
                className="absolute inset-0 h-full w-full object-cover opacity-50"
              />
            )}
            <div className="pointer-events-none relative mx-auto flex h-full max-w-7xl items-center px-6 sm:px-10">
              {current && (
                <div key={active} className="pointer-events-auto max-w-2xl text-white drop-shadow">
                  <SafeHtml
                    html={slide.main_text}
                    className={`${riseIn}text-3xl leading-tight font-bold sm:text-5xl [&_h1]:text-inherit [&_h2]:text-inherit`}
                  />
                  <SafeHtml
                    html={slide.description}
                    className={`${riseIn}mt-4 text-base text-stone-100 [animation-delay:150ms] sm:text-lg`}
                  />
                  <Link
                    to={slide.button_link ?? products}
                    className={`${riseIn}mt-8 inline-block rounded-lg bg-teal-700 px-6 py-3 font-bold text-white shadow-lg [animation-delay:300ms] hover:bg-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`}
                  >
                    {slide.button_text ?? t("buy_now")}
                  </Link>
                </div>
              )}
            </div>
          </div>
        );
      })}
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-5 z-20 flex justify-center gap-0.5">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => show(index)}
              aria-current={index === active ? "true" : undefined}
              className="group flex h-6 min-w-6 items-center justify-center px-0.5 focus-visible:outline-2 focus-visible:outline-white"
              data-testid="hero-dot"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${index === active ? "w-8 bg-white" : "w-2.5 bg-white/50 group-hover:bg-white/80"}`}
              />
              <span className="sr-only">{t("go_to_slide", { index: index + 1 })}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
