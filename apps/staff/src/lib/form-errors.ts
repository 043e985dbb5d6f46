import {
  type FieldErrorCodes,
  type FieldErrorsEnvelope,
  fieldErrorsOfEnvelope,
} from "@dukkan/contracts/field-errors";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./http.ts";

/** The server's field errors (field → code, the contracts' one mapping); none for a failure without an answer. */
export const serverFieldErrors = (error: unknown): FieldErrorCodes =>
  error instanceof ApiError ? fieldErrorsOfEnvelope(error.body as FieldErrorsEnvelope) : {};

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
