import { directionOf, type Language, type Localized } from "@dukkan/contracts/languages";
import { useQuery } from "@tanstack/react-query";
import { Button } from "#staff/components/button.tsx";
import { Field, inputClass, useErrorText } from "#staff/components/field.tsx";
import { LocalizedField, type LocalizedValue } from "#staff/components/localized-fields.tsx";
import { MediaField } from "#staff/components/media-field.tsx";
import { MediaUpload, mediaUrl, RemoveMediaButton } from "#staff/components/media-upload.tsx";
import { RichTextEditor } from "#staff/components/rich-text-editor.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { SortableList } from "#staff/components/sortable-list.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { contentListQuery } from "./content-api.ts";
import type { Location } from "./content-draft.ts";
import type { ContentField } from "./content-kinds.ts";

interface FieldProps {
  field: ContentField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The content language being edited (texts). */
  language: Language;
  writable: readonly Language[];
  /** Not this person's to change (a translator: everything but texts). */
  disabled: boolean;
  /** Field error codes by the server's path (`title.ar`, `image`, `locations.0.link`). */
  errors: Record<string, string>;
}

/** One field of a content form, by its type. */
export function ContentFieldInput(props: FieldProps) {
  const { t } = useI18n();
  const { field, value, onChange, language, writable, disabled, errors } = props;
  const label = t(`content.field_${field.name}`);
  const error = errors[field.name];
  switch (field.type) {
    case "text":
      return (
        <LocalizedField
          label={label}
          value={value as LocalizedValue}
          onChange={onChange}
          language={language}
          writable={writable}
          maxLength={field.max}
          multiline={field.max > 100}
          error={errors[`${field.name}.${language}`]}
        />
      );
    case "html": {
      const html = value as LocalizedValue;
      return (
        <div>
          <RichTextEditor
            label={label}
            language={language}
            value={html[language] ?? ""}
            source={html.ar}
            readOnly={!writable.includes(language)}
            onChange={(next) => onChange({ ...html, [language]: next })}
          />
          <ErrorLine code={errors[`${field.name}.${language}`] ?? error} />
        </div>
      );
    }
    case "image":
    case "video":
    case "pdf":
      return (
        <MediaField
          label={label}
          kind={field.type}
          optional={!field.required}
          value={value as string | null}
          onChange={onChange}
          disabled={disabled}
          error={error}
        />
      );
    case "gallery":
      return <Gallery {...props} label={label} />;
    case "link":
    case "phone":
    case "email":
      return (
        <Field
          label={label}
          type={field.type === "link" ? "text" : field.type === "phone" ? "tel" : "email"}
          dir="ltr"
          hint={field.type === "link" ? t("content.link_hint") : undefined}
          value={value as string}
          disabled={disabled}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "order":
      return (
        <Field
          label={label}
          hint={t("content.order_hint")}
          inputMode="numeric"
          dir="ltr"
          value={value as string}
          disabled={disabled}
          error={error}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      );
    case "date":
      return (
        <Field
          label={label}
          type="datetime-local"
          dir="ltr"
          hint={t("content.date_hint")}
          value={value as string}
          disabled={disabled}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "choice":
      return (
        <SelectField
          label={label}
          value={value as string}
          disabled={disabled}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          options={field.options.map((option) => ({
            value: option,
            label: t(`content.${field.name}_${option}`),
          }))}
        />
      );
    case "parent":
      return <ParentSelect {...props} label={label} kind={field.kind} />;
    case "text-rows":
      return <TextRows {...props} label={label} max={field.max} />;
    case "locations":
      return <Locations {...props} label={label} />;
    case "switch":
      return (
        <label className="flex min-h-10 items-center gap-2 font-bold text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={value as boolean}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
      );
  }
}

function ErrorLine({ code }: { code: string | undefined }) {
  const text = useErrorText()(code);
  return text ? <p className="text-sm font-bold text-red-700">{text}</p> : null;
}

function ParentSelect({
  value,
  onChange,
  disabled,
  errors,
  field,
  label,
  kind,
}: FieldProps & { label: string; kind: "blog-categories" | "dealer-types" }) {
  const { t } = useI18n();
  const localize = useLocalize();
  const parents = useQuery(contentListQuery(kind));
  return (
    <SelectField
      label={label}
      emptyLabel={t("content.choose")}
      value={value as string}
      disabled={disabled}
      error={errors[field.name]}
      onChange={(event) => onChange(event.target.value)}
      options={(parents.data ?? []).map((parent) => ({
        value: String(parent.id),
        label: localize(parent.name as Localized),
      }))}
    />
  );
}

/** A post's gallery: upload several, reorder by dragging or buttons, remove one. */
function Gallery({ value, onChange, disabled, label }: FieldProps & { label: string }) {
  const { t } = useI18n();
  const images = value as string[];
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-slate-800">{label}</legend>
      {images.length === 0 && <p className="text-sm text-slate-600">{t("content.no_images")}</p>}
      <SortableList
        items={images}
        itemKey={(key) => key}
        itemLabel={(_key, position) => t("content.image_n", { n: position })}
        label={label}
        onReorder={disabled ? () => undefined : onChange}
        render={(key, index) => (
          <div className="flex items-center gap-3">
            <img
              src={mediaUrl(key, 320)}
              alt={t("content.image_n", { n: index + 1 })}
              className="h-14 w-20 rounded object-cover"
            />
            {!disabled && (
              <RemoveMediaButton
                label={`${t("media.remove")}: ${t("content.image_n", { n: index + 1 })}`}
                onRemove={() => onChange(images.filter((_, i) => i !== index))}
              />
            )}
          </div>
        )}
      />
      {!disabled && (
        <MediaUpload
          label={t("content.add_images")}
          accept="image"
          multiple
          onUploaded={(media) => onChange([...(value as string[]), media.key])}
        />
      )}
    </fieldset>
  );
}

/** Translated rows (a branch's opening hours): the editing language's text of each; rows only by an editor. */
function TextRows({
  value,
  onChange,
  language,
  writable,
  disabled,
  errors,
  field,
  label,
  max,
}: FieldProps & { label: string; max: number }) {
  const { t } = useI18n();
  const rows = value as LocalizedValue[];
  const readOnly = !writable.includes(language);
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-slate-800">
        {label} · {t(`language.${language}`)}
      </legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their position is what they are
        <div key={index} className="flex flex-wrap items-center gap-2">
          <input
            aria-label={`${label} ${index + 1}`}
            lang={language}
            dir={directionOf(language)}
            className={`${inputClass} min-w-0 flex-1 read-only:bg-slate-100`}
            maxLength={max}
            readOnly={readOnly}
            placeholder={language === "ar" ? "" : row.ar}
            value={row[language] ?? ""}
            aria-invalid={errors[`${field.name}.${index}.${language}`] ? true : undefined}
            onChange={(event) =>
              onChange(rows.map((r, i) => (i === index ? { ...r, [language]: event.target.value } : r)))
            }
          />
          {!disabled && (
            <Button look="secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              {t("content.remove_row")}
              <span className="sr-only"> {index + 1}</span>
            </Button>
          )}
        </div>
      ))}
      {!disabled && (
        <Button look="secondary" onClick={() => onChange([...rows, { ar: "" }])}>
          {t("content.add_row")}
        </Button>
      )}
    </fieldset>
  );
}

/** A dealer's map locations: a translated name and a link each. */
function Locations({
  value,
  onChange,
  language,
  writable,
  disabled,
  errors,
  field,
  label,
}: FieldProps & { label: string }) {
  const { t } = useI18n();
  const rows = value as Location[];
  const set = (index: number, change: Partial<Location>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-slate-800">{label}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their position is what they are
        <div key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Field
            label={`${t("content.location_name")} ${index + 1} · ${t(`language.${language}`)}`}
            lang={language}
            dir={directionOf(language)}
            maxLength={100}
            readOnly={!writable.includes(language)}
            value={row.name[language] ?? ""}
            error={errors[`${field.name}.${index}.name.${language}`]}
            onChange={(event) => set(index, { name: { ...row.name, [language]: event.target.value } })}
          />
          <Field
            label={`${t("content.location_link")} ${index + 1}`}
            dir="ltr"
            value={row.link}
            disabled={disabled}
            error={errors[`${field.name}.${index}.link`]}
            onChange={(event) => set(index, { link: event.target.value })}
          />
          {!disabled && (
            <Button look="secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              {t("content.remove_row")}
              <span className="sr-only"> {index + 1}</span>
            </Button>
          )}
        </div>
      ))}
      {!disabled && (
        <Button look="secondary" onClick={() => onChange([...rows, { name: { ar: "" }, link: "" }])}>
          {t("content.add_location")}
        </Button>
      )}
    </fieldset>
  );
}
