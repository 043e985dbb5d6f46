import { languageContext } from "#app/lib/app-context.ts";
import { directionOf } from "#app/lib/language.ts";
import { translations } from "#app/locales/index.server.ts";
import type { Route } from "./+types/manifest.ts";

/**
 * `/{lang}/manifest.webmanifest` (issue 35): "add to home screen" on Android names the shop in the page's
 * language, in its direction, with the shop's colours and a maskable icon (scripts/make-app-icons.mjs). One
 * `id` for every language: a shopper who switches language keeps one installed app.
 */
export function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  const t = translations[lang];
  const manifest = {
    id: "/",
    name: `${t.site_name} | ${t.site_tagline}`,
    short_name: t.site_name,
    description: t.meta_description,
    lang,
    dir: directionOf(lang),
    start_url: `/${lang}`,
    scope: "/",
    display: "standalone",
    // The header's teal (root.tsx theme-color) and the page's stone-50 background.
    theme_color: "#115e59",
    background_color: "#fafaf9",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
