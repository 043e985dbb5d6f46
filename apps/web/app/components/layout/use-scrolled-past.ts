import { useEffect, useState } from "react";

/** True while the page is scrolled more than `threshold` px; `enabled: false` keeps it false. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setPast(false);
      return;
    }
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold, enabled]);
  return past;
}
