/**
 * The one way a form's failures become field errors, in the browser and from the server alike: the field's path
 * joined with dots (`name.ar`, `links.0.link`, `customer.phone`) → one stable code (`required`, `invalid_phone`),
 * which each app translates (`errors.<code>` in the staff app, `field_error_<code>` and `err_<code>` in the
 * storefront). A form-wide failure has the path `_`.
 */
export type FieldErrorCodes = Record<string, string>;

/** A schema's own error (`{ error: "invalid_phone" }`) is a code; zod's default messages are prose. */
const codePattern = /^[a-z][a-z0-9_]*$/;

/** The parts of a zod issue the mapping reads (an issue as zod reports it, or as a resolver passes it on). */
export interface FieldIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
}

/**
 * The stable code of one zod issue: the schema's own code when it gave one; otherwise `required` for a missing
 * or empty value, `too_long` for a text over its limit, and `invalid_value` for anything else (a number out of
 * range, a wrong format), which every app words.
 */
export function issueCode(issue: FieldIssue): string {
  if (codePattern.test(issue.message)) return issue.message;
  const missing =
    "input" in issue
      ? issue.input === undefined || issue.input === null
      : /received (undefined|null)$/.test(issue.message);
  if (issue.code === "invalid_type" && missing) return "required";
  if (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1)
    return "required";
  if (issue.code === "too_small" && issue.origin === "array" && Number(issue.minimum) === 1)
    return "required";
  if (issue.code === "too_big" && issue.origin === "string") return "too_long";
  return "invalid_value";
}

export const fieldPathOf = (path: readonly PropertyKey[]): string => path.map(String).join(".") || "_";

/** Field → the code of its first issue (the one a form shows), from a zod error's issues. */
export function fieldErrorsOfIssues(issues: readonly FieldIssue[]): FieldErrorCodes {
  const out: FieldErrorCodes = {};
  for (const issue of issues) out[fieldPathOf(issue.path)] ??= issueCode(issue);
  return out;
}

/** A zod schema of either build (`zod`, `zod/mini`), as far as checking a value goes. */
export interface CheckableSchema<Out> {
  safeParse(
    value: unknown,
    params?: { reportInput?: boolean },
  ): { success: true; data: Out } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/**
 * Checks a form's values with a contracts schema, as the server will: the parsed value, or field → code. Zod is
 * asked for each issue's input, so that a missing value reads `required` whatever the schema's wording.
 */
export function checkWith<Out>(
  schema: CheckableSchema<Out>,
  value: unknown,
): { ok: true; value: Out } | { ok: false; errors: FieldErrorCodes } {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsOfIssues(result.error.issues) };
}

/** What the API answers on a failure: `errors` (field → English messages) and `error_codes` (field → codes). */
export interface FieldErrorsEnvelope {
  errors?: Record<string, readonly string[]> | undefined;
  error_codes?: Record<string, readonly string[]> | undefined;
}

/**
 * Field → the first code, from the API's error envelope: `error_codes` where the server sends them beside its
 * English messages, else `errors` where a route answers codes there (the staff routes' own checks); a field with
 * only a message is `invalid_value`. The codes are the ones `issueCode` gives for the server's schema checks, or
 * the server's own (`phone_taken`, `unknown_id`).
 */
export function fieldErrorsOfEnvelope(body: FieldErrorsEnvelope | null | undefined): FieldErrorCodes {
  const out: FieldErrorCodes = {};
  for (const source of [body?.error_codes, body?.errors]) {
    for (const [field, list] of Object.entries(source ?? {})) {
      const first = Array.isArray(list) ? list[0] : undefined;
      if (typeof first === "string") out[field] ??= codePattern.test(first) ? first : "invalid_value";
    }
  }
  return out;
}

/**
 * Field errors renamed for a form whose fields are named otherwise than the API's (`part_id` → `parent`), or
 * nested under a prefix the form does not use (`customer.phone` → `phone`); fields the form lacks are kept.
 */
export function renameFields(errors: FieldErrorCodes, rename: (field: string) => string): FieldErrorCodes {
  const out: FieldErrorCodes = {};
  for (const [field, code] of Object.entries(errors)) out[rename(field)] ??= code;
  return out;
}
