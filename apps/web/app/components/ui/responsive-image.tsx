import { useCallback, useState } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";

export const widths = [320, 640, 1200] as const;

interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes?: string;
  /** The largest image above the fold: loads eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/** Only images under `/media/` have server-made WebP variants. */
export function isMedia(src: string): boolean {
  try {
    return new URL(src, "http://local").pathname.startsWith("/media/");
  } catch {
    return false;
  }
}

export function variant(src: string, width: number): string {
  return `${src}${src.includes("?") ? "&" : "?"}w=${width}`;
}

/**
 * Every product, brand and banner image goes through here: WebP variants at 320/640/1200 px, explicit
 * dimensions against layout shift, lazy below the fold, and a placeholder when the file is missing.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  className = "",
}: ResponsiveImageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // An image that failed before hydration fires no React onError: check once the element is attached.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  if (!src || failed) {
    return (
      <span
        role="img"
        aria-label={alt || t("no_images_available")}
        className={`flex items-center justify-center bg-stone-100 text-stone-400 ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          width="40"
          height="40"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="8.5" cy="9.5" r="1.5" />
          <path d="m21 16-5-5L5 20" />
        </svg>
      </span>
    );
  }

  const media = isMedia(src);
  return (
    <img
      ref={checkLoaded}
      src={media ? variant(src, 640) : src}
      srcSet={media ? widths.map((w) => `${variant(src, w)} ${w}w`).join(", ") : undefined}
      sizes={media ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
