import {
  errorEnvelopeSchema,
  idempotencyKeySchema,
  lowStockListSchema,
  lowStockQuerySchema,
  paginationQuerySchema,
  stockChangeSchema,
  stockMovementListSchema,
  stockMovementSchema,
  stockSizeSchema,
  writeErrorSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotentRequest, requirePermission, staffAuthErrors, staffWriteContext } from "./staff-auth.ts";

const sizeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ apiKey: [], bearer: [] }];
const readErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...staffAuthErrors };

/** The stock clerk's routes (issue 16): a size's stock and ledger, adjustments and stocktakes, what runs low. */
export async function staffStockRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission("stock.view");

  app.get(
    "/staff/stock/low",
    {
      onRequest: view,
      schema: {
        tags: ["staff"],
        summary: "Sizes running low: `min` ≤ quantity ≤ `threshold` (default 0 to 5), fewest first",
        description:
          "`threshold=0` lists the sizes out of stock; `active=true` only sizes of active products.",
        security,
        querystring: lowStockQuerySchema,
        response: { 200: lowStockListSchema, 400: errorEnvelopeSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return app.services.stock.lowStock(request.query);
    },
  );

  app.get(
    "/staff/sizes/:id/stock",
    {
      onRequest: view,
      schema: {
        tags: ["staff"],
        summary: "A size's stock, with its colour and product",
        security,
        params: sizeParams,
        response: { 200: z.object({ data: stockSizeSchema }), ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await app.services.stock.size(request.params.id) };
    },
  );

  app.get(
    "/staff/sizes/:id/movements",
    {
      onRequest: view,
      schema: {
        tags: ["staff"],
        summary: "A size's stock history: who, when, why and the balance after each movement, newest first",
        security,
        params: sizeParams,
        querystring: paginationQuerySchema,
        response: { 200: stockMovementListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return app.services.stock.history(request.params.id, request.query);
    },
  );

  app.post(
    "/staff/sizes/:id/stock",
    {
      onRequest: requirePermission("stock.adjust"),
      schema: {
        tags: ["staff"],
        summary:
          "Adjust a size's stock `{ delta, reason, note? }` or record a stocktake `{ counted, note? }`",
        description:
          "One stock movement, written with the change in one transaction: concurrent checkouts and changes of " +
          "the same size queue on its row, so none is lost. A result below zero is 422 `insufficient_stock` " +
          "on `delta`; the reason `other` needs a note. With an `Idempotency-Key`, a retry answers the first " +
          "movement without another (409 with another body, or while the first has not answered).",
        security,
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
        params: sizeParams,
        body: stockChangeSchema,
        response: {
          201: z.object({ data: stockMovementSchema }),
          409: errorEnvelopeSchema,
          422: writeErrorSchema,
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const { statusCode, body } = await app.services.staffIdempotency.run(
        idempotentRequest(request),
        201,
        async () => ({
          data: await app.services.stock.change(staffWriteContext(request), request.params.id, request.body),
        }),
      );
      return reply.status(statusCode).send(body);
    },
  );
}
