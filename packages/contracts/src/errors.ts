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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
