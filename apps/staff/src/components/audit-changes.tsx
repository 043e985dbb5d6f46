import { formatDateTime } from "@dukkan/client-kit/dates";
import type { AuditEntity, AuditEntry } from "@dukkan/contracts/audit";
import { type Language, type Localized, languages, localize } from "@dukkan/contracts/languages";
import type { ReactNode } from "react";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";

/** Bookkeeping columns a shop owner has no use for in a history. */
const hidden = new Set([
  "id",
  "key",
  "created_at",
  "updated_at",
  "search_document",
  "in_stock",
  "low_stock",
  "has_image",
  "units_sold",
  "rating",
  "reviews",
  "last_sign_in_at",
]);

/** Stored codes whose words are `audit.value_<code>` (a slide's media, an advert's place, a coupon's kind…). */
const codedFields = new Set(["media_type", "type", "kind", "payment_method", "gender"]);
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Value = unknown;
const isLocalized = (value: Value): value is Partial<Record<Language, string>> =>
  !!value && typeof value === "object" && !Array.isArray(value) && "ar" in value;
const isRecord = (value: Value): value is Record<string, Value> =>
  !!value && typeof value === "object" && !Array.isArray(value);
const same = (a: Value, b: Value) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A field's name in words: `audit.field_<field>` (an order's status is its own: it is not on/off). */
export function fieldLabel(t: Translate, entity: AuditEntity, field: string): string {
  const key = entity === "order" && field === "status" ? "audit.field_order_status" : `audit.field_${field}`;
  const text = t(key);
  return text === key ? t("audit.field_other") : text;
}

/** A stored value in words: roles, languages, statuses, codes, dates, lists and records, never raw JSON. */
function showField(
  t: Translate,
  entity: AuditEntity,
  field: string,
  value: Value,
  lang: Language,
): ReactNode {
  if (value === null || value === undefined || value === "") return show(t, entity, value, lang);
  if (field === "role" && typeof value === "string") return t(`role.${value}`);
  if ((field === "languages" || field === "lang") && (Array.isArray(value) || typeof value === "string")) {
    const codes = Array.isArray(value) ? value : [value];
    return codes.length === 0
      ? show(t, entity, codes, lang)
      : codes.map((code) => t(`language.${String(code)}`)).join(", ");
  }
  if (field === "password" && value === "reset") return t("audit.password_reset");
  if (field === "status" && entity === "order" && typeof value === "string")
    return t(`order_status.${value}`);
  // Elsewhere `status` is the storefront's on/off switch, stored as 1 or 0.
  if (field === "status" && typeof value === "number") return value === 1 ? t("audit.yes") : t("audit.no");
  if (codedFields.has(field) && typeof value === "string") {
    const key = `audit.value_${value}`;
    const text = t(key);
    return text === key ? <bdi>{value}</bdi> : text;
  }
  return show(t, entity, value, lang);
}

function show(t: Translate, entity: AuditEntity, value: Value, lang: Language): ReactNode {
  if (value === null || value === undefined || value === "") return <span className="text-slate-500">—</span>;
  if (typeof value === "boolean") return value ? t("audit.yes") : t("audit.no");
  if (typeof value === "number") return <bdi dir="ltr">{value}</bdi>;
  if (typeof value === "string" && isoTime.test(value) && !Number.isNaN(Date.parse(value)))
    return <time dateTime={value}>{formatDateTime(value, lang)}</time>;
  if (isLocalized(value)) return <span lang="ar">{plainText(value.ar ?? "")}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-slate-500">—</span>;
    return value.map((item, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the items of a stored list have no id of their own
      <span key={i}>
        {i > 0 && "، "}
        {show(t, entity, item, lang)}
      </span>
    ));
  }
  if (isRecord(value))
    return (
      <span>
        {Object.entries(value)
          .filter(([field]) => !hidden.has(field))
          .map(([field, item], i) => (
            <span key={field}>
              {i > 0 && " · "}
              {fieldLabel(t, entity, field)}: {showField(t, entity, field, item, lang)}
            </span>
          ))}
      </span>
    );
  return <bdi>{plainText(String(value))}</bdi>;
}

interface Change {
  key: string;
  field: string;
  label: string;
  lang?: Language;
  before: Value;
  after: Value;
}

/** Field by field, a translated text per language; `prefix` labels the changes of a slide's pending draft. */
function changesOfFields(
  t: Translate,
  entity: AuditEntity,
  before: Record<string, Value>,
  after: Record<string, Value>,
  prefix = "",
): Change[] {
  const changes: Change[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (hidden.has(field) || same(before[field], after[field])) continue;
    const [from, to] = [before[field], after[field]];
    if (field === "draft" && (isRecord(from) || isRecord(to))) {
      const label = `${t("audit.field_draft")}: `;
      changes.push(
        ...changesOfFields(t, entity, isRecord(from) ? from : {}, isRecord(to) ? to : {}, label).map((c) => ({
          ...c,
          key: `draft.${c.key}`,
        })),
      );
    } else if (isLocalized(from) || isLocalized(to)) {
      for (const lang of languages) {
        const [a, b] = [isLocalized(from) ? from[lang] : undefined, isLocalized(to) ? to[lang] : undefined];
        if (!same(a || null, b || null)) {
          const label = `${prefix}${fieldLabel(t, entity, field)} (${t(`language.${lang}`)})`;
          changes.push({ key: `${field}.${lang}`, field, label, lang, before: a, after: b });
        }
      }
    } else
      changes.push({
        key: field,
        field,
        label: `${prefix}${fieldLabel(t, entity, field)}`,
        before: from,
        after: to,
      });
  }
  return changes;
}

/** What changed between two snapshots: a translated text per language, every other field as a whole. */
export const changesOf = (
  t: Translate,
  entity: AuditEntity,
  before: Record<string, Value>,
  after: Record<string, Value>,
): Change[] => changesOfFields(t, entity, before, after);

/** The words that name what an entry is about, or null: the server's subject, else its snapshot's name. */
export function subjectText(t: Translate, entry: AuditEntry, lang: Language): string | null {
  const s = entry.subject;
  if (s) {
    const parts = [
      s.number,
      s.name && localize(s.name, lang),
      s.color && localize(s.color, lang),
      s.size && localize(s.size, lang),
    ];
    const text = parts.filter(Boolean).join(" · ");
    if (text) return text;
  }
  const snapshot = entry.after ?? entry.before ?? {};
  if (entry.entity === "setting" && typeof snapshot.key === "string") return t(`settings.${snapshot.key}`);
  for (const field of ["name", "title", "main_text", "text", "full_name", "code", "email", "order_number"]) {
    const value = snapshot[field];
    if (isLocalized(value)) return plainText(localize(value as Localized, lang)) || null;
    if (typeof value === "string" && value.trim()) return plainText(value);
  }
  return null;
}

/**
 * One audit entry as a shop owner reads it: "Created", "Deleted", or each changed field with what it was and
 * what it became (translated texts per language, in their own language and direction).
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t, language } = useI18n();
  if (entry.action !== "update") return <p>{t(`audit.action_${entry.action}`)}</p>;
  const changes = changesOf(t, entry.entity, entry.before ?? {}, entry.after ?? {});
  if (changes.length === 0) return <p className="text-slate-600">{t("audit.no_change")}</p>;
  return (
    <dl className="space-y-1">
      {changes.map((change) => (
        <div key={change.key} className="flex flex-wrap gap-x-2">
          <dt className="font-bold">{change.label}:</dt>
          <dd className="min-w-0 break-words" lang={change.lang}>
            <del className="text-red-800">
              {showField(t, entry.entity, change.field, change.before, language)}
            </del>
            <span aria-hidden="true" className="mx-1 inline-block rtl:-scale-x-100">
              →
            </span>
            <span className="sr-only"> {t("audit.became")} </span>
            <ins className="text-green-800 no-underline">
              {showField(t, entry.entity, change.field, change.after, language)}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
