import {
  errorEnvelopeSchema,
  staffEmailChangeRequestSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffMeSchema,
  staffPasswordChangeRequestSchema,
  staffTokenResponseSchema,
  staffUserSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginRateLimit } from "#server/plugins/rate-limit.ts";
import { staffAuthErrors as authErrors, requireStaff, signedInStaff } from "./staff-auth.ts";
import { clearStaffRefreshCookie, setStaffRefreshCookie, staffRefreshCookieOf } from "./staff-cookie.ts";
import { toStaffMe } from "./staff-principal.ts";

const sessionErrors = { 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The staff API: sessions and the signed-in account (the order desk: staff-orders.routes.ts). */
export async function staffRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/staff/login",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["staff"],
        summary: "Staff sign-in with e-mail and password",
        description:
          "Returns a 15-minute staff token and the account with its permissions, and sets the rotating refresh " +
          "token as an httpOnly cookie scoped to /api/v1/staff. 10 attempts a minute per IP; after 5 failures " +
          "for one e-mail from one address (or 100 from all), growing delays (429 with Retry-After).",
        body: staffLoginRequestSchema,
        response: { 200: staffLoginResponseSchema, 400: errorEnvelopeSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { refreshToken, ...session } = await app.services.staff.login(request.body, request.ip);
      setStaffRefreshCookie(request, reply, refreshToken);
      return { data: session };
    },
  );

  app.post(
    "/staff/refresh",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      // A refresh that fails leaves no cookie behind.
      onError: async (request, reply) => clearStaffRefreshCookie(request, reply),
      schema: {
        tags: ["staff"],
        summary: "A new staff token from the refresh cookie, which is rotated",
        description: "Presenting a rotated refresh token again ends its whole session.",
        response: { 200: staffTokenResponseSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const { refreshToken, ...token } = await app.services.staff.refresh(staffRefreshCookieOf(request));
      setStaffRefreshCookie(request, reply, refreshToken);
      reply.header("cache-control", "no-store");
      return { data: token };
    },
  );

  app.post(
    "/staff/logout",
    {
      schema: {
        tags: ["staff"],
        summary: "End the session of the refresh cookie",
        response: { 200: z.object({ data: z.object({ logged_out: z.literal(true) }) }) },
      },
    },
    async (request, reply) => {
      await app.services.staff.logout(staffRefreshCookieOf(request));
      clearStaffRefreshCookie(request, reply);
      return { data: { logged_out: true as const } };
    },
  );

  app.get(
    "/staff/me",
    {
      onRequest: requireStaff,
      schema: {
        tags: ["staff"],
        summary: "The signed-in staff member, role, granted languages and permissions",
        security: [{ apiKey: [], bearer: [] }],
        response: { 200: z.object({ data: staffMeSchema }), ...authErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const staff = signedInStaff(request);
      const publishedPassword = await app.services.staff.usesPublishedPassword(staff.id);
      return { data: { ...toStaffMe(staff), published_password: publishedPassword } };
    },
  );

  app.post(
    "/staff/me/password",
    {
      onRequest: requireStaff,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["staff"],
        summary: "Change your own password",
        description:
          "Checks the current password (422 `current_password_wrong`), applies the password policy, and ends " +
          "every other session of the account; this one goes on.",
        security: [{ apiKey: [], bearer: [] }],
        body: staffPasswordChangeRequestSchema,
        response: {
          200: z.object({ data: z.object({ changed: z.literal(true) }) }),
          400: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      await app.services.staff.changeOwnPassword(signedInStaff(request), request.body);
      return { data: { changed: true as const } };
    },
  );

  app.post(
    "/staff/me/email",
    {
      onRequest: requireStaff,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["staff"],
        summary: "Change the e-mail you sign in with",
        description:
          "Checks the current password (422 `current_password_wrong`); a taken e-mail is 422 `email_taken`. " +
          "Audited; sessions go on.",
        security: [{ apiKey: [], bearer: [] }],
        body: staffEmailChangeRequestSchema,
        response: {
          200: z.object({ data: staffUserSchema }),
          400: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...authErrors,
        },
      },
    },
    async (request) => ({
      data: await app.services.staff.changeOwnEmail(signedInStaff(request), request.body),
    }),
  );
}
