import type { Language } from "@dukkan/contracts";

export type { Language };

// Kept here rather than imported from @dukkan/contracts: that module pulls zod into the client bundle.
// language.test.ts checks both lists agree.
export const languages = ["ar", "en", "ckb", "tr", "it"] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function directionOf(lang: Language): "rtl" | "ltr" {
  return lang === "ar" || lang === "ckb" ? "rtl" : "ltr";
}

export const LANG_COOKIE = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Spec §4: the language route parameter, else the `lang` cookie if it is one of the five, else `ar`. */
export function resolveLanguage(param: string | undefined, cookieHeader: string | null): Language {
  if (isLanguage(param)) return param;
  const fromCookie = readCookie(cookieHeader, LANG_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : "ar";
}

export function languageCookie(lang: Language): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Builds an in-app path that keeps the language prefix when the current URL has one. */
export function localizedPath(prefix: Language | undefined, path: string): string {
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/** The current path without its language prefix, e.g. `/en/Products` → `/Products`. */
export function stripLanguagePrefix(pathname: string): string {
  const segments = pathname.split("/");
  if (!isLanguage(segments[1])) return pathname || "/";
  return `/${segments.slice(2).join("/")}`;
}

/** The current path with its language prefix (if any) replaced by `lang`. */
export function switchLanguagePath(pathname: string, lang: Language): string {
  return localizedPath(lang, stripLanguagePrefix(pathname));
}

/**
 * Issue 21.7: a link shared as `/Products?lang=en` opens in that language. It redirects to the page under the
 * language's prefix, as the switcher links (`/en/Products`), keeping the other query parameters: one URL per
 * language for caches and search engines, and the address bar says the language. Null for no or an unknown
 * value (ignored).
 */
export function languageQueryRedirect(url: URL): { lang: Language; location: string } | null {
  const lang = url.searchParams.get("lang");
  if (!isLanguage(lang)) return null;
  const rest = new URLSearchParams(url.search);
  rest.delete("lang");
  const query = rest.toString();
  return { lang, location: `${switchLanguagePath(url.pathname, lang)}${query ? `?${query}` : ""}` };
}
