import { customerTagsMax } from "@dukkan/contracts/customer-record";
import type { FieldErrorCodes } from "@dukkan/contracts/field-errors";
import type { CustomerDetail } from "@dukkan/contracts/order-desk";
import { useId, useState } from "react";
import { Field, inputClass, SaveForm, SubmitRow, useErrorText } from "#staff/components/field.tsx";
import { Panel } from "#staff/components/page.tsx";
import { codeUnder, serverFieldErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { PhoneBlockControl, RefusalsText } from "./customer-flags.tsx";
import { useSaveCustomerRecord } from "./customer-record-api.ts";
import { checkRecord } from "./customer-record-form.ts";

/** The customer page's record (issue 38, decision 0034): refusals, the phone's block, notes and tags. */
export function CustomerRecordPanel({ customer }: { customer: CustomerDetail }) {
  const { t } = useI18n();
  return (
    <Panel title={t("customer_record.title")}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <section className="space-y-1 text-sm" aria-label={t("customer_record.refusals")}>
            <h3 className="font-bold text-slate-800">{t("customer_record.refusals")}</h3>
            <RefusalsText refusals={customer.refusals} />
            <p className="text-slate-600">{t("customer_record.refusals_hint")}</p>
          </section>
          <PhoneBlockControl phone={customer.phone} blocked={customer.blocked} />
        </div>
        <NotesAndTags customer={customer} />
      </div>
    </Panel>
  );
}

function NotesAndTags({ customer }: { customer: CustomerDetail }) {
  const { t } = useI18n();
  const me = useMe();
  const errorText = useErrorText();
  const save = useSaveCustomerRecord(customer.id);
  const [notes, setNotes] = useState(customer.notes ?? "");
  const [tags, setTags] = useState(customer.tags.join(", "));
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const notesId = useId();

  if (!me.permissions.includes("customers.edit")) {
    return (
      <div className="space-y-4 text-sm">
        <section>
          <h3 className="font-bold text-slate-800">{t("customer_record.notes")}</h3>
          <p className="whitespace-pre-line">{customer.notes || t("customer_record.notes_none")}</p>
        </section>
        <section>
          <h3 className="font-bold text-slate-800">{t("customer_record.tags")}</h3>
          <TagList tags={customer.tags} />
        </section>
      </div>
    );
  }

  const errors = Object.keys(checked).length > 0 ? checked : serverFieldErrors(save.error);
  const notesError = errorText(codeUnder(errors, "notes"));
  const tagsError = codeUnder(errors, "tags");
  const failed = save.error && !notesError && !tagsError ? t("errors.generic") : null;
  return (
    <SaveForm
      alert={failed}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const check = checkRecord(notes, tags);
        setChecked(check.ok ? {} : check.errors);
        if (!check.ok) return save.reset();
        save.mutate(check.body, { onSuccess: ({ data }) => setTags(data.tags.join(", ")) });
      }}
    >
      <div className="space-y-1">
        <label htmlFor={notesId} className="block text-sm font-bold text-slate-800">
          {t("customer_record.notes")}
        </label>
        <textarea
          id={notesId}
          rows={4}
          maxLength={2000}
          className={inputClass}
          value={notes}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? `${notesId}-error` : undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
        {notesError && (
          <p id={`${notesId}-error`} className="text-sm font-bold text-red-700">
            {notesError}
          </p>
        )}
      </div>
      <Field
        label={t("customer_record.tags")}
        hint={t("customer_record.tags_hint", { max: customerTagsMax })}
        value={tags}
        error={tagsError}
        onChange={(event) => setTags(event.target.value)}
      />
      <TagList tags={customer.tags} />
      <SubmitRow
        label={t("customer_record.save")}
        busy={save.isPending}
        savedText={save.isSuccess && t("customer_record.saved")}
      />
    </SaveForm>
  );
}

function TagList({ tags }: { tags: string[] }) {
  const { t } = useI18n();
  if (tags.length === 0) return <p className="text-sm text-slate-600">{t("customer_record.tags_none")}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("customer_record.tags")}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-bold text-slate-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}
