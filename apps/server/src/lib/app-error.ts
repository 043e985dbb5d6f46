import type { ErrorCode } from "@dukkan/contracts";

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal_error: 500,
};

/** An expected failure with a stable code; the error handler turns it into the API's error envelope. */
export class AppError extends Error {
  readonly statusCode: number;
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
