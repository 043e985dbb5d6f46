/**
 * What one uploaded or served file may cost (decision 0023). Every decode runs in the media worker
 * (media-worker.ts), which is killed when it passes the time limit and whose heap is capped.
 */
export const mediaLimits = {
  /** Pixels an image may declare (width × height; an SVG at the density it is drawn at): 8,000 × 6,250. */
  inputPixels: 50_000_000,
  /** Elements of an SVG, as written and as drawn once every reference is expanded. */
  svgElements: 10_000,
  /** `<use>` pointing at content with a further `<use>`, and so on: icons and sprites need one or two. */
  svgUseDepth: 3,
  /** One job (an upload's checks and three widths, or one width on first request), starting the worker included. */
  jobMilliseconds: 10_000,
  /** The worker's JavaScript heap (sanitizing a large SVG); libvips' own memory is bounded by `inputPixels`. */
  workerHeapMegabytes: 256,
  /** The worker exits after this long without work, and gives its memory back. */
  workerIdleMilliseconds: 30_000,
} as const;

/** The pixel density SVGs are drawn at (144 dpi: sharp's 72 × 2, crisp at the 1200 px width). */
export const svgDensity = 144;

/**
 * What link previews (Open Graph, WhatsApp, JSON-LD) get: a JPEG of Facebook's 1.91:1 card, the image whole on
 * white, under the size WhatsApp still previews (issue 35, decision 0027).
 */
export const shareImage = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;
