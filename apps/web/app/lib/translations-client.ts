import type { Translations } from "#app/lib/i18n.tsx";
import { isLanguage, type Language } from "#app/lib/language.ts";

// Each language's strings are their own hashed asset, cached by the browser across pages and visits, rather
// than ~30 KB of every page's data (issue 20). The server has them all (locales/index.server.ts).
const bundles: Record<Language, () => Promise<{ default: Translations }>> = {
  ar: () => import("#app/locales/ar.ts"),
  en: () => import("#app/locales/en.ts"),
  ckb: () => import("#app/locales/ckb.ts"),
  tr: () => import("#app/locales/tr.ts"),
  it: () => import("#app/locales/it.ts"),
};

const loaded: Partial<Record<Language, Translations>> = {};

/** Loads the language of the document before it hydrates (entry.client.tsx). */
export async function loadTranslations(lang: string): Promise<void> {
  const language: Language = isLanguage(lang) ? lang : "ar";
  loaded[language] ??= (await bundles[language]()).default;
}

/** The strings of a loaded language (in the browser). */
export const clientTranslations = (lang: Language): Translations | undefined => loaded[lang];
