import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the routes' zod schemas; the docs UI lives at `/api/docs`. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Dukkan API",
        version: "1.0.0",
        description:
          "Storefront API of Dukkan. Every `/api/v1` call needs the public client key as the `api_key` query parameter. " +
          "Errors use the envelope `{ message, code, errors? }`.",
      },
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "query", name: "api_key" },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
