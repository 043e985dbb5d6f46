import { useCallback } from "react";
import { useParams } from "react-router";
import { isLanguage, localizedPath } from "#app/lib/language.ts";

/** An in-app path that keeps the URL's language prefix, if the current page has one. */
export function useLocalizedPath(path: string): string {
  const { lang } = useParams();
  return localizedPath(isLanguage(lang) ? lang : undefined, path);
}

/** The same for many paths: `const to = useLocalize(); to("/Products")`. */
export function useLocalize(): (path: string) => string {
  const { lang } = useParams();
  const prefix = isLanguage(lang) ? lang : undefined;
  return useCallback((path: string) => localizedPath(prefix, path), [prefix]);
}
