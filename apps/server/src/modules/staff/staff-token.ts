import { jwtVerify, SignJWT } from "jose";

/** Staff tokens: their own audience and type, so a client's token never opens a staff route (and back). */
const issuer = "dukkan";
const audience = "dukkan-staff";
const algorithm = "HS256";
export const staffTokenLifetimeSeconds = 15 * 60;

export async function signStaffToken(key: Uint8Array, staffId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: "staff" })
    .setProtectedHeader({ alg: algorithm, typ: "JWT" })
    .setSubject(String(staffId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + staffTokenLifetimeSeconds)
    .sign(key);
}

export async function verifyStaffToken(key: Uint8Array, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (payload.typ !== "staff") return null;
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
