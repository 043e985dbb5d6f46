import { toAsciiDigits } from "@dukkan/contracts/phone";
import { formatCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";

/** IQD as the storefront shows it: whole dinars with Western digits and separators, in a left-to-right island. */
export function Iqd({ value }: { value: number }) {
  const { t } = useI18n();
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {formatCount(value)} {t("orders.iqd")}
    </bdi>
  );
}

/**
 * An amount typed by a person: Western, Arabic-Indic (٠-٩) or Persian (۰-۹) digits, with `,` `٬` `.` or spaces
 * as separators. Null when it is not a whole number of dinars.
 */
export function parseIqd(text: string): number | null {
  const digits = toAsciiDigits(text).replace(/[\s,\u066c\u00a0.]/g, "");
  if (!/^\d{1,10}$/.test(digits)) return null;
  return Number(digits);
}
