import type { Translations } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { registryStrings } from "./registry-labels.ts";

/** A language's feature files (`./<lang>/<feature>.json`) and the registries' labels as one flat namespace. */
export function mergeLanguageFiles(lang: Language, files: Record<string, Translations>): Translations {
  return Object.assign({}, ...Object.values(files), registryStrings(lang));
}
