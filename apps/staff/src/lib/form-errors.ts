import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./http.ts";

/**
 * Puts the server's field errors (field → codes) under their fields; returns the code of what no field shows
 * (`last_owner` on a field the form lacks, `rate_limited`, a failure), for the form's alert, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return "generic";
  let unplaced: string | null = null;
  for (const [field, codes] of Object.entries(error.errors)) {
    const code = codes[0] ?? "invalid_value";
    if (fields.includes(field)) setError(field as Path<T>, { type: "server", message: code });
    else unplaced ??= code;
  }
  if (Object.keys(error.errors).length === 0)
    return error.code === "rate_limited" ? "rate_limited" : "generic";
  return unplaced;
}
