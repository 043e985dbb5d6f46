import { accessTokenLifetimeSeconds } from "@dukkan/contracts";
import { signSubjectToken, type TokenKind, verifySubjectClaims } from "#server/lib/jwt.ts";

const accessToken: TokenKind = { audience: "dukkan-storefront", typ: "access" };

export type AccessTokenKey = Uint8Array;

export function accessTokenKey(secret: string): AccessTokenKey {
  return new TextEncoder().encode(secret);
}

/** Whose token it is, and which session (refresh-token family) it belongs to. */
export interface AccessTokenClaims {
  clientId: number;
  sessionId: string;
}

/**
 * A short-lived access token (≤ 15 minutes) naming the client in `sub` and its session in `sid`: ending the
 * session refuses the token at once (`requireClient`), not when it expires.
 */
export function signAccessToken(
  key: AccessTokenKey,
  { clientId, sessionId }: AccessTokenClaims,
  options: { expiresAt?: number } = {},
): Promise<string> {
  return signSubjectToken(key, accessToken, {
    subject: clientId,
    expiresAt: (now) => options.expiresAt ?? now + accessTokenLifetimeSeconds,
    claims: { sid: sessionId },
  });
}

/** The claims of a valid, unexpired access token; null for anything else (wrong signature, algorithm, claims). */
export async function verifyAccessToken(
  key: AccessTokenKey,
  token: string,
): Promise<AccessTokenClaims | null> {
  const verified = await verifySubjectClaims(key, accessToken, token);
  const sessionId = verified?.claims.sid;
  // A token from before sessions were named has no `sid`: refused, so the storefront refreshes for a new one.
  if (!verified || typeof sessionId !== "string" || !uuidPattern.test(sessionId)) return null;
  return { clientId: verified.id, sessionId };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
