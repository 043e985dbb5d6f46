import {
  errorEnvelopeSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordChangeRequestSchema,
  profileErrorSchema,
  registrationErrorSchema,
  tokenResponseSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireClient, requireSameClient } from "#server/plugins/auth.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { acceptFormBodies, formBodyValidator } from "#server/plugins/form-body.ts";
import { loginRateLimit } from "#server/plugins/rate-limit.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from "./refresh-cookie.ts";

const errors = { 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const clientParams = z.object({ clientId: z.coerce.number().int().positive() });
const tokenData = (session: { token: string; expiresIn: number }) => ({
  token: session.token,
  token_type: "Bearer" as const,
  expires_in: session.expiresIn,
});

/** `POST /client-login`, `POST /refresh`, `POST /logout` and the password change (spec §7). */
export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);
  await app.register(passwordResetRoutes);

  app.post(
    "/client-login",
    {
      bodyLimit: bodyLimits.form,
      config: { rateLimit: loginRateLimit, fieldErrors: "registration" },
      schema: {
        tags: ["accounts"],
        summary: "Sign in with phone and password (JSON or form body; never in the URL)",
        description:
          "Returns a 15-minute access token and the client record, and sets the refresh token as an httpOnly cookie. " +
          "Wrong phone or password: 401 with one message. After 5 failures for one phone from one address (or 100 " +
          "from all addresses), growing delays (429 with Retry-After).",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 422: registrationErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await app.services.auth.login(request.body, request.ip);
      setRefreshCookie(request, reply, session.refreshToken);
      reply.header("cache-control", "no-store");
      return {
        token: session.token,
        client: session.client,
        data: { ...tokenData(session), client: session.client },
      };
    },
  );

  app.post(
    "/refresh",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      // A refresh that fails leaves no cookie behind.
      onError: async (request, reply) => clearRefreshCookie(request, reply),
      schema: {
        tags: ["accounts"],
        summary: "A new access token from the refresh-token cookie, which is rotated",
        description:
          "Presenting a rotated refresh token again revokes its whole family (every token of that session).",
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await app.services.auth.refresh(refreshCookieOf(request));
      setRefreshCookie(request, reply, session.refreshToken);
      reply.header("cache-control", "no-store");
      return { data: tokenData(session) };
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["accounts"],
        summary: "End the session of the refresh-token cookie",
        response: { 200: z.object({ data: z.object({ logged_out: z.literal(true) }) }) },
      },
    },
    async (request, reply) => {
      await app.services.auth.logout(refreshCookieOf(request));
      clearRefreshCookie(request, reply);
      return { data: { logged_out: true as const } };
    },
  );

  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/client/:clientId/password",
      onRequest: requireClient,
      bodyLimit: bodyLimits.form,
      validatorCompiler: formBodyValidator,
      config: { rateLimit: loginRateLimit, fieldErrors: "profile" },
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
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
      handler: async (request, reply) => {
        const id = requireSameClient(request, request.params.clientId);
        const session = await app.services.auth.changePassword(id, request.body as unknown);
        setRefreshCookie(request, reply, session.refreshToken);
        return { data: tokenData(session) };
      },
    });
  }
}
