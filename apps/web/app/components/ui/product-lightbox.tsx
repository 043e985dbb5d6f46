import Lightbox from "yet-another-react-lightbox";
import Fullscreen from "yet-another-react-lightbox/plugins/fullscreen";
import Slideshow from "yet-another-react-lightbox/plugins/slideshow";
import Thumbnails from "yet-another-react-lightbox/plugins/thumbnails";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/thumbnails.css";
import { useTranslation } from "#app/lib/i18n.tsx";
import { isMedia, variant, widths } from "./responsive-image.tsx";

export interface ProductLightboxProps {
  images: string[];
  alt: string;
  index: number;
  open: boolean;
  onClose(): void;
  /** Spec §9: 120×80 on the product page, 100×60 in the quick view. */
  thumbnail: { width: number; height: number };
  portalRoot?: () => Element;
}

/** Product photos are square; the server makes 320/640/1200 px variants of `/media/` files. */
function slideOf(src: string, alt: string) {
  if (!isMedia(src)) return { src, alt, width: 1200, height: 1200 };
  return {
    src: variant(src, 1200),
    alt,
    width: 1200,
    height: 1200,
    srcSet: widths.map((w) => ({ src: variant(src, w), width: w, height: w })),
  };
}

/**
 * Spec §4, §9: thumbnails (gap 12), zoom up to 3× with scroll-to-zoom, fullscreen, slideshow, preload 3.
 * Loaded with `import()` when the customer first opens it (docs/decisions/0004); the library follows the
 * page's direction on its own, so ar and ckb swipe right to left.
 */
export default function ProductLightbox({
  images,
  alt,
  index,
  open,
  onClose,
  thumbnail,
  portalRoot,
}: ProductLightboxProps) {
  const { t } = useTranslation();
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map((src) => slideOf(src, alt))}
      plugins={[Thumbnails, Zoom, Fullscreen, Slideshow]}
      portal={{ root: portalRoot }}
      carousel={{ preload: 3, finite: images.length <= 1 }}
      thumbnails={{
        width: thumbnail.width,
        height: thumbnail.height,
        gap: 12,
        border: 1,
        padding: 0,
        imageFit: "contain",
      }}
      zoom={{ maxZoomPixelRatio: 3, maxZoom: 3, scrollToZoom: true }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Close: t("lightbox_close"),
        Next: t("lightbox_next"),
        Previous: t("lightbox_previous"),
        Lightbox: t("lightbox_label"),
        Carousel: t("lightbox_label"),
        "Photo gallery": t("lightbox_label"),
        Slide: t("lightbox_slide"),
        "{index} of {total}": t("lightbox_index"),
        "Zoom in": t("lightbox_zoom_in"),
        "Zoom out": t("lightbox_zoom_out"),
        "Enter Fullscreen": t("lightbox_fullscreen_enter"),
        "Exit Fullscreen": t("lightbox_fullscreen_exit"),
        Play: t("lightbox_play"),
        Pause: t("lightbox_pause"),
        "Show thumbnails": t("lightbox_thumbnails_show"),
        "Hide thumbnails": t("lightbox_thumbnails_hide"),
      }}
    />
  );
}
