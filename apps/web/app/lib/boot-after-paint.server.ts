/**
 * Scripts start after the first view is painted (issue 37, decision 0042). React Router's `<Scripts>` writes
 * a module preload for every module of the page in the head and an inline module script that imports them
 * statically: on a slow network ~140 KB of script then competes with the stylesheet and the first image for
 * the first round trips, and on a slow phone their evaluation runs before the first image is painted. The
 * document rewriter (head-priorities.server.ts) takes the preloads out of the head and gives the module script
 * the same imports behind a wait for the first contentful paint (or `load`, which a background tab reaches
 * without painting). React hydrates the head's links by their attributes and inserts the ones it misses, and
 * production hydration does not compare a script's text, so the page hydrates as before, a little later.
 */

/** What React Router's module script imports, read from its text; undefined when the text is not its form. */
export interface RouterBoot {
  manifest: string;
  routes: { name: string; href: string }[];
  /** The `window.__reactRouterRouteModules` object literal, which names the route variables. */
  routeModules: string;
  entry: string;
}

const quoted = '"([^"\\\\]+)"';

/**
 * Reads the script React Router 7 writes (`import "manifest"; import * as route0 from "…"; …
 * window.__reactRouterRouteModules = {…}; import("entry.client");`). Pinned by head-priorities.test.ts: a
 * router that writes it differently leaves the script as it is (the page then boots at once, as before).
 */
export function readRouterBoot(text: string): RouterBoot | undefined {
  const manifest = text.match(new RegExp(`^\\s*import ${quoted};`))?.[1];
  const routes = [...text.matchAll(new RegExp(`^import \\* as (route\\d+) from ${quoted};$`, "gm"))].map(
    ([, name, href]) => ({ name: name!, href: href! }),
  );
  const routeModules = text.match(/^\s*window\.__reactRouterRouteModules = (\{[^;{}]*\});$/m)?.[1];
  const entry = text.match(new RegExp(`^import\\(${quoted}\\);\\s*$`, "m"))?.[1];
  if (!manifest || routes.length === 0 || !routeModules || !entry) return undefined;
  // Every route variable the object names is one the script imports.
  const named = [...routeModules.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!named.every((name) => routes.some((route) => route.name === name))) return undefined;
  return { manifest, routes, routeModules, entry };
}

/**
 * The module script's new text: the same imports, fetched at once in parallel (module preloads for the whole
 * graph, as the head had them) once the first view is painted: after the first contentful paint and the page's
 * main image (`fetchpriority="high"`: the hero, the product photo; at most 3 s for it), in the frame after.
 * `load` boots a page that will not paint yet (a background tab) or a browser without paint timing; for any
 * other page it is a safety net 3 s later. On a fast connection `load` can come before the first frame is on
 * screen, so it never boots a visible page by itself.
 */
export function bootAfterPaint(boot: RouterBoot, preloads: string[]): string {
  const json = JSON.stringify;
  const imports = [boot.manifest, ...boot.routes.map((route) => route.href)].map(
    (href) => `import(${json(href)})`,
  );
  return [
    "const boot = () => {",
    `  for (const href of ${json(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  Promise.all([${imports.join(", ")}]).then(([, ${boot.routes.map((route) => route.name).join(", ")}]) => {`,
    `    window.__reactRouterRouteModules = ${boot.routeModules};`,
    `    return import(${json(boot.entry)});`,
    "  });",
    "};",
    "let booted = false;",
    "const once = () => { if (!booted) { booted = true; boot(); } };",
    'const paintTiming = self.PerformanceObserver?.supportedEntryTypes?.includes("paint") ?? false;',
    "const painted = new Promise((resolve) => {",
    '  if (paintTiming) new PerformanceObserver((paints) => { if (paints.getEntriesByName("first-contentful-paint").length > 0) resolve(); }).observe({ type: "paint", buffered: true });',
    "});",
    `const image = document.querySelector('img[fetchpriority="high"]');`,
    "const imageLoaded = new Promise((resolve) => {",
    "  if (!image || image.complete) return resolve();",
    '  image.addEventListener("load", resolve);',
    '  image.addEventListener("error", resolve);',
    "  setTimeout(resolve, 3000);",
    "});",
    "Promise.all([painted, imageLoaded]).then(() => requestAnimationFrame(() => setTimeout(once)));",
    'addEventListener("load", () => { if (!paintTiming || document.visibilityState === "hidden") once(); else setTimeout(once, 3000); });',
  ].join("\n");
}
