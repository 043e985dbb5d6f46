import type { ErrorEnvelope } from "@dukkan/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "#server/lib/app-error.ts";
import { type FieldErrorShape, FieldErrorsError, fieldErrorsBody } from "#server/lib/field-errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The spec's shape of this route's form field errors (FieldErrorsError); registration's by default. */
    fieldErrors?: FieldErrorShape;
  }
}

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

function send(reply: FastifyReply, status: number, body: ErrorEnvelope | Record<string, unknown>) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** Fastify's own client errors (malformed JSON, unsupported media type, body too large, …) by status. */
const codeOfClientStatus: Record<number, ErrorEnvelope["code"]> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
};

function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
  if (error.authenticate !== undefined) reply.header("www-authenticate", error.authenticate);
  if (error instanceof FieldErrorsError) {
    const shape = request.routeOptions.config?.fieldErrors ?? "registration";
    return send(reply, error.statusCode, fieldErrorsBody(error, shape));
  }
  return send(reply, error.statusCode, {
    message: error.message,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.extra,
  });
}

/**
 * The one error handler: route handlers never catch. Expected failures are AppErrors (their code gives the
 * status, lib/app-error.ts) answered with the error envelope of DESIGN.md; anything else is logged with the
 * request id and answered with a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendAppError(request, reply, error);
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
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit;
      return send(reply, 413, {
        message: `The request body is larger than the limit of ${limit} bytes`,
        code: "payload_too_large",
      });
    }
    if (status >= 400 && status < 500) {
      const code = codeOfClientStatus[status] ?? "bad_request";
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
