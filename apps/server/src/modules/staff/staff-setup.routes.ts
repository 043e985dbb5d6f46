import {
  errorEnvelopeSchema,
  type StaffOwnerSetupRequest,
  staffLoginResponseSchema,
  staffOwnerSetupRequestSchema,
  writeErrorSchema,
} from "@dukkan/contracts";
import type { Database } from "@dukkan/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseInput } from "#server/lib/input.ts";
import { loginRateLimit } from "#server/plugins/rate-limit.ts";
import { createFirstOwner } from "./first-owner.ts";
import { setStaffRefreshCookie } from "./staff-cookie.ts";

/**
 * The first owner's setup page's API (issue 36): `GET /staff/setup?code=` says whether the link still opens
 * the form, `POST /staff/setup` creates the owner and signs them in. Both are rate-limited like a sign-in, and
 * the code is compared in constant time (first-owner.ts).
 */
export async function staffSetupRoutes(instance: FastifyInstance, options: { database: Database }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const firstOwner = () =>
    createFirstOwner({
      db: options.database.db,
      staff: app.services.staff,
      tokenSecret: app.config.tokenSecret,
    });

  app.get(
    "/staff/setup",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["staff"],
        summary: "Whether a setup link still opens the first owner's form",
        querystring: z.object({ code: z.string().max(200).default("") }),
        response: {
          200: z.object({ data: z.object({ open: z.boolean(), owner_exists: z.boolean() }) }),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const owner = firstOwner();
      const ownerExists = await owner.ownerExists();
      return {
        data: {
          open: !ownerExists && (await owner.setupOpen(request.query.code)),
          owner_exists: ownerExists,
        },
      };
    },
  );

  app.post(
    "/staff/setup",
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ["staff"],
        summary: "Create the shop's first owner from the setup link, and sign in",
        description:
          "Only while no owner exists, with the code the server printed at start. 403 for a wrong code, 409 " +
          "once an owner exists, 422 for a field (a weak password, an invalid e-mail).",
        body: z.looseObject({ code: z.string().max(200) }),
        response: {
          200: staffLoginResponseSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: writeErrorSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { code, ...fields } = request.body;
      const input = parseInput(staffOwnerSetupRequestSchema, fields);
      await firstOwner().setUp(code, fields as StaffOwnerSetupRequest);
      const { refreshToken, ...session } = await app.services.staff.login(
        { email: input.email, password: input.password },
        request.ip,
      );
      setStaffRefreshCookie(request, reply, refreshToken);
      return { data: session };
    },
  );
}
