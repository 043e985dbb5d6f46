import { groupThousands, iqdMark } from "@dukkan/client-kit/money";
import { parseIqd } from "@dukkan/contracts/money";
import { useEffect, useId, useState } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { inputClass, useErrorText } from "./field.tsx";

/** An amount as shown in the field: grouped Western digits, no currency mark (that sits beside the field). */
function grouped(amount: number | null): string {
  return amount === null ? "" : groupThousands(amount);
}

/**
 * An amount in whole Iraqi dinars. Staff type it with any digits and separators (parseIqd: ١٢٬٥٠٠, 12,500,
 * 12500); on leaving the field it is shown grouped (12,500). `onChange` gets the integer, or null while the
 * text is not a whole non-negative amount (the field then says so):
 *   <MoneyInput label={"sizes.price"} value={price} onChange={setPrice} error={errors.price} />
 */

export function MoneyInput({
  label,
  value,
  onChange,
  error,
  name,
  required,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  name?: string;
  required?: boolean;
}) {
  const id = useId();
  const { t } = useI18n();
  const [text, setText] = useState(() => grouped(value));
  const [invalid, setInvalid] = useState(false);
  // A value set from outside (a reset, a saved answer) replaces what is shown, unless it is what was typed.
  useEffect(() => {
    setText((current) => (parseIqd(current) === value ? current : grouped(value)));
  }, [value]);
  const errorText = useErrorText()(invalid ? "invalid_money" : error);
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
          required={required}
          value={text}
          className={`${inputClass} text-end`}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={`${id}-unit${errorText ? ` ${id}-error` : ""}`}
          onChange={(event) => {
            setText(event.target.value);
            const amount = parseIqd(event.target.value);
            setInvalid(event.target.value.trim() !== "" && amount === null);
            onChange(amount);
          }}
          onBlur={() => {
            const amount = parseIqd(text);
            if (amount !== null) setText(grouped(amount));
          }}
        />
        <span id={`${id}-unit`} className="shrink-0 text-sm text-slate-700">
          <span className="sr-only">{t("money.unit")} </span>
          {iqdMark}
        </span>
      </div>
      {errorText && (
        <p id={`${id}-error`} className="text-sm font-bold text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}
