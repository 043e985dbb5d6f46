import { accessTokenLifetimeSeconds } from "@dukkan/contracts";
import { jwtVerify, SignJWT } from "jose";

const issuer = "dukkan";
const audience = "dukkan-storefront";
const algorithm = "HS256";

export type AccessTokenKey = Uint8Array;

export function accessTokenKey(secret: string): AccessTokenKey {
  return new TextEncoder().encode(secret);
}

/** A short-lived access token (≤ 15 minutes) naming the client in `sub`. */
export async function signAccessToken(
  key: AccessTokenKey,
  clientId: number,
  options: { expiresAt?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: "access" })
    .setProtectedHeader({ alg: algorithm, typ: "JWT" })
    .setSubject(String(clientId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + accessTokenLifetimeSeconds)
    .sign(key);
}

/** The client id of a valid, unexpired access token; null for anything else (wrong signature, algorithm, claims). */
export async function verifyAccessToken(key: AccessTokenKey, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (payload.typ !== "access") return null;
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
