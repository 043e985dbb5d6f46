import { directionOf, type Language, languages } from "@dukkan/contracts/languages";
import { useId } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Button } from "./button.tsx";
import { inputClass, useErrorText } from "./field.tsx";
import { type LocalizedValue, missingLanguages } from "./localized.ts";

/**
 * Translated texts (`{ ar, en?, ckb?, tr?, it? }`). One `ContentLanguageTabs` on a page chooses the language
 * being edited; each `LocalizedField` then shows that language's input with its own `lang`/`dir`, and — for
 * any language but Arabic — the Arabic source beside it and a "copy source" button. A language the staff
 * member may not write (writableLanguages in contracts/staff.ts) is shown read-only.
 *   const [editing, setEditing] = useState<Language>("ar");
 *   <ContentLanguageTabs value={editing} onChange={setEditing} missing={missingLanguages(name)} />
 *   <LocalizedField label={"product.name"} value={name} onChange={setName} language={editing}
 *     writable={writableLanguages(me)} error={errors["name.ar"]} />
 */
export type { LocalizedValue };
export { missingLanguages };

export function ContentLanguageTabs({
  value,
  onChange,
  missing = [],
}: {
  value: Language;
  onChange: (lang: Language) => void;
  missing?: readonly Language[];
}) {
  const { t } = useI18n();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="mb-1 w-full text-sm font-bold text-slate-800">{t("localized.editing")}</legend>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={value === lang}
          onClick={() => onChange(lang)}
          className={`min-h-10 rounded-md border px-3 py-1 text-sm font-bold ${
            value === lang
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-800"
          }`}
        >
          {t(`language.${lang}`)}
          {missing.includes(lang) && (
            <>
              <span aria-hidden="true" className="ms-1 text-amber-600">
                ●
              </span>
              <span className="sr-only"> ({t("localized.missing")})</span>
            </>
          )}
        </button>
      ))}
    </fieldset>
  );
}

export function LocalizedField({
  label,
  value,
  onChange,
  language,
  writable,
  multiline = false,
  maxLength,
  error,
}: {
  label: string;
  value: LocalizedValue;
  onChange: (value: LocalizedValue) => void;
  language: Language;
  writable: readonly Language[];
  multiline?: boolean;
  maxLength?: number;
  /** A field error code for the language being edited. */
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const id = useId();
  const errorText = useErrorText()(error);
  const readOnly = !writable.includes(language);
  const source = value.ar ?? "";
  const text = value[language] ?? "";
  const shared = {
    id,
    lang: language,
    dir: directionOf(language),
    value: text,
    readOnly,
    maxLength,
    className: `${inputClass} read-only:bg-slate-100`,
    "aria-invalid": errorText ? true : undefined,
    "aria-describedby":
      [readOnly ? `${id}-readonly` : "", errorText ? `${id}-error` : ""].join(" ").trim() || undefined,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [language]: event.target.value }),
  };
  return (
    <div className={`grid gap-3 ${language === "ar" ? "" : "md:grid-cols-2"}`}>
      {language !== "ar" && (
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-bold text-slate-600">
            {label} · {t("localized.source")}
          </p>
          <p
            lang="ar"
            dir="rtl"
            className="min-h-10 whitespace-pre-wrap break-words rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2"
          >
            {source || <span className="text-slate-500">—</span>}
          </p>
        </div>
      )}
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={id} className="block text-sm font-bold text-slate-800">
            {label} · {t(`language.${language}`)}
          </label>
          {language !== "ar" && !readOnly && source && (
            <Button
              look="secondary"
              className="min-h-8 px-2 py-1"
              onClick={() => onChange({ ...value, [language]: source })}
            >
              {t("localized.copy_source")}
            </Button>
          )}
        </div>
        {multiline ? <textarea rows={4} {...shared} /> : <input {...shared} />}
        {readOnly && (
          <p id={`${id}-readonly`} className="text-sm text-slate-600">
            {t("localized.read_only")}
          </p>
        )}
        {errorText && (
          <p id={`${id}-error`} className="text-sm font-bold text-red-700">
            {errorText}
          </p>
        )}
      </div>
    </div>
  );
}
