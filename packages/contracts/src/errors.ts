import { z } from "zod";

/** Stable error codes: clients translate the code, never the prose. */
export const errorCodes = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "rate_limited",
  "internal_error",
  /** Something the server depends on (the media bucket) does not answer; retry later. */
  "service_unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A staff write's failure: field → stable codes (`insufficient_stock`, `unknown_id`) beside the messages. */
export const writeErrorSchema = errorEnvelopeSchema.extend({
  error_codes: z.record(z.string(), z.array(z.string())).optional(),
});
/** A deletion refused while something uses the entity: how many use it (`in_use`). */
export const inUseErrorSchema = errorEnvelopeSchema.extend({ in_use: z.number().int().optional() });
