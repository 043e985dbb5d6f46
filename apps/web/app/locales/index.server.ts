import { type Language, languages } from "@dukkan/contracts/languages";
import ar from "./ar.ts";
import ckb from "./ckb.ts";
import en from "./en.ts";
import it from "./it.ts";
import tr from "./tr.ts";

/**
 * All locales, server side only (entry.server.tsx); the browser loads its page's language as an asset
 * (lib/translations-client.ts, locales/<lang>.ts).
 * Each feature keeps its strings in its own file (`<lang>/<feature>.json`); a language's files are merged
 * into one flat namespace, and a key defined in two files is an error (see locales.test.ts).
 */
export type Translations = Record<string, string>;

const files = import.meta.glob<Translations>("./*/*.json", { eager: true, import: "default" });

/** `{ ar: { common: {...}, cart: {...} }, en: ... }`: every file of every language. */
export const translationFiles = Object.fromEntries(languages.map((lang) => [lang, {}])) as Record<
  Language,
  Record<string, Translations>
>;
for (const [file, content] of Object.entries(files)) {
  const [, lang, name] = file.match(/^\.\/([^/]+)\/([^/]+)\.json$/) ?? [];
  if (lang && name && lang in translationFiles) translationFiles[lang as Language][name] = content;
}

/** Each language's strings: the very modules the browser loads as assets (lib/translations-client.ts). */
export const translations: Record<Language, Translations> = { ar, en, ckb, tr, it };
