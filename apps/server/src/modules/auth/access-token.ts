import { accessTokenLifetimeSeconds } from "@dukkan/contracts";
import { signSubjectToken, type TokenKind, verifySubjectToken } from "#server/lib/jwt.ts";

const accessToken: TokenKind = { audience: "dukkan-storefront", typ: "access" };

export type AccessTokenKey = Uint8Array;

export function accessTokenKey(secret: string): AccessTokenKey {
  return new TextEncoder().encode(secret);
}

/** A short-lived access token (≤ 15 minutes) naming the client in `sub`. */
export function signAccessToken(
  key: AccessTokenKey,
  clientId: number,
  options: { expiresAt?: number } = {},
): Promise<string> {
  return signSubjectToken(key, accessToken, {
    subject: clientId,
    expiresAt: (now) => options.expiresAt ?? now + accessTokenLifetimeSeconds,
  });
}

/** The client id of a valid, unexpired access token; null for anything else (wrong signature, algorithm, claims). */
export function verifyAccessToken(key: AccessTokenKey, token: string): Promise<number | null> {
  return verifySubjectToken(key, accessToken, token);
}
