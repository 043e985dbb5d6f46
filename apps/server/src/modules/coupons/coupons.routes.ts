import {
  checkoutErrorSchema,
  couponValidateRequestSchema,
  couponValidateResponseSchema,
  errorEnvelopeSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { optionalClient } from "#server/plugins/auth.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { shopRateLimit } from "#server/plugins/rate-limit.ts";

/** `POST /coupons/validate`: the cart page's apply_coupon. */
export async function couponsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/coupons/validate",
    {
      // A sent token is checked before the body is read.
      onRequest: optionalClient,
      bodyLimit: bodyLimits.form,
      config: { rateLimit: shopRateLimit("couponChecks") },
      schema: {
        tags: ["orders"],
        summary: "Check a coupon code against a subtotal",
        description:
          "200 with the discount it gives; 422 with `error_codes.code` one of coupon_unknown, coupon_expired, " +
          "coupon_not_started, coupon_min_subtotal, coupon_used_up, coupon_client_limit (the last only with a " +
          "bearer token, whose client's own uses count).",
        security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
        body: couponValidateRequestSchema,
        response: { 200: couponValidateResponseSchema, 422: checkoutErrorSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await app.services.coupons.validate({
        code: request.body.code,
        subtotal: request.body.subtotal,
        clientId: request.clientId,
      });
      return { data };
    },
  );
}
