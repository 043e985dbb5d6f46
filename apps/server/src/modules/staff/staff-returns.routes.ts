import {
  deskFieldErrorSchema,
  errorEnvelopeSchema,
  idempotencyKeySchema,
  orderReasonCreateSchema,
  orderReasonListQuerySchema,
  orderReasonListResponseSchema,
  orderReasonResponseSchema,
  orderReasonUpdateSchema,
  orderReturnExchangeRequestSchema,
  orderReturnRequestSchema,
  orderReturnResponseSchema,
  orderReturnsResponseSchema,
  roleCan,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import {
  staffAuthErrors as authErrors,
  idempotentRequest,
  requirePermission,
  signedInStaff,
} from "./staff-auth.ts";

const numberParams = z.object({ order_number: z.string().max(40) });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const returnParams = numberParams.extend(idParams.shape);
const security = [{ apiKey: [], bearer: [] }];
const writeErrors = {
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: deskFieldErrorSchema,
  ...authErrors,
};

/** Returns after delivery and the shop's cancel and return reasons (issue 38, decision 0033). */
export async function staffReturnsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const returns = () => app.services.orders.returns;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/staff/order-reasons",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "The shop's cancel and return reasons, in the owner's order",
        description:
          "`kind`: cancel or return; `active=true`: the ones staff may pick (the settings page lists all).",
        security,
        querystring: orderReasonListQuerySchema,
        response: { 200: orderReasonListResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      data: await returns().reasons.list({
        kind: request.query.kind,
        activeOnly: request.query.active === "true",
      }),
    }),
  );

  app.post(
    "/staff/order-reasons",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Add a cancel or return reason (its label in the five languages; Arabic required)",
        security,
        body: orderReasonCreateSchema,
        response: { 201: orderReasonResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const ctx = requestContext(request, languageOf(request));
      const data = await returns().reasons.create(ctx, signedInStaff(request).id, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.patch(
    "/staff/order-reasons/:id",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary:
          "Rename, reorder, deactivate or reactivate a reason (never deleted: events keep pointing at it)",
        security,
        params: idParams,
        body: orderReasonUpdateSchema,
        response: { 200: orderReasonResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      data: await returns().reasons.update(
        requestContext(request, languageOf(request)),
        signedInStaff(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    "/staff/orders/:order_number/returns",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary:
          "An order's returns, what each line may still give back, and the order it is an exchange for",
        security,
        params: numberParams,
        response: { 200: orderReturnsResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => ({ data: await returns().ofOrder(request.params.order_number) }),
  );

  app.post(
    "/staff/orders/:order_number/returns",
    {
      onRequest: requirePermission("orders.return"),
      schema: {
        tags: ["staff"],
        summary: "Record a return after delivery: units, their condition, the reason and the cash refunded",
        description:
          "On a delivered order (409 otherwise). Each line names a size of the order and how many units came " +
          "back: never more than were delivered less earlier returns (409 naming `lines.<i>.quantity`). " +
          "`restock` units go back on the shelf through the stock ledger (`return` movements); `damaged` units " +
          "are recorded only. `reason_id` (a return reason from the list) or `reason` (free text), or both. " +
          "`refund` (IQD, at most what was paid less earlier refunds) needs `orders.refund`: a role without it " +
          "records the return with 0 and gets 403 for more. `exchange_order_number` links the staff-entered " +
          "order the customer took instead. With an `Idempotency-Key`, a retry answers the first return.",
        security,
        params: numberParams,
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
        body: orderReturnRequestSchema,
        response: { 201: orderReturnResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const { statusCode, body } = await app.services.staffIdempotency.run(
        idempotentRequest(request),
        201,
        async () => ({
          data: await returns().record(requestContext(request, languageOf(request)), {
            orderNumber: request.params.order_number,
            staffUserId: staff.id,
            mayRefund: roleCan(staff.role, "orders.refund"),
            request: request.body,
          }),
        }),
      );
      return reply.status(statusCode).send(body);
    },
  );

  app.post(
    "/staff/orders/:order_number/returns/:id/exchange",
    {
      onRequest: requirePermission("orders.return"),
      schema: {
        tags: ["staff"],
        summary: "Link the order the customer took instead to a return recorded earlier (an exchange)",
        description: "Once per return (409 when it is linked already); the order must be another one (422).",
        security,
        params: returnParams,
        body: orderReturnExchangeRequestSchema,
        response: { 200: orderReturnResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      data: await returns().linkExchange(requestContext(request, languageOf(request)), {
        orderNumber: request.params.order_number,
        returnId: request.params.id,
        staffUserId: signedInStaff(request).id,
        exchangeOrderNumber: request.body.exchange_order_number,
      }),
    }),
  );
}
