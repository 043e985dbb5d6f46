import { errorEnvelopeSchema, languages, phoneSchema } from "@dukkan/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireClient } from "#server/plugins/auth.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";

/** Per address: LOGIN_RATE_LIMIT (10) a quarter hour, as the password reset's codes; per phone 3 an hour. */
const phoneCodeRateLimit = {
  max: (request: FastifyRequest) => request.server.config.loginAttemptsPerMinute,
  timeWindow: "15 minutes",
};

/** `POST /orders/phone-code`: the checkout's code before a new customer's first cash-on-delivery order. */
export async function phoneConfirmationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/orders/phone-code",
    {
      onRequest: requireClient,
      bodyLimit: bodyLimits.form,
      config: { rateLimit: phoneCodeRateLimit },
      schema: {
        tags: ["orders"],
        summary: "Send the phone a code to confirm a cash-on-delivery order (when the shop asks for one)",
        description:
          "Answers 202 whatever happens: a code goes out (WhatsApp, else SMS) only when the shop asks new customers " +
          "to confirm their phone and this phone never had an order delivered. The code then goes in the order's " +
          "`phone_code`; valid 10 minutes, 5 tries; 3 codes an hour per phone.",
        security: [{ apiKey: [], bearer: [] }],
        body: z.object({ phone: phoneSchema, lang: z.enum(languages).optional() }),
        response: {
          202: z.object({ message: z.string() }),
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await app.services.phoneConfirmation.sendCode(request.body.phone, request.body.lang ?? "ar");
      return reply.status(202).send({ message: "If the phone needs confirming, a code is on its way." });
    },
  );
}
