import { formatPhone } from "@dukkan/client-kit/phone";
import type { StaffOrderEvent } from "@dukkan/contracts/order-desk";
import type { OrderEditChange } from "@dukkan/contracts/order-edits";
import { Iqd, Ltr } from "#staff/components/islands.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";

type Texts = Record<string, string> | null;
interface LineSide {
  code: string;
  name: Texts;
  color: Texts;
  size: Texts;
  quantity: number;
}

/** A stored name in the reader's language (the timeline keeps every language the catalogue had). */
const textIn = (texts: Texts, language: string) => (texts ? (texts[language] ?? texts.ar ?? "") : "");

function LineText({ line }: { line: LineSide | null }) {
  const { t, language } = useI18n();
  if (!line) return <span>{t("order_edits.none")}</span>;
  const parts = [textIn(line.color, language), textIn(line.size, language)].filter(Boolean).join(" · ");
  return (
    <span>
      <Ltr>{`${line.quantity} × ${line.code}`}</Ltr> {textIn(line.name, language)}
      {parts ? ` (${parts})` : ""}
    </span>
  );
}

function Value({ field, value }: { field: OrderEditChange["field"]; value: unknown }) {
  const { t } = useI18n();
  if (value === null || value === undefined || value === "") return <span>{t("order_edits.none")}</span>;
  if (field === "delivery_fee" || field === "discount") return <Iqd value={Number(value)} />;
  if (field === "phone") return <Ltr>{formatPhone(String(value))}</Ltr>;
  return <span>{String(value)}</span>;
}

/** What an edit changed (each field before → after) or an undo moved (from → to), under its timeline entry. */
export function OrderEventChanges({ event }: { event: StaffOrderEvent }) {
  const { t } = useI18n();
  if (event.kind === "undo") {
    const { from, to } = (event.details ?? {}) as { from?: string; to?: string };
    if (!from || !to) return null;
    return (
      <p>{t("order_edits.undo_moved", { from: t(`order_status.${from}`), to: t(`order_status.${to}`) })}</p>
    );
  }
  if (event.kind !== "edit") return null;
  const changes = (event.details?.changes ?? []) as OrderEditChange[];
  return (
    <ul className="space-y-1 text-slate-800">
      {changes.map((change, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored event's changes never reorder
        <li key={i}>
          <span className="font-bold">{t(`order_edits.field_${change.field}`)}: </span>
          {change.field === "line" ? (
            <>
              <LineText line={change.from as LineSide | null} /> →{" "}
              <LineText line={change.to as LineSide | null} />
            </>
          ) : change.field === "governorate_id" ? (
            <span>{t("order_edits.governorate_changed")}</span>
          ) : (
            <>
              <Value field={change.field} value={change.from} /> →{" "}
              <Value field={change.field} value={change.to} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
