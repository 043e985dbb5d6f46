import { useParams } from "react-router";
import { isLanguage, localizedPath } from "#app/lib/language.ts";

/** An in-app path that keeps the URL's language prefix, if the current page has one. */
export function useLocalizedPath(path: string): string {
  const { lang } = useParams();
  return localizedPath(isLanguage(lang) ? lang : undefined, path);
}
