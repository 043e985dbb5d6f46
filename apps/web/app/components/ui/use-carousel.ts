import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A carousel on CSS scroll-snap (docs/decisions/0004: no Swiper): the track scrolls natively (touch,
 * trackpad, keyboard), this hook only tracks the current slide, moves by one, and autoplays every
 * `interval` ms while on screen, paused in a hidden tab and while the pointer or focus is inside.
 */
export function useCarousel({ count, interval }: { count: number; interval: number }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [lastIndex, setLastIndex] = useState(Math.max(0, count - 1));
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);

  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.children[0] as HTMLElement | undefined;
    const slideWidth = first?.getBoundingClientRect().width ?? 0;
    // Not laid out yet (a section below the first screen, see the render-near-viewport utility).
    if (!track || slideWidth === 0) return;
    const perView = Math.max(1, Math.round(track.clientWidth / slideWidth));
    setLastIndex(Math.max(0, count - perView));
    // The slide whose start edge is nearest the track's start edge (works in both directions).
    const rtl = getComputedStyle(track).direction === "rtl";
    const trackRect = track.getBoundingClientRect();
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    Array.from(track.children).forEach((child, i) => {
      const rect = child.getBoundingClientRect();
      const distance = Math.abs(rtl ? rect.right - trackRect.right : rect.left - trackRect.left);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    });
    setIndex(best);
  }, [count]);

  const goTo = useCallback((target: number) => {
    const track = trackRef.current;
    const child = track?.children[target] as HTMLElement | undefined;
    if (!track || !child) return;
    const rtl = getComputedStyle(track).direction === "rtl";
    const trackRect = track.getBoundingClientRect();
    const rect = child.getBoundingClientRect();
    // A relative move, so Chromium's negative scrollLeft in right-to-left needs no special case.
    const delta = rtl ? rect.right - trackRect.right : rect.left - trackRect.left;
    track.scrollTo({ left: track.scrollLeft + delta, behavior: "smooth" });
  }, []);

  const next = useCallback(() => goTo(index >= lastIndex ? 0 : index + 1), [goTo, index, lastIndex]);
  const prev = useCallback(() => goTo(index <= 0 ? lastIndex : index - 1), [goTo, index, lastIndex]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // Measured when the browser has laid the track out (at first, and whenever its width changes), never by
    // forcing a layout while the page hydrates: on the home page that cost a mid-range phone ~140 ms (issue 20).
    const resized = new ResizeObserver(() => measure());
    resized.observe(track);
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      track.removeEventListener("scroll", onScroll);
    };
  }, [measure]);

  // Autoplay only while the track is on screen: off screen it would move what nobody sees, and make the browser
  // lay out a section it otherwise skips (render-near-viewport) every `interval`.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const seen = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    seen.observe(track);
    return () => seen.disconnect();
  }, []);

  const playing = !paused && onScreen && lastIndex > 0;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (!document.hidden) next();
    }, interval);
    return () => clearInterval(timer);
  }, [playing, next, interval]);

  const pauseHandlers = {
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };

  return { trackRef, index, lastIndex, playing, goTo, next, prev, pauseHandlers };
}
