import { type CheckableSchema, checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { ApiError } from "./api-client.ts";

/** Field → the message shown under it, in the page's language. */
export type FieldErrorMap = Record<string, string>;
type Translate = (key: string) => string;

/**
 * Field → message from field → code (the contracts' one mapping, browser and server alike): the code's text
 * under `<prefix><code>` (`field_error_phone_taken`, the checkout's `err_too_long`); a code without one shows
 * the server's English message for the field where there is one (decision 0005), else the invalid-value text.
 */
export function fieldMessages(
  codes: FieldErrorCodes,
  t: Translate,
  { prefix = "field_error_", english = {} }: { prefix?: string; english?: Record<string, string> } = {},
): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const [field, code] of Object.entries(codes)) {
    const key = `${prefix}${code}`;
    const text = t(key);
    out[field] = text !== key ? text : (english[field] ?? t("field_error_invalid_value"));
  }
  return out;
}

/** A 422's field errors as field → code; null for any other failure (the form then says it failed). */
export function serverFieldCodes(error: unknown): FieldErrorCodes | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const codes = error.fieldCodes();
  return Object.keys(codes).length > 0 ? codes : null;
}

/** A 422's field errors in the page's language, or null. */
export function serverFieldErrors(error: unknown, t: Translate, prefix?: string): FieldErrorMap | null {
  const codes = serverFieldCodes(error);
  if (!codes) return null;
  const english = error instanceof ApiError ? error.fieldMessages() : {};
  return fieldMessages(codes, t, { english, ...(prefix ? { prefix } : {}) });
}

/**
 * A form checked in the browser with the contracts' schema the server checks it with: field → message, or null
 * when it passes (the server still checks it).
 */
export function browserFieldErrors(
  schema: CheckableSchema<unknown>,
  values: unknown,
  t: Translate,
): FieldErrorMap | null {
  const checked = checkWith(schema, values);
  return checked.ok ? null : fieldMessages(checked.errors, t);
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
