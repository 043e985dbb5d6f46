import { ApiError } from "@dukkan/client-kit/api-error";
import type { FieldErrorCodes } from "@dukkan/contracts/field-errors";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * The server's field errors (field → code, the contracts' one mapping through `ApiError.fieldCodes`); none for a
 * failure without an answer.
 */
export const serverFieldErrors = (error: unknown): FieldErrorCodes =>
  error instanceof ApiError ? error.fieldCodes() : {};

/**
 * The code a failed write shows where no field does: its first field error, else the envelope's code
 * (`conflict`, `rate_limited`), else `generic` for a failure without an answer or a server error; undefined
 * without a failure.
 */
export function failureCode(error: unknown): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return "generic";
  const code = Object.values(error.fieldCodes())[0] ?? error.code;
  return code === "internal_error" ? "generic" : code;
}

/** The code of a field or of any of its items (`tags` for `tags.3`). */
export function codeUnder(errors: FieldErrorCodes, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

/**
 * What a form shows above its fields: the first code of a field it does not show (`last_owner`, `id`), or for a
 * failure without field errors its code (`conflict`, `rate_limited`, `generic`); null when every error has its
 * field. `errors` are the ones the form shows (the browser's check, else the server's).
 */
export function unplacedCode(
  error: unknown,
  errors: FieldErrorCodes,
  fields: readonly string[],
): string | null {
  const placed = (field: string) => fields.some((f) => field === f || field.startsWith(`${f}.`));
  const unplaced = Object.entries(errors).find(([field]) => !placed(field));
  if (unplaced) return unplaced[1];
  if (Object.keys(errors).length > 0) return null;
  return failureCode(error) ?? null;
}

/**
 * Puts the server's field errors under their fields of a react-hook-form form; returns the code of what no field
 * shows (`last_owner` on a field the form lacks, `rate_limited`, a failure), for the form's alert, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return "generic";
  const errors = serverFieldErrors(error);
  let unplaced: string | null = null;
  for (const [field, code] of Object.entries(errors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: "server", message: code });
    else unplaced ??= code;
  }
  if (Object.keys(errors).length === 0) return error.code === "rate_limited" ? "rate_limited" : "generic";
  return unplaced;
}
