import { type Language, languages } from "@dukkan/contracts/languages";

/** A translated text while it is edited: any language may be blank or absent. */
export type LocalizedValue = Partial<Record<Language, string>>;

/** The languages with no text in one or more of these values (blank counts as missing). */
export function missingLanguages(...values: LocalizedValue[]): Language[] {
  return languages.filter((lang) => values.some((value) => !value[lang]?.trim()));
}
