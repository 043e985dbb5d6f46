import { type Translate, type Translations, translatorFor } from "@dukkan/client-kit/translator";
import { createContext, type ReactNode, useContext } from "react";
import type { Language } from "./language.ts";

/**
 * The staff app's strings: flat JSON files per screen in `locales/<lang>/`, keys `<screen>.<key>`, and only the
 * language in use loaded; `t` is the kit's translator (`@dukkan/client-kit/translator`) over them. The names of
 * order statuses and content kinds are in `locales/registry-labels.ts` (every language in one typed file, so the
 * compiler asks for a new status's or kind's), loaded beside them and merged in under the same kind of keys.
 */
export type { Translate, Translations, TranslationValues } from "@dukkan/client-kit/translator";
export { translatorFor };

const loaders = import.meta.glob<Translations>("../locales/*/*.json", { import: "default" });

/** Every file of one language and the registries' labels in it, merged into one namespace. */
export async function loadTranslations(lang: Language): Promise<Translations> {
  const files = Object.entries(loaders).filter(([file]) => file.startsWith(`../locales/${lang}/`));
  const [contents, { registryStrings }] = await Promise.all([
    Promise.all(files.map(([, load]) => load())),
    import("../locales/registry-labels.ts"),
  ]);
  return Object.assign({}, ...contents, registryStrings(lang));
}

export interface I18n {
  language: Language;
  t: Translate;
  setLanguage(lang: Language): void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
