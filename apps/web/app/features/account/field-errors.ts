import { ApiError } from "#app/lib/api-client.ts";

export type FieldErrorMap = Record<string, string>;

/**
 * A 422's field errors in the page's language: the stable code (`phone_taken`) becomes `field_error_<code>`;
 * a code without a translation shows the server's English message (decision 0005).
 */
export function translatedFieldErrors(error: unknown, t: (key: string) => string): FieldErrorMap | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const codes = error.fieldCodes();
  const messages = error.fieldMessages();
  const out: FieldErrorMap = {};
  for (const field of new Set([...Object.keys(codes), ...Object.keys(messages)])) {
    const code = codes[field];
    const key = `field_error_${code}`;
    const translated = code ? t(key) : key;
    out[field] = translated !== key ? translated : (messages[field] ?? t("field_error_invalid_value"));
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, fields: string[]): void {
  for (const name of fields) {
    const element = form?.elements.namedItem(name);
    if (element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
