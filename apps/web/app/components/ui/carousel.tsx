import type { ReactNode } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";
import { Icon } from "./icons.tsx";
import { useCarousel } from "./use-carousel.ts";

/** Spec §9: carousels move every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000;

const arrowClass =
  "absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow-md ring-1 ring-stone-200 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700";

/**
 * Slides of `slideClass` width (the breakpoints, e.g. `basis-full md:basis-1/2 lg:basis-1/5`) on a
 * scroll-snap track, with optional arrows and dots (the active dot is wider).
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  slideClass,
  label,
  arrows = false,
  dots = false,
  testId,
}: {
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  slideClass: string;
  label: string;
  arrows?: boolean;
  dots?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { trackRef, index, lastIndex, playing, goTo, next, prev, pauseHandlers } = useCarousel({
    count: items.length,
    interval: CAROUSEL_INTERVAL_MS,
  });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid={testId}
      data-index={index}
      data-autoplay={playing ? "on" : "off"}
      {...pauseHandlers}
    >
      <ul
        ref={trackRef}
        className="no-scrollbar relative -mx-2 flex snap-x snap-mandatory overflow-x-auto scroll-smooth"
      >
        {items.map((item, i) => (
          <li
            key={itemKey(item)}
            aria-roledescription="slide"
            aria-label={t("slide_of", { index: i + 1, count: items.length })}
            className={`shrink-0 snap-start px-2 ${slideClass}`}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {arrows && lastIndex > 0 && (
        <>
          <button type="button" onClick={prev} className={`${arrowClass} -start-3`}>
            <Icon name="chevronStart" className="rtl:-scale-x-100" />
            <span className="sr-only">{t("previous")}</span>
          </button>
          <button type="button" onClick={next} className={`${arrowClass} -end-3`}>
            <Icon name="chevronEnd" className="rtl:-scale-x-100" />
            <span className="sr-only">{t("next")}</span>
          </button>
        </>
      )}
      {dots && lastIndex > 0 && (
        <div className="mt-4 flex justify-center gap-0.5">
          {Array.from({ length: lastIndex + 1 }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions
              key={i}
              type="button"
              onClick={() => goTo(i)}
              aria-current={i === index ? "true" : undefined}
              className="group flex h-6 min-w-6 items-center justify-center px-0.5 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === index ? "w-7 bg-teal-800" : "w-2.5 bg-stone-300 group-hover:bg-stone-400"}`}
              />
              <span className="sr-only">{t("go_to_slide", { index: i + 1 })}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
