import { directionOf, isLanguage, type Language, languages } from "@dukkan/contracts/languages";

export { directionOf, type Language, languages };

/** The interface language is remembered per browser; Arabic until someone picks another. */
const storageKey = "dukkan-staff-language";

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(storageKey);
    return isLanguage(value) ? value : "ar";
  } catch {
    return "ar";
  }
}

export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(storageKey, lang);
  } catch {
    // Storage may be off (private mode): the choice then lasts for this page only.
  }
}

/** `<html lang dir>` follow the interface language. */
export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** Each language's name in itself, for the switch. */
export const languageNames: Record<Language, string> = {
  ar: "العربية",
  en: "English",
  ckb: "کوردی",
  tr: "Türkçe",
  it: "Italiano",
};
