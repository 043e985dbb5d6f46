import type { CustomerDetail } from "@dukkan/contracts/order-desk";
import { useId, useState } from "react";
import { Field, inputClass, SaveForm, SubmitRow, useErrorText } from "#staff/components/field.tsx";
import { Panel } from "#staff/components/page.tsx";
import { ApiError } from "#staff/lib/http.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { PhoneBlockControl, RefusalsText } from "./customer-flags.tsx";
import { useSaveCustomerRecord } from "./customer-record-api.ts";

/**
 * The contracts' `customerTagsMax` and `customerTagMaxLength`, not imported: that module loads zod, which the staff
 * app's screens do not. Checked before sending, so that the form says so at once.
 */
const tagsMax = 10;
const tagMaxLength = 24;

/** Tags as typed: separated by Latin or Arabic commas, repeats (without case) dropped as the server does. */
function tagsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,،]/)
    .map((tag) => tag.replace(/\s+/g, " ").trim())
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function tagsProblem(tags: string[]): string | undefined {
  if (tags.length > tagsMax) return "too_many_tags";
  return tags.some((tag) => tag.length > tagMaxLength) ? "tag_too_long" : undefined;
}

/** The first code the server gave for a field or any of its items (`tags.3`). */
function codeFor(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const entry = Object.entries(error.errors).find(([key]) => key === field || key.startsWith(`${field}.`));
  return entry?.[1][0];
}

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
  const [tagsChecked, setTagsChecked] = useState<string | undefined>();
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

  const notesError = errorText(codeFor(save.error, "notes"));
  const tagsError = tagsChecked ?? codeFor(save.error, "tags");
  const failed = save.error && !notesError && !tagsError ? t("errors.generic") : null;
  return (
    <SaveForm
      alert={failed}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = tagsProblem(tagsOf(tags));
        setTagsChecked(problem);
        if (problem) return;
        save.mutate(
          { notes, tags: tagsOf(tags) },
          { onSuccess: ({ data }) => setTags(data.tags.join(", ")) },
        );
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
        hint={t("customer_record.tags_hint", { max: tagsMax })}
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
