import { type PointerEvent, useEffect, useRef } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";
import { directionOf } from "#app/lib/language.ts";
import { arrowStep, stepIndex, swipeStep } from "../gallery-nav.ts";

export interface GalleryImage {
  src: string;
  alt: string;
}

interface GalleryViewerProps {
  images: GalleryImage[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

function Chevron({ flip }: { flip: boolean }) {
  // Drawn pointing to the start side; `rtl:` mirrors it so previous points right in Arabic and Kurdish.
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className={flip ? "rotate-180 rtl:rotate-0" : "rtl:rotate-180"}
    >
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
}

/**
 * The full-screen blog gallery viewer (spec §2): previous and next (buttons, arrow keys in the reading
 * direction, swipe), disabled at the ends, Escape closes, a counter and a download link. A modal
 * `<dialog>` gives the focus trap and the Escape key; loaded on demand, when a customer opens an image.
 */
export default function GalleryViewer({ images, index, onIndexChange, onClose }: GalleryViewerProps) {
  const { t, i18n } = useTranslation();
  const dir = directionOf(i18n.language);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const image = images[index];
  const last = images.length - 1;

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  const go = (step: number) => {
    const next = stepIndex(index, step, images.length);
    if (next !== index) onIndexChange(next);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const step = swipeStep(event.clientX - swipeStart.current, dir);
    swipeStart.current = null;
    if (step !== 0) go(step);
  };

  if (!image) return null;
  const button =
    "flex size-12 items-center justify-center rounded-full bg-stone-900/70 text-white ring-1 ring-white/30 transition hover:bg-stone-900/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-30";

  return (
    <dialog
      ref={dialogRef}
      aria-label={t("gallery_viewer")}
      data-testid="gallery-viewer"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950/95 p-0 text-white backdrop:bg-stone-950/80"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        const step = arrowStep(event.key, dir);
        if (step === 0) return;
        event.preventDefault();
        go(step);
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <button type="button" onClick={onClose} className={button} aria-label={t("gallery_close")}>
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
          <p aria-live="polite" className="text-sm font-bold" data-testid="gallery-counter">
            {t("gallery_counter", { current: index + 1, total: images.length })}
          </p>
          <a
            href={image.src}
            download
            className="rounded-full bg-white px-4 py-2 text-sm font-bold text-stone-900 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t("gallery_download")}
          </a>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          data-testid="gallery-stage"
        >
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            draggable={false}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
          <button
            type="button"
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label={t("gallery_previous")}
            className={`absolute start-2 top-1/2 -translate-y-1/2 ${button}`}
          >
            <Chevron flip={false} />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={index === last}
            aria-label={t("gallery_next")}
            className={`absolute end-2 top-1/2 -translate-y-1/2 ${button}`}
          >
            <Chevron flip />
          </button>
        </div>
        <p className="px-4 py-3 text-center text-sm text-stone-200">{image.alt}</p>
      </div>
    </dialog>
  );
}
