import { formatIqd, parseIqd } from "@dukkan/contracts/money";
import { useId, useState } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { inputClass, useErrorText } from "./field.tsx";

/**
 * An amount in whole Iraqi dinars. Accepts what staff type (Arabic-Indic or Persian digits, thousands
 * separators), shows it grouped when the field is left, and reports `null` while the text is not an amount.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  name?: string;
}) {
  const id = useId();
  const { t } = useI18n();
  const [text, setText] = useState(value === null ? "" : formatIqd(value));
  const invalid = text.trim() !== "" && parseIqd(text) === null;
  const errorText = useErrorText()(invalid ? "invalid_amount" : error);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          className={`${inputClass} text-end tabular-nums`}
          value={text}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value.trim() === "" ? null : parseIqd(event.target.value));
          }}
          onBlur={() => {
            const amount = parseIqd(text);
            if (amount !== null) setText(formatIqd(amount));
          }}
        />
        <span className="text-sm text-slate-700">{t("money.iqd")}</span>
      </div>
      {errorText && (
        <p id={`${id}-error`} className="text-sm font-bold text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}
