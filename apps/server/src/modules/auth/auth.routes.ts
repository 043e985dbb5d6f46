import {
  errorEnvelopeSchema,
  loginRequestSchema,
  loginResponseSchema,
  registrationErrorSchema,
  tokenResponseSchema,
} from "@dukkan/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FieldErrorsError, sendFieldErrors } from "#server/modules/clients/field-errors.ts";
import { acceptFormBodies } from "#server/modules/clients/form-body.ts";
import { LoginThrottledError } from "./auth.service.ts";
import { HasherBusyError } from "./password-hasher.ts";
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from "./refresh-cookie.ts";

/** Per IP: 10 login attempts a minute (the per-phone delays live in the auth service). */
export const loginRateLimit = { max: 10, timeWindow: "1 minute" };

/** 429s thrown by the services carry their own Retry-After. */
export function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof LoginThrottledError) reply.header("retry-after", String(error.retryAfterSeconds));
  if (error instanceof HasherBusyError) reply.header("retry-after", String(error.retryAfterSeconds));
  throw error;
}

const errors = { 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** `POST /client-login`, `POST /refresh`, `POST /logout` (spec §7). */
export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);

  app.post(
    "/client-login",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["accounts"],
        summary: "Sign in with phone and password (JSON or form body; never in the URL)",
        description:
          "Returns a 15-minute access token and the client record, and sets the refresh token as an httpOnly cookie. " +
          "Wrong phone or password: 401 with one message. After 5 failures for one phone, growing delays (429 with Retry-After).",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 422: registrationErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const session = await app.services.auth.login(request.body);
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
      } catch (error) {
        if (error instanceof FieldErrorsError) return sendFieldErrors(reply, error, "registration");
        return withRetryAfter(reply, error);
      }
    },
  );

  app.post(
    "/refresh",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["accounts"],
        summary: "A new access token from the refresh-token cookie, which is rotated",
        description:
          "Presenting a rotated refresh token again revokes its whole family (every token of that session).",
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const session = await app.services.auth.refresh(refreshCookieOf(request));
        setRefreshCookie(request, reply, session.refreshToken);
        reply.header("cache-control", "no-store");
        return {
          data: { token: session.token, token_type: "Bearer" as const, expires_in: session.expiresIn },
        };
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
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
}
