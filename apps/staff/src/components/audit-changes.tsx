import type { AuditEntry } from "@dukkan/contracts/audit";
import { type Language, languages } from "@dukkan/contracts/languages";
import type { ReactNode } from "react";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";

/** Bookkeeping columns a shop owner has no use for in a history. */
const hidden = new Set(["id", "created_at", "updated_at", "search_document", "in_stock", "units_sold"]);

type Value = unknown;
const isLocalized = (value: Value): value is Partial<Record<Language, string>> =>
  !!value && typeof value === "object" && !Array.isArray(value) && "ar" in value;
const same = (a: Value, b: Value) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A field's name: its translation (`audit.field_name`), else the column's name made readable. */
function fieldLabel(t: Translate, field: string): string {
  const key = `audit.field_${field}`;
  const text = t(key);
  return text === key ? field.replaceAll("_", " ") : text;
}

/** Stored codes a shop owner reads in words: a role, languages, a password reset. */
function showField(t: Translate, field: string, value: Value): ReactNode {
  if (field === "role" && typeof value === "string") return t(`role.${value}`);
  if (field === "languages" && Array.isArray(value))
    return value.length === 0
      ? show(t, value)
      : value.map((lang) => t(`language.${String(lang)}`)).join(", ");
  if (field === "password" && value === "reset") return t("audit.password_reset");
  return show(t, value);
}

function show(t: Translate, value: Value): ReactNode {
  if (value === null || value === undefined || value === "") return <span className="text-slate-500">—</span>;
  if (typeof value === "boolean") return value ? t("audit.yes") : t("audit.no");
  if (typeof value === "number") return <bdi dir="ltr">{value}</bdi>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-slate-500">—</span>;
    return value.map((item, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the items of a stored list have no id of their own
      <span key={i}>
        {i > 0 && ", "}
        {isLocalized(item) ? <span lang="ar">{item.ar}</span> : show(t, item)}
      </span>
    ));
  }
  if (typeof value === "object") return <bdi dir="ltr">{JSON.stringify(value)}</bdi>;
  return <bdi>{String(value)}</bdi>;
}

interface Change {
  key: string;
  field: string;
  label: string;
  lang?: Language;
  before: Value;
  after: Value;
}

/** What changed between two snapshots: a translated text per language, every other field as a whole. */
export function changesOf(
  t: Translate,
  before: Record<string, Value>,
  after: Record<string, Value>,
): Change[] {
  const changes: Change[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (hidden.has(field) || same(before[field], after[field])) continue;
    const [from, to] = [before[field], after[field]];
    if (isLocalized(from) || isLocalized(to)) {
      for (const lang of languages) {
        const [a, b] = [isLocalized(from) ? from[lang] : undefined, isLocalized(to) ? to[lang] : undefined];
        if (!same(a || null, b || null)) {
          const label = `${fieldLabel(t, field)} (${t(`language.${lang}`)})`;
          changes.push({ key: `${field}.${lang}`, field, label, lang, before: a, after: b });
        }
      }
    } else changes.push({ key: field, field, label: fieldLabel(t, field), before: from, after: to });
  }
  return changes;
}

/**
 * One audit entry as a shop owner reads it: "Created", "Deleted", or each changed field with what it was and
 * what it became (translated texts per language, in their own language and direction).
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  if (entry.action !== "update") {
    const snapshot = entry.after ?? entry.before ?? {};
    // A catalogue entity's name is translated (its Arabic shown); a staff account's is plain text.
    const name = isLocalized(snapshot.name)
      ? snapshot.name.ar
      : typeof snapshot.name === "string"
        ? snapshot.name
        : null;
    const nameLang = isLocalized(snapshot.name) ? "ar" : undefined;
    return (
      <p>
        {t(`audit.action_${entry.action}`)}
        {name && (
          <>
            {": "}
            <span lang={nameLang}>{name}</span>
          </>
        )}
      </p>
    );
  }
  const changes = changesOf(t, entry.before ?? {}, entry.after ?? {});
  if (changes.length === 0) return <p className="text-slate-600">{t("audit.no_change")}</p>;
  return (
    <dl className="space-y-1">
      {changes.map((change) => (
        <div key={change.key} className="flex flex-wrap gap-x-2">
          <dt className="font-bold">{change.label}:</dt>
          <dd className="min-w-0 break-words" lang={change.lang}>
            <del className="text-red-800">{showField(t, change.field, change.before)}</del>
            <span aria-hidden="true" className="mx-1 inline-block rtl:-scale-x-100">
              →
            </span>
            <span className="sr-only"> {t("audit.became")} </span>
            <ins className="text-green-800 no-underline">{showField(t, change.field, change.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
