import { type Localized, localize } from "@dukkan/contracts/languages";
import { useI18n } from "./i18n.tsx";

/** A stored translated text in the interface language (Arabic when it has none): names in lists and headings. */
export function useLocalize(): (value: Localized | null | undefined) => string {
  const { language } = useI18n();
  return (value) => localize(value, language);
}
