import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "#server/lib/app-error.ts";
import { type AccessTokenKey, accessTokenKey, verifyAccessToken } from "#server/modules/auth/access-token.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in client, set by `requireClient` from a valid access token. */
    clientId: number | null;
  }
  interface FastifyInstance {
    accessTokenKey: AccessTokenKey;
  }
}

/** Decorates requests with `clientId`; routes opt in to authentication with the `requireClient` preHandler. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("accessTokenKey", accessTokenKey(app.config.tokenSecret));
  app.decorateRequest("clientId", null);
});

/**
 * preHandler: a missing token is 401; an expired or invalid one is 403, because the storefront answers 403 by
 * refreshing once (spec §4, §8).
 */
export async function requireClient(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError("unauthorized", "Sign in to continue");
  const claims = await verifyAccessToken(request.server.accessTokenKey, match[1]);
  if (claims === null) throw new AppError("forbidden", "The access token is invalid or has expired");
  // Signed out, password changed or account disabled: the token is refused at once, not when it expires.
  if (!(await request.server.services.auth.isLive(claims))) {
    throw new AppError("forbidden", "The session has ended or the account is disabled");
  }
  const { clientId } = claims;
  request.clientId = clientId;
}

/** The signed-in client's id; only after `requireClient`. */
export function signedInClient(request: FastifyRequest): number {
  if (request.clientId === null) throw new AppError("unauthorized", "Sign in to continue");
  return request.clientId;
}

/** Ownership: a client reads and changes only their own records; any other client id is 403. */
export function requireSameClient(request: FastifyRequest, clientId: number | undefined | null): number {
  const own = signedInClient(request);
  if (clientId !== undefined && clientId !== null && clientId !== own) {
    throw new AppError("forbidden", "You can only access your own account");
  }
  return own;
}

/** preHandler for routes open to everyone that do more for a signed-in client: a token, when sent, must be valid. */
export async function optionalClient(request: FastifyRequest): Promise<void> {
  if (!request.headers.authorization) return;
  await requireClient(request);
}
