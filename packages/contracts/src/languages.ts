/**
 * The five interface languages, without zod, so that the storefront's browser bundle can import it cheaply.
 * `ar` is the default and the fallback for every translatable field.
 */
export const languages = ["ar", "en", "ckb", "tr", "it"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "ar";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

const rightToLeft: ReadonlySet<Language> = new Set(["ar", "ckb"]);
export function directionOf(lang: Language): "rtl" | "ltr" {
  return rightToLeft.has(lang) ? "rtl" : "ltr";
}

/** Translatable text as stored: `ar` is required, the other languages are optional. */
export interface Localized {
  ar: string;
  en?: string;
  ckb?: string;
  tr?: string;
  it?: string;
}

/** Reads a translatable value in `lang`, falling back to Arabic when that language is missing or blank. */
export function localize(value: Localized | null | undefined, lang: Language): string {
  if (!value) return "";
  const text = value[lang];
  return text && text.trim() !== "" ? text : value.ar;
}
