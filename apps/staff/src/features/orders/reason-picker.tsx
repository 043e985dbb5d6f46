import type { OrderReasonKind } from "@dukkan/contracts/order-returns";
import { useQuery } from "@tanstack/react-query";
import { inputClass } from "#staff/components/field.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { orderReasonsQuery } from "./returns-api.ts";

/**
 * A reason from the shop's list (its active reasons of `kind`, in the owner's order), so that reports can count
 * them; the free text beside it is the caller's. The empty choice means "none from the list".
 */
export function ReasonPicker({
  id,
  kind,
  value,
  onChange,
}: {
  id: string;
  kind: OrderReasonKind;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useI18n();
  const localize = useLocalize();
  const { data: reasons = [] } = useQuery(orderReasonsQuery(kind, true));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {t("order_reasons.pick")}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">{t("order_reasons.none_picked")}</option>
        {reasons.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {localize(r.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
