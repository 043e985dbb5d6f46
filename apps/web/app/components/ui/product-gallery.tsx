import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

const ProductLightbox = lazy(() => import("./product-lightbox.tsx"));

interface ProductGalleryProps {
  images: string[];
  /** The product's name: the images' alternative text. */
  alt: string;
  /** The lightbox's thumbnails (spec §9). */
  thumbnail: { width: number; height: number };
  /** The product page's main image is its largest contentful paint. */
  priority?: boolean;
  sizes?: string;
}

/**
 * Main image, thumbnails under it, and a lightbox on the main image. The parent remounts it (a `key`)
 * when the colour changes, which resets it to the first image (spec §4).
 */
export function ProductGallery({ images, alt, thumbnail, priority = false, sizes }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the library and its exit animation.
  const [requested, setRequested] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  if (images.length === 0) {
    return (
      <div
        data-testid="no-images"
        className="flex aspect-square w-full items-center justify-center rounded-xl border border-stone-200 bg-stone-100 p-6 text-center font-medium text-stone-500"
      >
        {t("no_images_available")}
      </div>
    );
  }

  const current = images[Math.min(active, images.length - 1)] as string;
  return (
    <div ref={root} className="flex min-w-0 flex-col gap-3" data-testid="product-gallery">
      <button
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-label={t("open_gallery", { name: alt })}
        className="group relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <ResponsiveImage
          src={current}
          alt={alt}
          width={640}
          height={640}
          priority={priority}
          sizes={sizes ?? "(min-width: 1024px) 560px, 100vw"}
          className="h-full w-full object-contain p-4"
        />
        <span
          aria-hidden="true"
          className="absolute end-3 bottom-3 rounded-full bg-white/90 p-2 text-stone-700 shadow transition group-hover:bg-white"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
          </svg>
        </span>
      </button>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("product_images")}>
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={t("show_image", { n: i + 1 })}
                aria-pressed={i === active}
                className={`block h-16 w-16 overflow-hidden rounded-lg border-2 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 sm:h-20 sm:w-20 ${
                  i === active ? "border-teal-700" : "border-stone-200 hover:border-stone-400"
                }`}
              >
                <ResponsiveImage
                  src={src}
                  alt=""
                  width={80}
                  height={80}
                  sizes="80px"
                  className="h-full w-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {requested && (
        <Suspense fallback={null}>
          <ProductLightbox
            images={images}
            alt={alt}
            index={active}
            open={open}
            onClose={() => setOpen(false)}
            thumbnail={thumbnail}
            // Inside a modal (the quick view) the lightbox goes beside the modal's panel, within its trap.
            portalRoot={() => root.current?.closest("[aria-modal]")?.parentElement ?? document.body}
          />
        </Suspense>
      )}
    </div>
  );
}
