import { lazy, type ReactNode, Suspense, useState } from "react";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { GalleryImage } from "./gallery-viewer.tsx";

// Interaction-only: fetched when a customer opens an image, not with the page (docs/decisions/0004).
const GalleryViewer = lazy(() => import("./gallery-viewer.tsx"));

export interface GalleryItem extends GalleryImage {
  key: string | number;
  /** Shown under the image, e.g. the post's title linking to the post. */
  caption?: ReactNode;
}

/** An image grid whose images open the full-screen viewer at their place in the list. */
export function GalleryGrid({ items, columns }: { items: GalleryItem[]; columns: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={`grid gap-4 ${columns}`}>
        {items.map((item, i) => (
          <li
            key={item.key}
            className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
          >
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t("gallery_open", { title: item.alt })}
              className="group block aspect-[4/3] overflow-hidden bg-stone-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700"
            >
              <ResponsiveImage
                src={item.src}
                alt=""
                width={640}
                height={480}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
            {item.caption && <div className="flex flex-1 flex-col gap-1 p-4">{item.caption}</div>}
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryViewer images={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
