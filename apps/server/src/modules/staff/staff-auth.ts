import { errorEnvelopeSchema, roleCan, type StaffPermission, writableLanguages } from "@dukkan/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "#server/lib/app-error.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { StaffPrincipal } from "./staff-principal.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff`. */
    staff: StaffPrincipal | null;
  }
}

/** Registered once at the app's root, so that staff routes in any module can require staff. */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("staff", null);
});

function invalidToken(): AppError {
  const error = new AppError("forbidden", "The access token is invalid or has expired");
  error.authenticate = 'Bearer error="invalid_token"';
  return error;
}

/**
 * onRequest hook (before the body is parsed and validated, so that a caller without the right learns nothing
 * from field errors): a staff token (its own audience; a client's token is refused) of an active account whose session
 * has not ended. Checked against the database on every request, so disabling an account or ending a session
 * refuses its access tokens at once. Missing token 401; invalid, expired or ended 403 with
 * `WWW-Authenticate: Bearer error="invalid_token"`, which tells the app to refresh (a role refused has none).
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!match?.[1]) throw new AppError("unauthorized", "Sign in to continue");
  const staff = await request.server.services.staff.authenticate(match[1]);
  if (!staff) throw invalidToken();
  request.staff = staff;
}

/**
 * onRequest hook of a staff route: signed in, and the role has `permission` (rolePermissions in the contracts), or
 * one of several (a translator's `translations.edit` beside `catalog.edit`: the handler then narrows the write).
 */
export function requirePermission(...permissions: [StaffPermission, ...StaffPermission[]]) {
  return async function requireStaffPermission(request: FastifyRequest): Promise<void> {
    await requireStaff(request);
    const { role } = signedInStaff(request);
    if (!permissions.some((permission) => roleCan(role, permission))) {
      throw new AppError("forbidden", `Your role may not do this (${permissions.join(" or ")})`);
    }
  };
}

/** The signed-in staff member; only after `requireStaff` or `requirePermission`. */
export function signedInStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError("unauthorized", "Sign in to continue");
  return request.staff;
}

/** The answers every staff route documents beside its own. */
export const staffAuthErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * Who writes and in which request, for the audit log and the stock ledger; only after `requirePermission`. A staff
 * member without `fullEdit` (the catalogue's or the content's edit right, whichever the route writes) who may
 * translate writes texts only, in their languages: a catalogue editor translates a slide but cannot relink it.
 */
export function staffWriteContext(
  request: FastifyRequest,
  fullEdit: "catalog.edit" | "content.edit" = "catalog.edit",
): WriteContext {
  const staff = signedInStaff(request);
  return {
    actor: { kind: "staff", id: staff.id },
    requestId: request.id,
    ...(!roleCan(staff.role, fullEdit) && roleCan(staff.role, "translations.edit")
      ? { textsOnlyIn: writableLanguages(staff) }
      : {}),
  };
}

/** A staff write's Idempotency-Key and what identifies the request (issue 40, staff-idempotency.service.ts). */
export function idempotentRequest(request: FastifyRequest) {
  const key = request.headers["idempotency-key"];
  return {
    staffId: signedInStaff(request).id,
    key: typeof key === "string" ? key : undefined,
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
    body: request.body,
  };
}
