import type { ErrorCode } from "@dukkan/contracts";

/** The one table from error code to HTTP status: every expected failure is an AppError with one of these codes. */
const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** An expected failure with a stable code; the error handler (plugins/errors.ts) turns it into the error envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Sent as Retry-After (throttled sign-ins, a busy password hasher). */
  retryAfterSeconds?: number;
  /** Sent as WWW-Authenticate: a token that is invalid or expired (RFC 6750), as against a role refused. */
  authenticate?: string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** More fields of the error body (`error_codes`, `lines`), beside the envelope's. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (message = "Not found") => new AppError("not_found", message);
