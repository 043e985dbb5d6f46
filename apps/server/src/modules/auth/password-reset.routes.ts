import {
  errorEnvelopeSchema,
  loginResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationErrorSchema,
} from "@dukkan/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf } from "#server/lib/request-context.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { formBodyValidator } from "#server/plugins/form-body.ts";
import { loginRateLimit } from "#server/plugins/rate-limit.ts";
import { setRefreshCookie } from "./refresh-cookie.ts";

/**
 * Per address: LOGIN_RATE_LIMIT (10) code requests per quarter hour. Per phone the codes service sends at most
 * 3 codes an hour, one a minute (decision 0038), silently: the answer stays 202.
 */
const codeRequestRateLimit = {
  max: (request: FastifyRequest) => request.server.config.loginAttemptsPerMinute,
  timeWindow: "15 minutes",
};

/** `POST /client/password-reset` and `POST /client/password-reset/confirm` (issue 39). */
export async function passwordResetRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/client/password-reset",
    {
      bodyLimit: bodyLimits.form,
      validatorCompiler: formBodyValidator,
      config: { rateLimit: codeRequestRateLimit, fieldErrors: "registration" },
      schema: {
        tags: ["accounts"],
        summary: "Send a 6-digit password reset code to the phone (WhatsApp, else SMS)",
        description:
          "Answers 202 whatever the phone: nothing tells whether it is registered. A registered phone gets a code " +
          "in `lang` (else the request's language), valid 10 minutes and 5 tries; a phone gets at most 3 codes an " +
          "hour, one a minute. A malformed phone is a 422.",
        body: passwordResetRequestSchema,
        response: {
          202: z.object({ message: z.string() }),
          422: registrationErrorSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await app.services.auth.passwordReset.request(request.body as unknown, languageOf(request));
      reply.header("cache-control", "no-store");
      return reply.status(202).send({ message: "If the phone is registered, a code is on its way." });
    },
  );

  app.post(
    "/client/password-reset/confirm",
    {
      bodyLimit: bodyLimits.form,
      validatorCompiler: formBodyValidator,
      config: { rateLimit: loginRateLimit, fieldErrors: "registration" },
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the code sent to the phone; ends every session",
        description:
          "The password policy applies (422 on `password`). A wrong, expired, used or exhausted code: 422 on " +
          "`code` (`code_invalid`). Success ends every session of the client and signs this device in: the answer " +
          "is the login's (access token, client) and the refresh-token cookie is set.",
        body: passwordResetConfirmSchema,
        response: { 200: loginResponseSchema, 422: registrationErrorSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await app.services.auth.passwordReset.confirm(request.body as unknown);
      setRefreshCookie(request, reply, session.refreshToken);
      reply.header("cache-control", "no-store");
      return {
        token: session.token,
        client: session.client,
        data: {
          token: session.token,
          token_type: "Bearer" as const,
          expires_in: session.expiresIn,
          client: session.client,
        },
      };
    },
  );
}
