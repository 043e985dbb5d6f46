import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission, signedInStaff, staffAuthErrors } from "./staff-auth.ts";

const orderSettingsSchema = z.object({
  cod_phone_confirmation: z.boolean().meta({
    description: "a new customer confirms the phone with a code before a first cash-on-delivery order",
  }),
});
const answer = z.object({ data: orderSettingsSchema });

/** `GET` and `PUT /staff/order-settings` (issue 39, decision 0038): orders.settings. */
export async function staffOrderSettingsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    "/staff/order-settings",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "The shop's order settings",
        security,
        response: { 200: answer, ...staffAuthErrors },
      },
    },
    async () => ({ data: await app.services.phoneConfirmation.settings() }),
  );

  app.put(
    "/staff/order-settings",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Change the shop's order settings",
        security,
        body: orderSettingsSchema,
        response: { 200: answer, ...staffAuthErrors },
      },
    },
    async (request) => ({
      data: await app.services.phoneConfirmation.saveSettings(request.body, signedInStaff(request).id),
    }),
  );
}
