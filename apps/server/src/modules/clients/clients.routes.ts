import {
  clientResponseSchema,
  errorEnvelopeSchema,
  passwordChangeRequestSchema,
  profileErrorSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  registrationErrorSchema,
  tokenResponseSchema,
} from "@dukkan/contracts";
import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginRateLimit, withRetryAfter } from "#server/modules/auth/auth.routes.ts";
import { setRefreshCookie } from "#server/modules/auth/refresh-cookie.ts";
import { requireClient, requireSameClient } from "#server/plugins/auth.ts";
import { FieldErrorsError, sendFieldErrors } from "./field-errors.ts";
import { acceptFormBodies } from "./form-body.ts";

/**
 * Form bodies are validated by the services, so that every failure becomes a 422 field error in the spec's
 * shape (not the generic 400); the schema still documents the body. Params are validated as usual.
 */
const formBodyValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === "body" ? (data) => ({ value: data }) : validatorCompiler(route as never);

const clientParams = z.object({ clientId: z.coerce.number().int().positive() });
const authErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** `POST /client`, `GET /client/{clientId}`, the profile update and the password change (spec §7). */
export async function clientsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);

  app.post(
    "/client",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      validatorCompiler: formBodyValidator,
      schema: {
        tags: ["accounts"],
        summary: "Register (JSON or form body)",
        description:
          "Failure: 422 with field → messages in `errors` and in `data` (the spec's client), and field → codes in `error_codes`.",
        body: registerRequestSchema,
        response: { 201: clientResponseSchema, 422: registrationErrorSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        const client = await app.services.clients.register(request.body as unknown);
        return reply.status(201).send({ data: client });
      } catch (error) {
        if (error instanceof FieldErrorsError) return sendFieldErrors(reply, error, "registration");
        return withRetryAfter(reply, error);
      }
    },
  );

  app.get(
    "/client/:clientId",
    {
      preHandler: requireClient,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in client's profile",
        security: [{ apiKey: [], bearer: [] }],
        params: clientParams,
        response: { 200: clientResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const id = requireSameClient(request, request.params.clientId);
      reply.header("cache-control", "private, no-store");
      return { data: await app.services.clients.get(id) };
    },
  );

  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/client/:clientId",
      preHandler: requireClient,
      validatorCompiler: formBodyValidator,
      schema: {
        tags: ["accounts"],
        summary: "Update the profile (JSON or form body); fields left out stay",
        description:
          "Failure: 422 with field → messages in `errors` and in `data.data` (the spec's client), codes in `error_codes`.",
        security: [{ apiKey: [], bearer: [] }],
        params: clientParams,
        body: profileUpdateRequestSchema,
        response: { 200: clientResponseSchema, 422: profileErrorSchema, ...authErrors },
      },
      handler: async (request, reply) => {
        const id = requireSameClient(request, request.params.clientId);
        try {
          return { data: await app.services.clients.updateProfile(id, request.body as unknown) };
        } catch (error) {
          if (error instanceof FieldErrorsError) return sendFieldErrors(reply, error, "profile");
          throw error;
        }
      },
    });

    app.route({
      method,
      url: "/client/:clientId/password",
      preHandler: requireClient,
      validatorCompiler: formBodyValidator,
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["accounts"],
        summary: "Change the password: checks the current one, ends every other session",
        description: "Returns a new access token and sets a new refresh-token cookie.",
        security: [{ apiKey: [], bearer: [] }],
        params: clientParams,
        body: passwordChangeRequestSchema,
        response: {
          200: tokenResponseSchema,
          422: profileErrorSchema,
          429: errorEnvelopeSchema,
          ...authErrors,
        },
      },
      handler: async (request, reply) => {
        const id = requireSameClient(request, request.params.clientId);
        try {
          const session = await app.services.auth.changePassword(id, request.body as unknown);
          setRefreshCookie(request, reply, session.refreshToken);
          return {
            data: { token: session.token, token_type: "Bearer" as const, expires_in: session.expiresIn },
          };
        } catch (error) {
          if (error instanceof FieldErrorsError) return sendFieldErrors(reply, error, "profile");
          return withRetryAfter(reply, error);
        }
      },
    });
  }
}
