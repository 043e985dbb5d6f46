import {
  checkoutErrorSchema,
  errorEnvelopeSchema,
  idempotencyKeySchema,
  languageSchema,
  orderListResponseSchema,
  orderLookupQuerySchema,
  orderResponseSchema,
  paginationQuerySchema,
  placeOrderRequestSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf, requestContext } from "#server/lib/request-context.ts";

import { requireClient, signedInClient } from "#server/plugins/auth.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { shopRateLimit } from "#server/plugins/rate-limit.ts";

/** Per IP: order lookups by number and e-mail or phone cannot be used to probe for orders. */
export const lookupRateLimit = { max: 10, timeWindow: "1 minute" };

const authErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const langQuery = z.object({ lang: languageSchema.optional() });

/** `POST /orders`, `GET /orders/lookup`, `GET /client-auth/orders[/{order_number}]` (issue 10). */
export async function ordersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/orders",
    {
      // onRequest: an anonymous caller is refused before a byte of the body is read or parsed.
      onRequest: requireClient,
      bodyLimit: bodyLimits.order,
      config: { rateLimit: shopRateLimit("orders") },
      schema: {
        tags: ["orders"],
        summary: "Place an order (cash on delivery) for the signed-in client",
        description:
          "Prices, discounts, the coupon and the delivery fee are computed by the server (prices sent by the client " +
          "are ignored). Stock is taken in the same transaction and never goes below zero: sold-out lines are a 409 " +
          "with `lines` and nothing is written. The same `Idempotency-Key` with the same body returns the same " +
          "order (201); with another body, 409. Names are in the `lang` query language (else the cookie, else ar).",
        security: [{ apiKey: [], bearer: [] }],
        headers: z.object({ "idempotency-key": idempotencyKeySchema }),
        querystring: langQuery,
        body: placeOrderRequestSchema,
        response: {
          201: orderResponseSchema,
          409: checkoutErrorSchema.or(errorEnvelopeSchema),
          422: checkoutErrorSchema,
          429: errorEnvelopeSchema,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const data = await app.services.orders.place(requestContext(request, languageOf(request)), {
        clientId: signedInClient(request),
        idempotencyKey: request.headers["idempotency-key"],
        order: request.body,
      });
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ data });
    },
  );

  app.get(
    "/orders/lookup",
    {
      config: { rateLimit: lookupRateLimit },
      schema: {
        tags: ["orders"],
        summary: "Track an order by its number and the e-mail or phone it was placed with",
        description:
          "A number that does not exist and a wrong e-mail or phone get the same 404. 10 a minute per IP.",
        querystring: orderLookupQuerySchema,
        response: { 200: orderResponseSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await app.services.orders.lookup(requestContext(request, languageOf(request)), {
        orderNumber: request.query.order_number,
        email: request.query.email,
        phone: request.query.phone,
      });
      reply.header("cache-control", "no-store");
      return { data };
    },
  );

  app.get(
    "/client-auth/orders",
    {
      onRequest: requireClient,
      schema: {
        tags: ["orders"],
        summary: "The signed-in client's orders, newest first",
        security: [{ apiKey: [], bearer: [] }],
        querystring: paginationQuerySchema.extend(langQuery.shape),
        response: { 200: orderListResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { page, per_page } = request.query;
      reply.header("cache-control", "private, no-store");
      return app.services.orders.ofClient(
        requestContext(request, languageOf(request)),
        signedInClient(request),
        {
          page,
          per_page,
        },
      );
    },
  );

  app.get(
    "/client-auth/orders/:order_number",
    {
      onRequest: requireClient,
      schema: {
        tags: ["orders"],
        summary: "One of the signed-in client's orders",
        description: "Another client's order is the same 404 as one that does not exist.",
        security: [{ apiKey: [], bearer: [] }],
        params: z.object({ order_number: z.string().max(40) }),
        querystring: langQuery,
        response: { 200: orderResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const data = await app.services.orders.clientOrder(
        requestContext(request, languageOf(request)),
        signedInClient(request),
        request.params.order_number,
      );
      return { data };
    },
  );
}
