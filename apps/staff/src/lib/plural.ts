import { isolatedCount } from "./format.ts";
import type { Translate } from "./i18n.tsx";
import type { Language } from "./language.ts";

/**
 * A counted sentence in its plural form: `plural(t, "ar", "orders.print_invoices", 2)` reads
 * `orders.print_invoices_two` ("اطبع فاتورتين"). The form is Intl.PluralRules' for `lang`; every such key has all
 * six CLDR forms (zero, one, two, few, many, other) in every locale, because Arabic uses all six and the locale
 * files keep the same keys.
 */
export function plural(t: Translate, lang: Language, key: string, count: number): string {
  return t(`${key}_${new Intl.PluralRules(lang).select(count)}`, { count: isolatedCount(count) });
}
