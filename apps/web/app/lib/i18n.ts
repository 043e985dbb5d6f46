import { createInstance, type i18n, type Resource } from "i18next";
import type { Language } from "./language.ts";

export const defaultNamespace = "common";

/**
 * One i18next instance per request on the server and per language on the client. The resources arrive
 * with the root loader's data, so initialisation is synchronous and the first render has every string.
 */
export function createI18n(lang: Language, translations: Resource[string][string] | undefined): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    ns: [defaultNamespace],
    defaultNS: defaultNamespace,
    resources: translations ? { [lang]: { [defaultNamespace]: translations } } : {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
