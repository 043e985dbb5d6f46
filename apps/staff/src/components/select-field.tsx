import { type SelectHTMLAttributes, useId } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useListParams } from "#staff/lib/list-params.ts";
import { inputClass, useErrorText } from "./field.tsx";

export interface Option {
  value: string;
  label: string;
}

/** A labelled select (forms): its error under it, as Field does for inputs. */
export function SelectField({
  label,
  options,
  error,
  placeholder,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly Option[];
  error?: string | undefined;
  /** A first, empty choice ("All", "None"). */
  placeholder?: string;
}) {
  const id = useId();
  const errorText = useErrorText()(error);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorText && (
        <p id={`${id}-error`} className="text-sm font-bold text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A list filter bound to one URL parameter; the empty choice ("All") removes it. */
export function FilterSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly Option[];
}) {
  const { t } = useI18n();
  const list = useListParams();
  return (
    <SelectField
      label={label}
      options={options}
      placeholder={t("list.all")}
      value={list.get(name)}
      onChange={(event) => list.set({ [name]: event.target.value })}
    />
  );
}
