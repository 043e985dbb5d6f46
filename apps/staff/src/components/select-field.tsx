import { type SelectHTMLAttributes, useId } from "react";
import { inputClass, useErrorText } from "./field.tsx";

/**
 * A labelled `<select>` with an optional empty choice ("All brands") and its error under it:
 *   <SelectField label={"products.brand"} value={brand} onChange={(e) => …}
 *     emptyLabel={"filter.all"} options={brands.map((b) => ({ value: String(b.id), label: b.name }))} />
 */
export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  options,
  emptyLabel,
  error,
  className = "",
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly SelectOption[];
  emptyLabel?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const errorText = useErrorText()(error);
  return (
    <div className={`space-y-1 ${className}`}>
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
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
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
