import { type Translate, type Translations, translatorFor } from "@dukkan/client-kit/translator";
import { createContext, type ReactNode, useContext } from "react";
import type { Language } from "./language.ts";

/**
 * Translation with i18next's file format and `{{name}}` interpolation: the kit's translator
 * (`@dukkan/client-kit/translator`) instead of i18next + react-i18next (about 21 KB gzip in every first page view;
 * see docs/decisions/0004). The server has every language (entry.server.tsx provides them); the browser loads
 * the page's language as one cached asset before it hydrates (translations-client.ts): both render with the
 * same strings.
 */
export type { Translations };

export interface Translator {
  language: Language;
  /** The string for `key` with `{{name}}` placeholders filled; the key itself when it is missing. */
  t: Translate;
}

export function createTranslator(language: Language, translations: Translations | undefined): Translator {
  return { language, t: translatorFor(translations ?? {}) };
}

const TranslatorContext = createContext<Translator>(createTranslator("ar", undefined));

/** Every language's strings, on the server only (entry.server.tsx). */
export const ServerTranslationsContext = createContext<Record<Language, Translations> | undefined>(undefined);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`, as with react-i18next. */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: { language: translator.language } };
}
