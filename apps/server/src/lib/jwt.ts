import { jwtVerify, SignJWT } from "jose";

/**
 * HS256 tokens naming a positive integer id in `sub`. Each kind of token has its own audience and `typ`,
 * so a token of one kind never passes for another.
 */
const issuer = "dukkan";
const algorithm = "HS256";

export interface TokenKind {
  audience: string;
  typ: string;
}

export async function signSubjectToken(
  key: Uint8Array,
  { audience, typ }: TokenKind,
  {
    subject,
    expiresAt,
    claims = {},
  }: { subject: number; expiresAt: (now: number) => number; claims?: Record<string, string> },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, typ })
    .setProtectedHeader({ alg: algorithm, typ: "JWT" })
    .setSubject(String(subject))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt(now))
    .sign(key);
}

/** The id in a valid, unexpired token of this kind; null for anything else (wrong signature, algorithm, claims). */
export async function verifySubjectToken(
  key: Uint8Array,
  kind: TokenKind,
  token: string,
): Promise<number | null> {
  return (await verifySubjectClaims(key, kind, token))?.id ?? null;
}

/** The id and the string claims of a valid, unexpired token of this kind; null for anything else. */
export async function verifySubjectClaims(
  key: Uint8Array,
  { audience, typ }: TokenKind,
  token: string,
): Promise<{ id: number; claims: Record<string, unknown> } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (payload.typ !== typ) return null;
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? { id, claims: payload } : null;
  } catch {
    return null;
  }
}
