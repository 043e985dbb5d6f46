import {
  errorEnvelopeSchema,
  staffUserCreateRequestSchema,
  staffUserListQuerySchema,
  staffUserListResponseSchema,
  staffUserResponseSchema,
  staffUserUpdateRequestSchema,
} from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission, staffAuthErrors, staffWriteContext } from "./staff-auth.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const bodyErrors = { 400: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const security = [{ apiKey: [], bearer: [] }];

/** The owner's management of staff accounts and roles (issue 16). */
export async function staffUsersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // On request, before the body is read: a caller without the right learns nothing from validation errors.
  const onRequest = requirePermission("staff.manage");

  app.get(
    "/staff/staff-users",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary: "Staff accounts, by name (search `q` in name and e-mail)",
        security,
        querystring: staffUserListQuerySchema,
        response: { 200: staffUserListResponseSchema, 400: errorEnvelopeSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return app.services.staff.list(request.query);
    },
  );

  app.post(
    "/staff/staff-users",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary: "Create a staff account with a role (and a translator's languages)",
        description: "A taken e-mail is 422 `email_taken`; a weak password 422 `password_too_common`.",
        security,
        body: staffUserCreateRequestSchema,
        response: { 201: staffUserResponseSchema, ...bodyErrors, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await app.services.staff.create(staffWriteContext(request), request.body) };
    },
  );

  app.get(
    "/staff/staff-users/:id",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary: "One staff account",
        security,
        params: idParams,
        response: {
          200: staffUserResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...staffAuthErrors,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await app.services.staff.get(request.params.id) };
    },
  );

  app.patch(
    "/staff/staff-users/:id",
    {
      onRequest,
      schema: {
        tags: ["staff"],
        summary: "Change a staff account: name, role, languages, active, password reset",
        description:
          "`active: false` disables the account and `password` resets it: both end its sessions at once, and " +
          "its access tokens are refused from the next request. Demoting or disabling the last active owner is " +
          "409 `last_owner`.",
        security,
        params: idParams,
        body: staffUserUpdateRequestSchema,
        response: {
          200: staffUserResponseSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...bodyErrors,
          ...staffAuthErrors,
        },
      },
    },
    async (request) => ({
      data: await app.services.staff.update(staffWriteContext(request), request.params.id, request.body),
    }),
  );
}
