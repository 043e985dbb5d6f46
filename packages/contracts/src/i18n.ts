import { z } from "zod";

/** The five interface languages; `ar` is the default and the fallback for every translatable field. */
export const languages = ["ar", "en", "ckb", "tr", "it"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "ar";

export const languageSchema = z.enum(languages);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

const rightToLeft: ReadonlySet<Language> = new Set(["ar", "ckb"]);
export function directionOf(lang: Language): "rtl" | "ltr" {
  return rightToLeft.has(lang) ? "rtl" : "ltr";
}

/** Translatable text as stored: `ar` is required, the other languages are optional. */
export const localizedSchema = z.object({
  ar: z.string(),
  en: z.string().optional(),
  ckb: z.string().optional(),
  tr: z.string().optional(),
  it: z.string().optional(),
});
export type Localized = z.infer<typeof localizedSchema>;

/** Reads a translatable value in `lang`, falling back to Arabic when that language is missing or blank. */
export function localize(value: Localized | null | undefined, lang: Language): string {
  if (!value) return "";
  const text = value[lang];
  return text && text.trim() !== "" ? text : value.ar;
}
