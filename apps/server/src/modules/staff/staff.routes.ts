import {
  errorEnvelopeSchema,
  languageSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatusChangeRequestSchema,
  orderStatuses,
  paginationQuerySchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffMeSchema,
  staffPasswordChangeRequestSchema,
  staffTokenResponseSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import { loginRateLimit } from "#server/plugins/rate-limit.ts";
import {
  staffAuthErrors as authErrors,
  requirePermission,
  requireStaff,
  signedInStaff,
} from "./staff-auth.ts";
import { clearStaffRefreshCookie, setStaffRefreshCookie, staffRefreshCookieOf } from "./staff-cookie.ts";
import { toStaffMe } from "./staff-principal.ts";

const numberParams = z.object({ order_number: z.string().max(40) });
const langQuery = z.object({ lang: languageSchema.optional() });
const sessionErrors = { 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The staff API: sessions, the signed-in account, and order status changes. */
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
          "for one e-mail, growing delays (429 with Retry-After).",
        body: staffLoginRequestSchema,
        response: { 200: staffLoginResponseSchema, 400: errorEnvelopeSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { refreshToken, ...session } = await app.services.staff.login(request.body);
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
      return { data: toStaffMe(signedInStaff(request)) };
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

  app.get(
    "/staff/orders",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "Every order, newest first, optionally of one status",
        security: [{ apiKey: [], bearer: [] }],
        querystring: paginationQuerySchema.extend({
          status: z.enum(orderStatuses).optional(),
          ...langQuery.shape,
        }),
        response: { 200: orderListResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const { page, per_page, status } = request.query;
      return app.services.orders.list(
        requestContext(request, languageOf(request)),
        status ? { status } : {},
        {
          page,
          per_page,
        },
      );
    },
  );

  app.get(
    "/staff/orders/:order_number",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "One order",
        security: [{ apiKey: [], bearer: [] }],
        params: numberParams,
        querystring: langQuery,
        response: { 200: orderResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => ({
      data: await app.services.orders.staffOrder(
        requestContext(request, languageOf(request)),
        request.params.order_number,
      ),
    }),
  );

  app.post(
    "/staff/orders/:order_number/status",
    {
      onRequest: requirePermission("orders.move"),
      schema: {
        tags: ["staff"],
        summary: "Confirm, ship, deliver or cancel an order",
        description:
          "placed → confirmed | cancelled; confirmed → shipped | cancelled; shipped → delivered | cancelled. " +
          "Any other move is a 409. Cancelling returns the stock and the coupon use.",
        security: [{ apiKey: [], bearer: [] }],
        params: numberParams,
        querystring: langQuery,
        body: orderStatusChangeRequestSchema,
        response: {
          200: orderResponseSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...authErrors,
        },
      },
    },
    async (request) => ({
      data: await app.services.orders.changeStatus(requestContext(request, languageOf(request)), {
        orderNumber: request.params.order_number,
        to: request.body.status,
        staffUserId: signedInStaff(request).id,
        note: request.body.note,
      }),
    }),
  );
}
