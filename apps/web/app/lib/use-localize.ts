import { useParams } from "react-router";
import { isLanguage, localizedPath } from "#app/lib/language.ts";

/** Like useLocalizedPath, for pages that build many links: returns `(path) => path with the URL's prefix`. */
export function useLocalize(): (path: string) => string {
  const { lang } = useParams();
  const prefix = isLanguage(lang) ? lang : undefined;
  return (path) => localizedPath(prefix, path);
}
