import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

/** Set once React owns an island's element: a later mount must not adopt it as server HTML. */
const taken = "islandTaken";

/**
 * The server's HTML of the island `id`, while the document still holds it untouched (the first render in the
 * browser, which hydrates it); null on the server, on a client-side mount, or once React owns the element.
 */
function serverHtml(id: string): string | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(id);
  if (!element || element.dataset[taken]) return null;
  return element.innerHTML;
}

/** A plain left click on an anchor of the app's own: navigate in the app, as a router `Link` would. */
export function useInAppNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    if (anchor.hasAttribute("download") || anchor.hasAttribute("hreflang")) return;
    event.preventDefault();
    navigate(href);
  };
}

/**
 * Server-rendered HTML that the browser keeps as it is instead of hydrating (docs/decisions/0039): parts of a
 * page that never change on the client (the footer, the desktop menu). On the first render in the browser the
 * island reads its own HTML from the document and hands it back to React as `dangerouslySetInnerHTML`, which
 * React does not descend into: no components run, no elements are compared, and a lazy child's code is never
 * loaded. Its anchors still navigate in the app (one delegated click handler). When `version` changes (e.g.
 * another language) or the island mounts in a client-side navigation, it renders `children` as usual.
 *
 * The wrapper is `display: contents`, so the children lay out as if it were not there.
 */
export function StaticIsland({
  id,
  version,
  children,
}: {
  id: string;
  version: string;
  children: ReactNode;
}) {
  const [adopted] = useState(() => {
    const html = serverHtml(id);
    return html === null ? null : { html, version };
  });
  const ref = useRef<HTMLDivElement>(null);
  const onClick = useInAppNavigation();
  useEffect(() => {
    if (ref.current) ref.current.dataset[taken] = "true";
  });
  const keep = adopted !== null && adopted.version === version;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the anchors inside take the keyboard; this only routes their clicks
    // biome-ignore lint/a11y/noStaticElementInteractions: as above
    <div
      id={id}
      ref={ref}
      className="contents"
      onClick={onClick}
      {...(keep ? { dangerouslySetInnerHTML: { __html: adopted.html } } : { children })}
    />
  );
}
