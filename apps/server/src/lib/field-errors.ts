import { type FieldErrorCode, fieldErrorMessages, isFieldErrorCode } from "@dukkan/contracts";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/**
 * Field-level failures of a client form (registration, sign-in, profile, password): a 422 whose body the error
 * handler shapes as the spec's client expects (the route's `config.fieldErrors`).
 */
export class FieldErrorsError extends AppError {
  constructor(readonly codes: Record<string, FieldErrorCode[]>) {
    super("validation_failed", "The given data was invalid.", messagesOf(codes), { error_codes: codes });
  }
}

export const fieldError = (field: string, code: FieldErrorCode) => new FieldErrorsError({ [field]: [code] });

/** Validates a form body with a contracts schema; zod messages there are field error codes. */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const codes: Record<string, FieldErrorCode[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    const code = isFieldErrorCode(issue.message) ? issue.message : "invalid_value";
    codes[field] ??= [];
    if (!codes[field].includes(code)) codes[field].push(code);
  }
  throw new FieldErrorsError(codes);
}

function messagesOf(codes: Record<string, FieldErrorCode[]>) {
  return Object.fromEntries(
    Object.entries(codes).map(([field, list]) => [field, list.map((code) => fieldErrorMessages[code])]),
  );
}

/**
 * Where the spec's client reads a form's field errors besides `errors`: field → messages in `data` for
 * registration and sign-in, in `data.data` for the profile and password forms (spec §7).
 */
export type FieldErrorShape = "registration" | "profile";

export function fieldErrorsBody(error: FieldErrorsError, shape: FieldErrorShape) {
  const errors = error.errors ?? {};
  return {
    message: error.message,
    code: error.code,
    errors,
    error_codes: error.codes,
    data: shape === "registration" ? errors : { data: errors },
  };
}
