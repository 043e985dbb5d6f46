import {
  orderEntryCustomersResponseSchema,
  orderEntryGovernoratesResponseSchema,
  orderEntryLangQuerySchema,
  orderEntryLookupQuerySchema,
  orderEntryProductsResponseSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { languageOf, requestContext } from "#server/lib/request-context.ts";
import { staffAuthErrors as authErrors, requirePermission } from "./staff-auth.ts";

const security = [{ apiKey: [], bearer: [] }];
/** What one picker shows: enough to choose from while typing. */
const matches = 8;

/** The order entry screen's reads (issue 38), for whoever may enter an order (`orders.enter`). */
export async function staffOrderEntryRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const services = () => app.services;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/staff/order-entry/products",
    {
      onRequest: requirePermission("orders.enter"),
      schema: {
        tags: ["staff"],
        summary:
          "Products to add to an order: by code or name (the storefront's search), with stock and prices",
        description:
          "Up to 8 listed products, best first, each colour with its sizes, their stock now and the unit price " +
          "an order line is charged (the size's price less the product's discount).",
        security,
        querystring: orderEntryLookupQuerySchema,
        response: { 200: orderEntryProductsResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const ctx = requestContext(request, languageOf(request));
      const found = await services().search.search(ctx, { search: request.query.q, per_page: matches });
      return {
        data: await services().orderEntry.products(
          ctx,
          found.data.map((card) => card.id),
        ),
      };
    },
  );

  app.get(
    "/staff/order-entry/customers",
    {
      onRequest: requirePermission("orders.enter"),
      schema: {
        tags: ["staff"],
        summary:
          "Customers to enter an order for: by name, or a phone in any digit form, with their last address",
        security,
        querystring: orderEntryLookupQuerySchema,
        response: { 200: orderEntryCustomersResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const { rows } = await services().clients.staffPage({ page: 1, per_page: matches, q: request.query.q });
      return { data: await services().orderEntry.customers(rows) };
    },
  );

  app.get(
    "/staff/order-entry/governorates",
    {
      onRequest: requirePermission("orders.enter"),
      schema: {
        tags: ["staff"],
        summary: "The governorates with their delivery fees (the fee an entered order is charged)",
        security,
        querystring: orderEntryLangQuerySchema,
        response: { 200: orderEntryGovernoratesResponseSchema, ...authErrors },
      },
    },
    async (request) => ({ data: await services().orderEntry.governorates(languageOf(request)) }),
  );
}
