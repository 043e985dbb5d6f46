import type { ErrorEnvelope } from "@dukkan/contracts/errors";
import { type FieldErrorCodes, fieldErrorsOfEnvelope } from "@dukkan/contracts/field-errors";

/**
 * The API's error envelope as the apps receive it (DESIGN "API conventions"): `{ message, code, errors? }`, on forms
 * also `error_codes` (field → stable codes) and the spec's `data` / `data.data` (field → messages, decision 0005),
 * and what some failures add (`in_use` of a refused deletion, `lines` of a sold-out checkout). Every field is
 * optional: a proxy or a crash can answer with anything.
 */
export interface ApiErrorBody extends Partial<ErrorEnvelope> {
  error_codes?: Record<string, string[]>;
  data?: unknown;
  [extra: string]: unknown;
}

/** Spec §8's fetch helper kinds: HTTP for an answer outside 200–299, the others when there was no usable answer. */
export type ApiErrorKind = "HTTP" | "TIMEOUT_ERROR" | "FETCH_ERROR" | "PARSING_ERROR";

/**
 * A failed API call, in both apps: the status (0 without an answer), the envelope's stable `code` (the UI
 * translates it, never the prose), its `message`, and its field errors as the envelope has them.
 */
export class ApiError extends Error {
  readonly code: string;

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody = {},
    readonly kind: ApiErrorKind = "HTTP",
  ) {
    super(typeof body.message === "string" ? body.message : `${kind} ${status}`);
    this.name = "ApiError";
    this.code = typeof body.code === "string" ? body.code : "internal_error";
  }

  /**
   * Field → first stable code (`phone_taken`, `insufficient_stock`), by the contracts' one mapping
   * (`fieldErrorsOfEnvelope`): the envelope's `error_codes` where it sends them beside its English messages, else
   * its `errors` where a route answers codes there; a field with only a message is `invalid_value`.
   */
  fieldCodes(): FieldErrorCodes {
    return fieldErrorsOfEnvelope(this.body);
  }

  /** Field → first English message, from `errors` or the spec's `data` / `data.data`. */
  fieldMessages(): Record<string, string> {
    const data = this.body.data;
    const nested = data && typeof data === "object" && "data" in data ? data.data : data;
    return firstOfEach(fieldLists(this.body.errors) ?? fieldLists(nested));
  }
}

/**
 * The error of an answer outside 200–299, read from its body; an empty or non-JSON body (a proxy's page) gives
 * an error with the status alone.
 */
export async function responseError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return new ApiError(response.status, body && typeof body === "object" ? (body as ApiErrorBody) : {});
}

function fieldLists(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(value)) {
    if (Array.isArray(list)) out[field] = list.filter((item): item is string => typeof item === "string");
  }
  return out;
}

function firstOfEach(map: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(map ?? {})) if (list[0] !== undefined) out[field] = list[0];
  return out;
}
