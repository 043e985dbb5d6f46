export type ReadingDirection = "ltr" | "rtl";

/** Pixels a swipe must travel before it turns the image. */
export const SWIPE_THRESHOLD = 50;

/**
 * The step an arrow key takes in the viewer. Arrows follow the reading direction: in right-to-left text
 * the next image lies to the left, so ArrowLeft goes forward.
 */
export function arrowStep(key: string, dir: ReadingDirection): -1 | 0 | 1 {
  if (key !== "ArrowLeft" && key !== "ArrowRight") return 0;
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  return key === forward ? 1 : -1;
}

/** The step a horizontal swipe of `dx` pixels takes: pulling the next image in from the end side. */
export function swipeStep(dx: number, dir: ReadingDirection): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD) return 0;
  const towardsStart = dir === "rtl" ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}

/** The index after a step, kept within the images (the ends do not wrap). */
export function stepIndex(index: number, step: number, count: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}
