import { type ReactNode, Suspense, use, useEffect } from "react";

/**
 * Whether React already owns a DOM element (it keeps its fiber on the element under `__reactFiber$<random>`).
 * The section's own element, not the wrapper: React hydrates a Suspense boundary's content in a pass of its own
 * after the page's first commit, so by then everything outside the boundary is React's.
 */
const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
/**
 * Sections of the page's first load, by wrapper id: `release` lets React hydrate one (and `released` says it
 * may: React renders the section again before it owns the element). Forgotten when the section unmounts.
 */
const waiting = new Map<string, { promise: Promise<void>; release: () => void; released: boolean }>();

/** Resolves when the element comes within a screen of the viewport, or the visitor reaches for it first. */
function waitNearViewport(id: string, element: Element) {
  const events = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
  const entry = { promise: Promise.resolve(), release: () => {}, released: false };
  entry.promise = new Promise<void>((resolve) => {
    entry.release = () => {
      if (entry.released) return;
      entry.released = true;
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, entry.release, true);
      resolve();
    };
  });
  const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && entry.release(), {
    rootMargin: "100% 0px",
  });
  observer.observe(element);
  for (const type of events) element.addEventListener(type, entry.release, { capture: true, passive: true });
  waiting.set(id, entry);
  return entry;
}

/**
 * Suspends while the page's first hydration reaches a section the visitor cannot see yet. React then leaves that
 * Suspense boundary's server HTML as it is and hydrates it when the promise resolves: the section is painted and
 * readable at once, and its components run only when it comes near the viewport. Renders nothing.
 */
function Gate({ id }: { id: string }) {
  if (typeof document === "undefined") return null;
  let entry = waiting.get(id);
  if (!entry) {
    const wrapper = document.getElementById(id);
    const section = wrapper?.firstElementChild;
    // Not the server's HTML waiting for its first hydration: render now.
    if (!wrapper || !section || ownedByReact(section)) return null;
    entry = waitNearViewport(id, section);
  }
  if (!entry.released) use(entry.promise);
  return null;
}

/**
 * A section below the first screen that hydrates only when near the viewport (docs/decisions/0039). On the
 * server, and in the browser after a client-side navigation, it is rendered as usual. The wrapper is
 * `display: contents` (its first element is what is watched), so the section lays out as if it were not there.
 */
export function HydrateNearViewport({ id, children }: { id: string; children: ReactNode }) {
  // Leaving the page before the section came near: a later visit renders it at once.
  useEffect(
    () => () => {
      waiting.get(id)?.release();
      waiting.delete(id);
    },
    [id],
  );
  return (
    <div id={id} className="contents">
      <Suspense fallback={null}>
        <Gate id={id} />
        {children}
      </Suspense>
    </div>
  );
}
