import type { ErrorEnvelope } from "@dukkan/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "#server/lib/app-error.ts";

/** Field → messages, from a zod validation failure on params, query or body. */
function fieldErrors(error: { validation: { instancePath?: string; params?: unknown; message?: string }[] }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".") || "_";
    errors[field] ??= [];
    errors[field].push(issue.message ?? "Invalid value");
  }
  return errors;
}

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.status(status).type("application/json; charset=utf-8").send(envelope);
}

/**
 * One error handler for the whole app: expected failures become the error envelope of DESIGN.md with
 * their status; anything else is logged with the request id and answered with a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      } as ErrorEnvelope);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        message: "The request is not valid",
        code: "bad_request",
        errors: fieldErrors(error),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, { message: "Too many requests, try again later", code: "rate_limited" });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, ...
      const code =
        status === 404
          ? "not_found"
          : status === 401
            ? "unauthorized"
            : status === 403
              ? "forbidden"
              : "bad_request";
      const message =
        error.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError
          ? "The request body is not valid"
          : error.message;
      return send(reply, code === "bad_request" ? 400 : status, { message, code });
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, 500, { message: "Something went wrong", code: "internal_error" });
  });
});

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, {
    message: `No route for ${request.method} ${request.url.split("?")[0]}`,
    code: "not_found",
  });
}
