import { deskFieldErrorSchema, errorEnvelopeSchema, languageSchema } from "@dukkan/contracts";
import {
  messageEventChannelsRequestSchema,
  messageEvents,
  messagePreviewRequestSchema,
  messagePreviewResponseSchema,
  messageSettingsResponseSchema,
  messageTemplateRequestSchema,
  messageTestRequestSchema,
  staffMessageListResponseSchema,
  staffMessageResponseSchema,
} from "@dukkan/contracts/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originOf } from "#server/lib/request-context.ts";
import { toStaffMessage } from "#server/modules/messages/messages.service.ts";
import { staffAuthErrors as authErrors, requirePermission, signedInStaff } from "./staff-auth.ts";

const security = [{ apiKey: [], bearer: [] }];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const orderParams = z.object({ order_number: z.string().max(40) });
const eventParams = z.object({ event: z.enum(messageEvents) });
const templateParams = z.object({ event: z.enum(messageEvents), lang: languageSchema });
const writeErrors = { 404: errorEnvelopeSchema, 422: deskFieldErrorSchema, ...authErrors };

/** Customers' messages on the staff side (issue 39, decision 0037): an order's messages, and the settings page. */
export async function staffMessagesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const messages = () => app.services.messages;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/staff/orders/:order_number/messages",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary:
          "The order's messages to its customer, oldest first: channel, recipient, state, tries, last error",
        security,
        params: orderParams,
        response: { 200: staffMessageListResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => {
      const orderId = await app.services.orders.idOf(request.params.order_number);
      return { data: (await messages().forOrder(orderId)).map(toStaffMessage) };
    },
  );

  app.post(
    "/staff/orders/:order_number/messages/:id/retry",
    {
      onRequest: requirePermission("orders.move"),
      schema: {
        tags: ["staff"],
        summary:
          "Queues a failed message of the order again, now, with a fresh count of tries (409 if not failed)",
        security,
        params: orderParams.extend({ id }),
        response: { 200: staffMessageResponseSchema, 409: errorEnvelopeSchema, ...writeErrors },
      },
    },
    async (request) => {
      const orderId = await app.services.orders.idOf(request.params.order_number);
      return { data: toStaffMessage(await messages().retry(orderId, request.params.id)) };
    },
  );

  app.get(
    "/staff/message-settings",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Which providers are configured (never their secrets), each event's channels and texts",
        security,
        response: { 200: messageSettingsResponseSchema, ...authErrors },
      },
    },
    async () => ({ data: await messages().settings() }),
  );

  app.put(
    "/staff/message-settings/events/:event",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "The channels an event's message uses (the phone: WhatsApp when chosen and on, else SMS)",
        security,
        params: eventParams,
        body: messageEventChannelsRequestSchema,
        response: { 200: messageSettingsResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { event } = request.params;
      await messages().setChannels(event, request.body.channels, signedInStaff(request).id);
      return { data: await messages().settings() };
    },
  );

  app.put(
    "/staff/message-settings/templates/:event/:lang",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary:
          "The staff's text of an event in a language (SMS and e-mail); 422 for an unknown placeholder",
        security,
        params: templateParams,
        body: messageTemplateRequestSchema,
        response: { 200: messageSettingsResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { event, lang } = request.params;
      await messages().setTemplate(event, lang, request.body.text, signedInStaff(request).id);
      return { data: await messages().settings() };
    },
  );

  app.delete(
    "/staff/message-settings/templates/:event/:lang",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "Back to the default text of an event in a language",
        security,
        params: templateParams,
        response: { 200: messageSettingsResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await messages().clearTemplate(request.params.event, request.params.lang);
      return { data: await messages().settings() };
    },
  );

  app.post(
    "/staff/message-settings/preview",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary:
          "A text rendered for a made-up order by the sender's own renderer (422 for an unknown placeholder)",
        security,
        body: messagePreviewRequestSchema,
        response: { 200: messagePreviewResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({ data: await messages().preview(request.body, originOf(request)) }),
  );

  app.post(
    "/staff/message-settings/test",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary:
          "Queues a test message on a channel to a typed phone or address; follow it with GET /staff/messages/{id}",
        security,
        body: messageTestRequestSchema,
        response: { 202: staffMessageResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: toStaffMessage(await messages().queueTest(request.body)) }),
  );

  app.get(
    "/staff/messages/:id",
    {
      onRequest: requirePermission("orders.settings"),
      schema: {
        tags: ["staff"],
        summary: "One message (the settings page follows its test message)",
        security,
        params: z.object({ id }),
        response: { 200: staffMessageResponseSchema, 404: errorEnvelopeSchema, ...authErrors },
      },
    },
    async (request) => ({ data: toStaffMessage(await messages().message(request.params.id)) }),
  );
}
