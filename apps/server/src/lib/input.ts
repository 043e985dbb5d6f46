import { fieldPathOf, issueCode } from "@dukkan/contracts/field-errors";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/**
 * Validates a service's input with a contracts schema (the same schema validates the staff form in the browser):
 * a failure is a 422 with field → messages in `errors` and field → codes in `error_codes`, the codes the browser
 * gives for the same failure (`issueCode`: the schema's own, or `required`, `too_long`, `invalid_value`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  const codes: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = fieldPathOf(issue.path);
    errors[field] = [...(errors[field] ?? []), issue.message];
    codes[field] = [...(codes[field] ?? []), issueCode(issue)];
  }
  throw new AppError("validation_failed", "The given data was invalid.", errors, { error_codes: codes });
}

/** A 422 on one field (an unknown id, a code already taken), shaped as `parseInput` shapes its failures. */
export function invalidField(field: string, message: string, code = "invalid_value"): AppError {
  return new AppError(
    "validation_failed",
    message,
    { [field]: [message] },
    { error_codes: { [field]: [code] } },
  );
}
