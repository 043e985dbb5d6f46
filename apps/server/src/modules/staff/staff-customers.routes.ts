import {
  customerRecordUpdateRequestSchema,
  deskFieldErrorSchema,
  errorEnvelopeSchema,
  phoneBlockRequestSchema,
  phoneBlockResponseSchema,
  phoneSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffAuthErrors as authErrors, requirePermission, staffWriteContext } from "./staff-auth.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ apiKey: [], bearer: [] }];
const writeErrors = { 404: errorEnvelopeSchema, 422: deskFieldErrorSchema, ...authErrors };

/**
 * The customer record's writes (issue 38, decision 0034): notes and tags on an account, and the block list by
 * phone (a customer who never registered can be blocked from one of their orders). Reads are the customer page's
 * (`GET /staff/customers/{id}`) and the order list's and page's `refusals` and `blocked`.
 */
export async function staffCustomersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.patch(
    "/staff/customers/:id/record",
    {
      onRequest: requirePermission("customers.edit"),
      schema: {
        tags: ["staff"],
        summary: "Change a customer's notes (plain text) or tags (short free labels); a field left out stays",
        description:
          "Tags are trimmed, and compared without case: a repeated tag is kept once. Empty notes clear them.",
        security,
        params: idParams,
        body: customerRecordUpdateRequestSchema,
        response: {
          200: z.object({ data: z.object({ notes: z.string().nullable(), tags: z.array(z.string()) }) }),
          ...writeErrors,
        },
      },
    },
    async (request) => ({
      data: await app.services.customerRecord.updateNotes(
        staffWriteContext(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    "/staff/blocked-phones",
    {
      onRequest: requirePermission("customers.edit"),
      schema: {
        tags: ["staff"],
        summary: "Block a phone (any digit form), with a reason",
        description:
          "The phone's storefront orders are placed as usual but wait for a person to confirm them, with a " +
          "warning on the order list and page. Blocking a blocked phone again replaces the reason.",
        security,
        body: phoneBlockRequestSchema,
        response: { 200: phoneBlockResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      data: await app.services.customerRecord.block(staffWriteContext(request), request.body),
    }),
  );

  app.delete(
    "/staff/blocked-phones/:phone",
    {
      onRequest: requirePermission("customers.edit"),
      schema: {
        tags: ["staff"],
        summary: "Unblock a phone (any digit form); a phone not blocked is left as it is",
        security,
        params: z.object({ phone: phoneSchema }),
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await app.services.customerRecord.unblock(staffWriteContext(request), request.params.phone);
      return reply.status(204).send(null);
    },
  );
}
