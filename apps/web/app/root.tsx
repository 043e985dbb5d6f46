import { lazy, Suspense, useContext, useEffect, useMemo } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirectDocument,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root.ts";
import stylesheet from "./app.css?url";
import { PageLoader } from "./components/layout/page-loader.tsx";
import { type HeaderPanels, SiteHeader } from "./components/layout/site-header.tsx";
import { StaticIsland } from "./components/ui/static-island.tsx";
import { loadFrameData } from "./features/layout-data/frame-data.server.ts";
import { appContext, languageContext } from "./lib/app-context.ts";
import { authFromCookies, authView, ServerAuthContext, useAuth } from "./lib/auth.ts";
import { CART_COOKIE } from "./lib/cart/cart.ts";
import { ServerCartContext } from "./lib/cart/cart-store.ts";
import type { FrameData } from "./lib/frame-data.ts";
import {
  createTranslator,
  ServerTranslationsContext,
  TranslationProvider,
  useTranslation,
} from "./lib/i18n.tsx";
import {
  directionOf,
  LANG_COOKIE,
  languageCookie,
  languageQueryRedirect,
  languages,
  readCookie,
  resolveLanguage,
  stripLanguagePrefix,
  switchLanguagePath,
} from "./lib/language.ts";
import { ToastHost } from "./lib/toast.tsx";
import { clientTranslations } from "./lib/translations-client.ts";
import { recordVisit } from "./lib/visits.ts";

// Below the fold or floating: rendered on the server, their code hydrates after the page's own
// (docs/decisions/0004, first-view budget). The footer is not hydrated at all on a first load (a static island,
// decision 0039): its code loads only if it must render in the browser.
const SiteFooter = lazy(() =>
  import("./components/layout/site-footer.tsx").then((m) => ({ default: m.SiteFooter })),
);
const FloatingWidget = lazy(() =>
  import("./components/layout/floating-widget.tsx").then((m) => ({ default: m.FloatingWidget })),
);
// Opened from the header: loaded when the customer first opens them.
const headerPanels: HeaderPanels = {
  SearchOverlay: lazy(() => import("./features/search/search-overlay.tsx")),
  CartPanel: lazy(() => import("./features/cart/cart-panel.tsx")),
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Resolves the language once per request, before any loader runs (spec §4); `?lang=` redirects (issue 21.7). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, params, context }, next) => {
    const reading = request.method === "GET" || request.method === "HEAD";
    const switched = reading ? languageQueryRedirect(new URL(request.url)) : null;
    // A whole document in the new language (the frame's data is per language), with the cookie as the switcher writes it.
    if (switched) {
      throw redirectDocument(switched.location, { headers: { "Set-Cookie": languageCookie(switched.lang) } });
    }
    context.set(languageContext, resolveLanguage(params.lang, request.headers.get("Cookie")));
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  const { origin, services, requestId, translationScripts } = context.get(appContext);
  const cookieHeader = request.headers.get("Cookie");
  const cookieLang = readCookie(cookieHeader, LANG_COOKIE);
  const headers = new Headers();
  if (cookieLang !== lang) headers.append("Set-Cookie", languageCookie(lang));
  const frame = await loadFrameData(services, { lang, origin, requestId });
  return data(
    {
      lang,
      origin,
      frame,
      // Who is signed in, from the auth cookies (spec §4); never the token itself.
      auth: authView(authFromCookies(cookieHeader)),
      // The server renders the cart badge from the same cookie the browser reads afterwards.
      cartCookie: readCookie(cookieHeader, CART_COOKIE) ?? null,
      // The page's strings, which entry.client.tsx loads before hydrating: fetched with the other scripts.
      translationsScript: translationScripts[lang] ?? null,
    },
    { headers },
  );
}

/**
 * The frame's data is per language, and changing the language reloads the whole document (spec §4), so
 * client-side navigations keep it; a form submission (sign-in, sign-out) refreshes it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

function Alternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const unprefixed = stripLanguagePrefix(pathname);
  // A brand's category is a page of its own (the menus link it, the sitemap lists it); other parameters are not.
  const category = new URLSearchParams(search).get("category");
  const query = category && /^\d+$/.test(category) ? `?category=${category}` : "";
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}${query}`} />
      {languages.map((l) => (
        <link
          key={l}
          rel="alternate"
          hrefLang={l}
          href={`${origin}${switchLanguagePath(pathname, l)}${query}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${unprefixed}${query}`} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const lang = rootData?.lang ?? "ar";
  const serverTranslations = useContext(ServerTranslationsContext);
  const resources = serverTranslations ? serverTranslations[lang] : clientTranslations(lang);
  // Same resources on the server and in the browser: no missing-key flash, no hydration mismatch.
  const translator = useMemo(() => createTranslator(lang, resources), [lang, resources]);
  // A marker for browser tests (and nothing else): React has taken over the server's document.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#115e59" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'); an explicit "" keeps React Router from putting the
            server's nonce on them, which browsers hide from the DOM and hydration then reports as a mismatch. */}
        <Links nonce="" />
        {rootData && <Alternates origin={rootData.origin} />}
        <link rel="manifest" href={`/${lang}/manifest.webmanifest`} />
        {rootData?.translationsScript && <link rel="modulepreload" href={rootData.translationsScript} />}
      </head>
      <body className="min-h-screen bg-stone-50 font-sans text-stone-800 antialiased">
        <TranslationProvider translator={translator}>{children}</TranslationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ServerAuthContext.Provider value={loaderData.auth}>
      <Frame frame={loaderData.frame} cartCookie={loaderData.cartCookie} />
    </ServerAuthContext.Provider>
  );
}

/** The signed-in client's name for the top bar: follows sign-in and sign-out without a reload. */
function useUserName(): string | null {
  const name = useAuth()?.user?.full_name;
  return typeof name === "string" && name.trim() ? name : null;
}

function Frame({ frame, cartCookie }: { frame: FrameData; cartCookie: string | null }) {
  const { i18n } = useTranslation();
  const userName = useUserName();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document load, with its first path
  useEffect(() => recordVisit(pathname), []);
  return (
    <ServerCartContext.Provider value={cartCookie ?? undefined}>
      <div className="flex min-h-screen flex-col">
        <PageLoader ready={frame.parts !== undefined} />
        <SiteHeader frame={frame} userName={userName} panels={headerPanels} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <StaticIsland id="site-footer-island" version={i18n.language}>
            <SiteFooter frame={frame} />
          </StaticIsland>
          <FloatingWidget contacts={frame.contacts} />
        </Suspense>
        <ToastHost />
      </div>
    </ServerCartContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <title>{t("error_title")}</title>
      <p className="text-5xl font-bold text-teal-800">
        <bdi>{status}</bdi>
      </p>
      <h1 className="text-2xl font-bold">{t("error_title")}</h1>
      <p className="text-stone-600">{t("error_desc")}</p>
      <a href="/" className="rounded-lg bg-teal-800 px-5 py-2.5 font-bold text-white hover:bg-teal-900">
        {t("return_home")}
      </a>
    </main>
  );
}
