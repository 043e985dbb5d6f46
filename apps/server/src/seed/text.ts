import type { Localized } from "@dukkan/contracts";

export const languages = ["ar", "en", "ckb", "tr", "it"] as const;
export type Lang = (typeof languages)[number];

/** Applies `fn` to every language a value has. */
export function map(value: Localized, fn: (text: string, lang: Lang) => string): Localized {
  const out: Localized = { ar: fn(value.ar, "ar") };
  for (const lang of languages) {
    if (lang === "ar") continue;
    const text = value[lang];
    if (text !== undefined) out[lang] = fn(text, lang);
  }
  return out;
}

export const get = (value: Localized, lang: Lang): string => value[lang] ?? value.ar;

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The value without its Kurdish text: some demo texts lack it on purpose (the storefront falls back to Arabic). */
export function omitCkb(value: Localized): Localized {
  const { ckb: _ckb, ...rest } = value;
  return rest;
}
