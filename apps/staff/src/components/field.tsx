import { type FormEventHandler, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Button } from "./button.tsx";

/** The text of a field error code (`invalid_email`), or of "invalid value" for a code with no string. */
export function useErrorText() {
  const { t } = useI18n();
  return (code: string | undefined) => {
    if (!code) return undefined;
    const key = `errors.${code}`;
    const text = t(key);
    return text === key ? t("errors.invalid_value") : text;
  };
}

export const inputClass =
  "block w-full min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700";

/** A labelled input with its error under it, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy = [hint ? `${id}-hint` : "", errorText ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className="text-sm font-bold text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form (wrong password, too many attempts, a failure). */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-bold text-red-800"
    >
      {children}
    </p>
  );
}

/** The submit button, and after a successful save the message that says so (announced, not only shown). */
export function SubmitRow({
  label,
  busy,
  savedText,
  look = "primary",
}: {
  label: string;
  busy: boolean;
  savedText?: string | false;
  look?: "primary" | "secondary";
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" look={look} disabled={busy}>
        {label}
      </Button>
      {savedText && (
        <span role="status" className="font-bold text-green-800">
          {savedText}
        </span>
      )}
    </div>
  );
}

/** A form that Ctrl/Cmd+S saves (lib/shortcuts.ts), with its message for what no field shows on top. */
export function SaveForm({
  onSubmit,
  alert,
  className = "space-y-5",
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-shortcut-save
      aria-keyshortcuts="Control+S"
      className={className}
    >
      <FormAlert>{alert}</FormAlert>
      {children}
    </form>
  );
}
