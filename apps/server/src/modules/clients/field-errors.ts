import { type FieldErrorCode, fieldErrorMessages, isFieldErrorCode } from "@dukkan/contracts";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

/** Field-level failures of a form (registration, profile, password): answered 422 with field → messages. */
export class FieldErrorsError extends Error {
  constructor(readonly codes: Record<string, FieldErrorCode[]>) {
    super("The given data was invalid.");
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
 * The 422 body: our error envelope (`message`, `code`, `errors`), the codes for the UI to translate
 * (`error_codes`), and the spec's shape in `data`: field → messages for registration, `data.data` for the
 * profile update (spec §7).
 */
export function sendFieldErrors(
  reply: FastifyReply,
  error: FieldErrorsError,
  shape: "registration" | "profile",
) {
  const errors = messagesOf(error.codes);
  return reply
    .status(422)
    .type("application/json; charset=utf-8")
    .send({
      message: error.message,
      code: "validation_failed" as const,
      errors,
      error_codes: error.codes,
      data: shape === "registration" ? errors : { data: errors },
    });
}
