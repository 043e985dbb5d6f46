import { writableLanguages } from "@dukkan/contracts/staff";
import { useId, useState } from "react";
import { useMe } from "#staff/features/auth/me.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { directionOf, type Language, languages } from "#staff/lib/language.ts";
import { Button } from "./button.tsx";
import { inputClass, useErrorText } from "./field.tsx";

/**
 * One translated text (`{ ar, en?, ckb?, tr?, it? }`, as the API stores it), edited one language at a time with
 * the source beside it: Arabic unless the editor picks another. Each field carries its own `lang` and `dir`, so
 * Kurdish and Arabic type right-to-left inside an English interface and the reverse. Languages the staff member
 * may not write (a translator's ungranted ones) are shown read-only. A language without text is marked missing.
 */
export type LocalizedValue = Partial<Record<Language, string>>;

export function LocalizedField({
  label,
  value,
  onChange,
  multiline = false,
  errors = {},
  maxLength,
}: {
  label: string;
  value: LocalizedValue;
  onChange: (value: LocalizedValue) => void;
  multiline?: boolean;
  errors?: Partial<Record<Language, string>>;
  maxLength?: number;
}) {
  const { t } = useI18n();
  const me = useMe();
  const writable = writableLanguages(me);
  const [target, setTarget] = useState<Language>(writable.includes("ar") ? "ar" : (writable[0] ?? "ar"));
  const [source, setSource] = useState<Language>("ar");
  const id = useId();
  const errorText = useErrorText();
  const showSource = target !== source;
  const update = (lang: Language, text: string) => onChange({ ...value, [lang]: text });

  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-1">
        {languages.map((lang) => {
          const missing = !value[lang]?.trim();
          return (
            <button
              key={lang}
              type="button"
              aria-pressed={target === lang}
              onClick={() => setTarget(lang)}
              className={`rounded-md border px-2 py-1 text-sm ${
                target === lang ? "border-brand-700 bg-brand-50 font-bold" : "border-slate-300"
              } ${errors[lang] ? "border-red-700" : ""}`}
            >
              {t(`language.${lang}`)}
              {missing && <span className="ms-1 text-xs text-amber-800">({t("localized.missing")})</span>}
            </button>
          );
        })}
      </div>
      <div className={`grid gap-3 ${showSource ? "md:grid-cols-2" : ""}`}>
        {showSource && (
          <div className="space-y-1">
            <label htmlFor={`${id}-source`} className="flex items-center gap-2 text-sm text-slate-700">
              {t("localized.source")}
              <select
                id={`${id}-source`}
                value={source}
                onChange={(event) => setSource(event.target.value as Language)}
                className="rounded border border-slate-300 px-1 py-0.5"
              >
                {languages.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`language.${lang}`)}
                  </option>
                ))}
              </select>
            </label>
            <div
              id={`${id}-source-text`}
              lang={source}
              dir={directionOf(source)}
              className="min-h-10 whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
            >
              {value[source] || <span className="text-slate-600">{t("localized.source_empty")}</span>}
            </div>
          </div>
        )}
        <TargetInput
          id={id}
          label={`${label} (${t(`language.${target}`)})`}
          lang={target}
          text={value[target] ?? ""}
          readOnly={!writable.includes(target)}
          multiline={multiline}
          maxLength={maxLength}
          error={errorText(errors[target])}
          onChange={(text) => update(target, text)}
          onCopySource={showSource && value[source] ? () => update(target, value[source] ?? "") : undefined}
        />
      </div>
    </fieldset>
  );
}

function TargetInput({
  id,
  label,
  lang,
  text,
  readOnly,
  multiline,
  maxLength,
  error,
  onChange,
  onCopySource,
}: {
  id: string;
  label: string;
  lang: Language;
  text: string;
  readOnly: boolean;
  multiline: boolean;
  maxLength: number | undefined;
  error: string | undefined;
  onChange: (text: string) => void;
  onCopySource: (() => void) | undefined;
}) {
  const { t } = useI18n();
  const shared = {
    id: `${id}-target`,
    lang,
    dir: directionOf(lang),
    value: text,
    readOnly,
    maxLength,
    className: `${inputClass} read-only:bg-slate-100`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={`${id}-target`} className="text-sm font-bold text-slate-800">
          {label}
        </label>
        {onCopySource && !readOnly && (
          <Button look="secondary" className="min-h-8 px-2 py-1 text-xs" onClick={onCopySource}>
            {t("localized.copy_source")}
          </Button>
        )}
      </div>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {readOnly && <p className="text-xs text-slate-600">{t("localized.read_only")}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
