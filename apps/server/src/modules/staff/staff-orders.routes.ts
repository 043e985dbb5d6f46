import {
  checkoutErrorSchema,
  courierCreateRequestSchema,
  courierListResponseSchema,
  courierResponseSchema,
  courierUpdateRequestSchema,
  deskFieldErrorSchema,
  errorEnvelopeSchema,
  idempotencyKeySchema,
  languageSchema,
  newOrdersSchema,
  orderEditRequestSchema,
  orderNoteRequestSchema,
  orderStatusChangeRequestSchema,
  orderUndoRequestSchema,
  settlementCreateRequestSchema,
  settlementListQuerySchema,
  settlementListResponseSchema,
  settlementResolveRequestSchema,
  settlementResponseSchema,
  staffOrderEntryRequestSchema,
  staffOrderListQuerySchema,
  staffOrderListResponseSchema,
  staffOrderResponseSchema,
  writeErrorSchema,
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
  staffWriteContext,
} from "./staff-auth.ts";

const numberParams = z.object({ order_number: z.string().max(40) });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const langQuery = z.object({ lang: languageSchema.optional() });
const security = [{ apiKey: [], bearer: [] }];
const writeErrors = {
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: deskFieldErrorSchema,
  ...authErrors,
};

/** The staff order desk (issue 17): orders, their timeline and lines, couriers and cash settlements. */
export async function staffOrdersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const orders = () => app.services.orders;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/staff/orders",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "The order list: saved views, search, filters, pages",
        description:
          "Newest first. `view`: to_confirm (placed), to_prepare (confirmed or preparing), with_courier, " +
          "cash_not_settled (delivered, cash not handed in), today (placed today, Baghdad time). `q` matches the " +
          "start of an order number, any part of the customer's name, or any part of the phone in any digit form " +
          "(07XX, +9647XX, Arabic-Indic digits).",
        security,
        querystring: staffOrderListQuerySchema,
        response: { 200: staffOrderListResponseSchema, 422: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => orders().desk.list(requestContext(request, languageOf(request)), request.query),
  );

  app.post(
    "/staff/orders",
    {
      onRequest: requirePermission("orders.enter"),
      schema: {
        tags: ["staff"],
        summary: "Enter an order taken by phone, WhatsApp, Facebook or in the showroom",
        description:
          "`customer`: a new customer's fields (the phone in any digit form, normalised as at the checkout), or " +
          "`client_id` (the account's name, phone and governorate and its last order's address, unless given). " +
          "Priced from the catalogue; the stock is taken as for a storefront order (409 with `lines` when short, " +
          "nothing written). The order starts `confirmed`, or `draft` (`draft: true`): a draft takes no stock " +
          "until it is confirmed (`POST …/status`). A `discount` (IQD, with a reason) comes off the subtotal. " +
          "The same `Idempotency-Key` and body from the same staff member answers the same order.",
        security,
        headers: z.object({ "idempotency-key": idempotencyKeySchema }),
        body: staffOrderEntryRequestSchema,
        response: {
          201: staffOrderResponseSchema,
          ...writeErrors,
          // A short or unsellable line names what is left (`lines`), as at the checkout: the staff app says it.
          409: checkoutErrorSchema.or(errorEnvelopeSchema),
          422: checkoutErrorSchema.or(deskFieldErrorSchema),
        },
      },
    },
    async (request, reply) => {
      const ctx = requestContext(request, languageOf(request));
      const orderNumber = await orders().enter(ctx, {
        staffUserId: signedInStaff(request).id,
        idempotencyKey: request.headers["idempotency-key"],
        entry: request.body,
      });
      return reply.status(201).send({ data: await orders().desk.reread(ctx, orderNumber) });
    },
  );

  app.get(
    "/staff/orders/new",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "Orders waiting for confirmation, and the newest order's number (the menu's count, polled)",
        security,
        response: { 200: z.object({ data: newOrdersSchema }), ...authErrors },
      },
    },
    async () => ({ data: await orders().desk.newOrders() }),
  );

  app.get(
    "/staff/orders/:order_number",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "One order with its whole timeline, private notes, courier and WhatsApp link",
        security,
        params: numberParams,
        querystring: langQuery,
        response: { 200: staffOrderResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => ({
      data: await orders().desk.order(
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
        summary: "Move an order: confirm, prepare, hand to a courier, deliver, cancel, return",
        description:
          "placed → confirmed; confirmed → preparing; preparing → with_courier (`courier_id` of an active " +
          "courier; the amount to collect is the total, delivery fee included); with_courier → delivered | " +
          "returned; any of these → cancelled before delivery (`reason` required). Cancelling and returning give " +
          "the stock and the coupon use back. Any other move, or an order moved meanwhile by someone else, is a 409.",
        security,
        params: numberParams,
        querystring: langQuery,
        body: orderStatusChangeRequestSchema,
        response: { 200: staffOrderResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const ctx = requestContext(request, languageOf(request));
      await orders().changeStatus(ctx, {
        orderNumber: request.params.order_number,
        staffUserId: signedInStaff(request).id,
        change: request.body,
      });
      return { data: await orders().desk.reread(ctx, request.params.order_number) };
    },
  );

  app.post(
    "/staff/orders/:order_number/notes",
    {
      onRequest: requirePermission("orders.move"),
      schema: {
        tags: ["staff"],
        summary: "A private staff note on the order's timeline (clients never see it)",
        description: "With an `Idempotency-Key`, a retry answers the first note instead of adding it twice.",
        security,
        params: numberParams,
        querystring: langQuery,
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
        body: orderNoteRequestSchema,
        response: { 201: staffOrderResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { statusCode, body } = await app.services.staffIdempotency.run(
        idempotentRequest(request),
        201,
        async () => ({
          data: await orders().desk.addNote(requestContext(request, languageOf(request)), {
            orderNumber: request.params.order_number,
            staffUserId: signedInStaff(request).id,
            note: request.body.note,
          }),
        }),
      );
      return reply.status(statusCode).send(body);
    },
  );

  app.patch(
    "/staff/orders/:order_number",
    {
      onRequest: requirePermission("orders.edit"),
      schema: {
        tags: ["staff"],
        summary:
          "Edit an order before dispatch: lines, contact and address, governorate, delivery fee, discount",
        description:
          "Only while placed, confirmed or preparing (else 409). `lines` names only what changes: " +
          "`{ item_id, quantity }` (0 removes the line), `{ item_id, product_id, color_id, size_id, quantity }` " +
          "(the line replaced by that size, priced now), `{ product_id, color_id, size_id, quantity }` (a new " +
          "line). A new governorate sets its delivery fee unless `delivery_fee` is given. `discount` (IQD) " +
          "replaces the order's, except on an order with a coupon (the coupon's discount is computed again and " +
          "its minimum checked: 422). Stock is taken or given back in the same transaction, never below zero " +
          "(409 when short, nothing written). Each change is on the timeline with its before and after and the " +
          "`reason`.",
        security,
        params: numberParams,
        querystring: langQuery,
        body: orderEditRequestSchema,
        response: { 200: staffOrderResponseSchema, ...writeErrors, 409: writeErrorSchema },
      },
    },
    async (request) => {
      const ctx = requestContext(request, languageOf(request));
      const orderNumber = await orders().edit(ctx, {
        orderNumber: request.params.order_number,
        staffUserId: signedInStaff(request).id,
        edit: request.body,
      });
      return { data: await orders().desk.reread(ctx, orderNumber) };
    },
  );

  app.post(
    "/staff/orders/:order_number/undo",
    {
      onRequest: requirePermission("orders.undo"),
      schema: {
        tags: ["staff"],
        summary: "Undo the order's last status move (within 24 hours, with a reason)",
        description:
          "delivered → with_courier; cancelled or returned → the status it left, its stock taken again (409 when " +
          "it is no longer there) and its coupon use counted again; any other move → the status before it. " +
          "409 after 24 hours, for an order whose cash a courier has handed in, for the status an order started " +
          "in, and for a move already undone. Managers and the owner.",
        security,
        params: numberParams,
        querystring: langQuery,
        body: orderUndoRequestSchema,
        response: { 200: staffOrderResponseSchema, ...writeErrors, 409: writeErrorSchema },
      },
    },
    async (request) => {
      const ctx = requestContext(request, languageOf(request));
      const orderNumber = await orders().undo(ctx, {
        orderNumber: request.params.order_number,
        staffUserId: signedInStaff(request).id,
        reason: request.body.reason,
      });
      return { data: await orders().desk.reread(ctx, orderNumber) };
    },
  );

  // ------------------------------------------------------------ couriers

  app.get(
    "/staff/couriers",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "Couriers, with the orders out with each and the cash they hold",
        security,
        response: { 200: courierListResponseSchema, ...authErrors },
      },
    },
    async () => ({ data: await orders().couriers.list() }),
  );

  app.post(
    "/staff/couriers",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Add a courier (name, Iraqi mobile phone)",
        security,
        body: courierCreateRequestSchema,
        response: { 201: courierResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await orders().couriers.create(staffWriteContext(request), request.body) }),
  );

  app.patch(
    "/staff/couriers/:id",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Edit a courier; `active: false` stops new orders from going out with them",
        security,
        params: idParams,
        body: courierUpdateRequestSchema,
        response: { 200: courierResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      data: await orders().couriers.update(staffWriteContext(request), request.params.id, request.body),
    }),
  );

  // ------------------------------------------------------------ settlements

  app.get(
    "/staff/settlements",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "Cash settlements, newest first; `open=true`: differences not resolved yet",
        security,
        querystring: settlementListQuerySchema,
        response: { 200: settlementListResponseSchema, ...authErrors },
      },
    },
    async (request) => orders().couriers.settlements(request.query),
  );

  app.post(
    "/staff/settlements",
    {
      onRequest: requirePermission("orders.move"),
      schema: {
        tags: ["staff"],
        summary: "A courier hands in the cash of orders",
        description:
          "The listed orders must be this courier's, out with them or delivered, and not settled (else 409 " +
          "naming them, and nothing is written). Expected is the sum of their amounts to collect; orders still " +
          "out become delivered. A difference is flagged until resolved. With an `Idempotency-Key`, a retry " +
          "answers the first settlement.",
        security,
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
        body: settlementCreateRequestSchema,
        response: { 201: settlementResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { statusCode, body } = await app.services.staffIdempotency.run(
        idempotentRequest(request),
        201,
        async () => ({ data: await orders().couriers.settle(staffWriteContext(request), request.body) }),
      );
      return reply.status(statusCode).send(body);
    },
  );

  app.get(
    "/staff/settlements/:id",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "One settlement with its orders",
        security,
        params: idParams,
        response: { 200: settlementResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => ({ data: await orders().couriers.settlement(request.params.id) }),
  );

  app.patch(
    "/staff/settlements/:id",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Resolve a settlement's difference with a note",
        security,
        params: idParams,
        body: settlementResolveRequestSchema,
        response: { 200: settlementResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      data: await orders().couriers.resolve(staffWriteContext(request), request.params.id, request.body),
    }),
  );
}
