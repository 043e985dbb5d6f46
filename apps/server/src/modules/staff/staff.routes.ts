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
} from "@dukkan/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#server/lib/app-error.ts";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import { loginRateLimit } from "#server/plugins/rate-limit.ts";

declare module "fastify" {
  interface FastifyRequest {
    staffUserId: number | null;
  }
}

/** preHandler: a staff token (its own audience; a client's token is refused) of an active staff account. */
async function requireStaff(request: FastifyRequest): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!match?.[1]) throw new AppError("unauthorized", "Sign in to continue");
  const id = await request.server.services.staff.authenticate(match[1]);
  if (id === null) throw new AppError("forbidden", "The access token is invalid or has expired");
  request.staffUserId = id;
}

const authErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const numberParams = z.object({ order_number: z.string().max(40) });
const langQuery = z.object({ lang: languageSchema.optional() });

/** The staff API: sign-in and order status changes (the dashboard comes later). */
export async function staffRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.decorateRequest("staffUserId", null);

  app.post(
    "/staff/login",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["staff"],
        summary: "Staff sign-in with e-mail and password: a 15-minute staff token",
        body: staffLoginRequestSchema,
        response: { 200: staffLoginResponseSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await app.services.staff.login(request.body) };
    },
  );

  app.get(
    "/staff/orders",
    {
      preHandler: requireStaff,
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
      preHandler: requireStaff,
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
      preHandler: requireStaff,
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
        staffUserId: request.staffUserId as number,
        note: request.body.note,
      }),
    }),
  );
}
