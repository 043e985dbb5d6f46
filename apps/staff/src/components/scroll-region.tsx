import type { ReactNode } from "react";

/**
 * A box that scrolls sideways when its table is wider than the screen (a phone): named, and reachable by the
 * keyboard, so that its hidden columns can be scrolled to without a mouse (axe scrollable-region-focusable).
 *   <ScrollRegion label={t("import.changes")}><table>…</table></ScrollRegion>
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard must reach a region that scrolls
    <section className={`overflow-x-auto ${className}`} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
