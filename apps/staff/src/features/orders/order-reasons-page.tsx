import type { FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { directionOf, type Language, languages } from "@dukkan/contracts/languages";
import {
  type OrderReasonKind,
  type OrderReasonView,
  orderReasonKinds,
} from "@dukkan/contracts/order-returns";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { Count } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { ApiError } from "#staff/lib/api.ts";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { checkReason } from "./order-reason-form.ts";
import { useDeskMutation } from "./orders-api.ts";
import { orderReasonsQuery } from "./returns-api.ts";

/**
 * The shop's cancel and return reasons (issue 38): the owner names them in the five languages, orders them and
 * switches them off (never deletes: the orders that used one keep it, and reports count it).
 */
export function OrderReasonsPage() {
  const { t } = useI18n();
  const { data = [] } = useQuery(orderReasonsQuery());
  const [editing, setEditing] = useState<OrderReasonView | null>(null);
  return (
    <div>
      <PageHeader title={t("order_reasons.title")} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {orderReasonKinds.map((kind) => (
            <ReasonList
              key={kind}
              kind={kind}
              reasons={data.filter((r) => r.kind === kind)}
              onEdit={setEditing}
            />
          ))}
        </div>
        {/* A new key per reason: the form starts from that reason's labels. */}
        <ReasonForm key={editing?.id ?? "new"} reason={editing} onDone={() => setEditing(null)} />
      </div>
    </div>
  );
}

function ReasonList({
  kind,
  reasons,
  onEdit,
}: {
  kind: OrderReasonKind;
  reasons: OrderReasonView[];
  onEdit: (reason: OrderReasonView) => void;
}) {
  const { t } = useI18n();
  const localize = useLocalize();
  const toggle = useDeskMutation((r: OrderReasonView) => ({
    path: `staff/order-reasons/${r.id}`,
    method: "PATCH",
    body: { active: !r.active },
  }));
  return (
    <Panel title={t(`order_reasons.kind_${kind}`)}>
      {reasons.length === 0 ? (
        <p className="text-sm text-slate-700">{t("order_reasons.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {reasons.map((r) => {
            const name = localize(r.label);
            return (
              <li key={r.id} className="py-3">
                <div className="flex items-start gap-3">
                  <span className="w-8 shrink-0 text-sm text-slate-700">
                    <Count value={r.position} />
                  </span>
                  <span
                    className={`min-w-0 flex-1 font-bold ${r.active ? "" : "text-slate-600 line-through"}`}
                  >
                    {name}
                  </span>
                  {!r.active && (
                    <span className="text-sm text-slate-700">({t("order_reasons.inactive")})</span>
                  )}
                </div>
                <div className="mt-2 flex flex-wrap gap-2 ps-11">
                  <Button look="secondary" onClick={() => onEdit(r)}>
                    {t("order_reasons.edit", { name })}
                  </Button>
                  <Button look="secondary" onClick={() => toggle.mutate(r)} disabled={toggle.isPending}>
                    {r.active
                      ? t("order_reasons.deactivate", { name })
                      : t("order_reasons.activate", { name })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

const emptyLabels = (): Record<Language, string> => ({ ar: "", en: "", ckb: "", tr: "", it: "" });

/** Adds a reason, or with `reason` set renames and reorders it. */
function ReasonForm({ reason, onDone }: { reason: OrderReasonView | null; onDone: () => void }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [kind, setKind] = useState<OrderReasonKind>(reason?.kind ?? "cancel");
  const [labels, setLabels] = useState<Record<Language, string>>({ ...emptyLabels(), ...reason?.label });
  const [position, setPosition] = useState(String(reason?.position ?? 0));
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const save = useDeskMutation((body: unknown) =>
    reason
      ? { path: `staff/order-reasons/${reason.id}`, method: "PATCH", body }
      : { path: "staff/order-reasons", method: "POST", body },
  );
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkReason({ kind: reason ? null : kind, labels, position });
    setChecked(check.ok ? {} : check.errors);
    if (!check.ok) return;
    await save
      .mutateAsync(check.body)
      .then(() => {
        setLabels(emptyLabels());
        setPosition("0");
        onDone();
      })
      .catch(() => undefined);
  }
  const serverErrors = serverFieldErrors(save.error);
  const fieldError = (field: string) => checked[field] ?? serverErrors[field];
  const unplaced = save.error instanceof ApiError && Object.keys(serverErrors).length === 0;
  return (
    <Panel title={reason ? t("order_reasons.editing") : t("order_reasons.new")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert>
          {unplaced ? errorText(save.error instanceof ApiError ? save.error.code : "generic") : null}
        </FormAlert>
        {!reason && (
          <div>
            <label htmlFor="reason-kind" className="mb-1 block text-sm font-bold text-slate-800">
              {t("order_reasons.kind")}
            </label>
            <select
              id="reason-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as OrderReasonKind)}
              className={inputClass}
            >
              {orderReasonKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`order_reasons.kind_${k}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {languages.map((lang) => (
          <Field
            key={lang}
            label={t("order_reasons.label_in", { language: t(`language.${lang}`) })}
            lang={lang}
            dir={directionOf(lang)}
            maxLength={120}
            required={lang === "ar"}
            value={labels[lang]}
            onChange={(e) => setLabels({ ...labels, [lang]: e.target.value })}
            error={fieldError(`label.${lang}`)}
          />
        ))}
        <Field
          label={t("order_reasons.position")}
          dir="ltr"
          inputMode="numeric"
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          error={fieldError("position")}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {reason ? t("order_reasons.save") : t("order_reasons.add")}
          </Button>
          {reason && (
            <Button look="secondary" onClick={onDone}>
              {t("common.cancel")}
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
