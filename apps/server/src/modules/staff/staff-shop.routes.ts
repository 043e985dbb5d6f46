import {
  type Customer,
  couponCreateRequestSchema,
  couponUpdateRequestSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerResponseSchema,
  customerUpdateRequestSchema,
  deliveryFeeListResponseSchema,
  deliveryFeeUpdateRequestSchema,
  deskFieldErrorSchema,
  errorEnvelopeSchema,
  localize,
  noRefusals,
  staffCouponListResponseSchema,
  staffCouponResponseSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paginated } from "#server/lib/pagination.ts";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import { staffAuthErrors as authErrors, requirePermission, staffWriteContext } from "./staff-auth.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ apiKey: [], bearer: [] }];
const writeErrors = { 404: errorEnvelopeSchema, 422: deskFieldErrorSchema, ...authErrors };

/** The shop's side of the order desk (issue 17): customers, coupons and delivery fees. */
export async function staffShopRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const services = () => app.services;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** Client rows with their order count and spending (the orders module's figures), refusals and block. */
  async function customers(
    rows: Awaited<ReturnType<typeof app.services.clients.staffGet>>[],
  ): Promise<Customer[]> {
    const phones = rows.map((r) => r.phone);
    const [totals, refusals, blocks] = await Promise.all([
      services().ordersInsights.totalsOf(rows.map((r) => r.id)),
      services().orders.refusals.of(phones),
      services().customerRecord.blocksOf(phones),
    ]);
    return rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      phone: row.phone,
      email: row.email,
      active: row.status === 1,
      created_at: row.createdAt.toISOString(),
      orders: totals.get(row.id)?.orders ?? 0,
      spent: totals.get(row.id)?.spent ?? 0,
      refusals: refusals.get(row.phone) ?? noRefusals,
      blocked: blocks.get(row.phone) ?? null,
    }));
  }

  app.get(
    "/staff/customers",
    {
      onRequest: requirePermission("customers.view"),
      schema: {
        tags: ["staff"],
        summary: "Customers, newest first; `q` is a name or a phone in any digit form",
        security,
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const { rows, total } = await services().clients.staffPage(request.query);
      return paginated(await customers(rows), total, request.query);
    },
  );

  app.get(
    "/staff/customers/:id",
    {
      onRequest: requirePermission("customers.view"),
      schema: {
        tags: ["staff"],
        summary: "A customer with their totals, latest orders, notes, tags, refusal record and block",
        security,
        params: idParams,
        response: { 200: customerResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => {
      const row = await services().clients.staffGet(request.params.id);
      const [[customer], orders, notes] = await Promise.all([
        customers([row]),
        services().orders.desk.list(
          requestContext(request, languageOf(request)),
          { page: 1, per_page: 50, sort: "-date" },
          row.id,
        ),
        services().customerRecord.notesOf(row.id),
      ]);
      return { data: { ...customer!, recent_orders: orders.data, ...notes } };
    },
  );

  app.patch(
    "/staff/customers/:id",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Disable (or enable again) a customer's account",
        description:
          "Disabling ends every session of the account: its refresh tokens are revoked and its access tokens " +
          "are refused from the next request on.",
        security,
        params: idParams,
        body: customerUpdateRequestSchema,
        response: { 200: z.object({ data: z.object({ active: z.boolean() }) }), ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await services().clients.setActive(staffWriteContext(request), id, request.body.active);
      if (!request.body.active) await services().auth.endSessionsOf(id);
      return { data: { active: request.body.active } };
    },
  );

  // ------------------------------------------------------------ coupons

  app.get(
    "/staff/coupons",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Coupons with their uses counted from orders",
        security,
        response: { 200: staffCouponListResponseSchema, ...authErrors },
      },
    },
    async () => ({ data: await services().coupons.staffList() }),
  );

  app.post(
    "/staff/coupons",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Create a coupon (percent or fixed IQD, minimum subtotal, window, limits)",
        security,
        body: couponCreateRequestSchema,
        response: { 201: staffCouponResponseSchema, 400: errorEnvelopeSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await services().coupons.staffCreate(staffWriteContext(request), request.body) }),
  );

  app.patch(
    "/staff/coupons/:id",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Edit a coupon; `active: false` stops it at once",
        security,
        params: idParams,
        body: couponUpdateRequestSchema,
        response: { 200: staffCouponResponseSchema, 400: errorEnvelopeSchema, ...writeErrors },
      },
    },
    async (request) => ({
      data: await services().coupons.staffUpdate(staffWriteContext(request), request.params.id, request.body),
    }),
  );

  // ------------------------------------------------------------ delivery fees

  app.get(
    "/staff/delivery-fees",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "The delivery fee of each governorate",
        security,
        response: { 200: deliveryFeeListResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const lang = languageOf(request);
      return {
        data: (await services().cities.governorates()).map((g) => ({
          governorate_id: g.id,
          name: localize(g.name, lang),
          delivery_fee: g.deliveryFee,
        })),
      };
    },
  );

  app.patch(
    "/staff/delivery-fees/:id",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Change a governorate's delivery fee; the checkout charges it from the next quote on",
        security,
        params: idParams,
        body: deliveryFeeUpdateRequestSchema,
        response: {
          200: z.object({
            data: z.object({ governorate_id: z.number().int(), delivery_fee: z.number().int() }),
          }),
          ...writeErrors,
        },
      },
    },
    async (request) => {
      await services().cities.setDeliveryFee(
        staffWriteContext(request),
        request.params.id,
        request.body.delivery_fee,
      );
      return { data: { governorate_id: request.params.id, delivery_fee: request.body.delivery_fee } };
    },
  );
}
