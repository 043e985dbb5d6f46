import type { Language } from "@dukkan/contracts/languages";
import { formatIqd } from "@dukkan/contracts/money";
import { useI18n } from "#staff/lib/i18n.tsx";

/** IQD as the storefront shows it, in a left-to-right island (in `lang`, else the interface's language). */
export function Iqd({ value, lang }: { value: number; lang?: Language }) {
  const { language } = useI18n();
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {formatIqd(value, lang ?? language)}
    </bdi>
  );
}
