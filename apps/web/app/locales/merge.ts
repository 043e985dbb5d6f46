import type { Translations } from "#app/lib/i18n.tsx";

/** A language's feature files (`./<lang>/<feature>.json`) as one flat namespace. */
export function mergeLanguageFiles(files: Record<string, Translations>): Translations {
  return Object.assign({}, ...Object.values(files));
}
