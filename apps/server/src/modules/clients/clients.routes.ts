import {
  clientResponseSchema,
  errorEnvelopeSchema,
  profileErrorSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  registrationErrorSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireClient, requireSameClient } from "#server/plugins/auth.ts";
import { bodyLimits } from "#server/plugins/body-limits.ts";
import { acceptFormBodies, formBodyValidator } from "#server/plugins/form-body.ts";

const clientParams = z.object({ clientId: z.coerce.number().int().positive() });
const authErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** `POST /client`, `GET /client/{clientId}` and the profile update (spec §7). */
export async function clientsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);

  app.post(
    "/client",
    {
      bodyLimit: bodyLimits.form,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" }, fieldErrors: "registration" },
      validatorCompiler: formBodyValidator,
      schema: {
        tags: ["accounts"],
        summary: "Register (JSON or form body)",
        description:
          "Failure: 422 with field → messages in `errors` and in `data` (the spec's client), and field → codes in `error_codes`.",
        body: registerRequestSchema,
        response: { 201: clientResponseSchema, 422: registrationErrorSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const client = await app.services.clients.register(request.body as unknown);
      return reply.status(201).send({ data: client });
    },
  );

  app.get(
    "/client/:clientId",
    {
      onRequest: requireClient,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in client's profile",
        security: [{ apiKey: [], bearer: [] }],
        params: clientParams,
        response: { 200: clientResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const id = requireSameClient(request, request.params.clientId);
      reply.header("cache-control", "private, no-store");
      return { data: await app.services.clients.get(id) };
    },
  );

  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/client/:clientId",
      onRequest: requireClient,
      validatorCompiler: formBodyValidator,
      config: { fieldErrors: "profile" },
      schema: {
        tags: ["accounts"],
        summary: "Update the profile (JSON or form body); fields left out stay",
        description:
          "Failure: 422 with field → messages in `errors` and in `data.data` (the spec's client), codes in `error_codes`.",
        security: [{ apiKey: [], bearer: [] }],
        params: clientParams,
        body: profileUpdateRequestSchema,
        response: { 200: clientResponseSchema, 422: profileErrorSchema, ...authErrors },
      },
      handler: async (request) => {
        const id = requireSameClient(request, request.params.clientId);
        return { data: await app.services.clients.updateProfile(id, request.body as unknown) };
      },
    });
  }
}
