import { signSubjectToken, type TokenKind, verifySubjectClaims } from "#server/lib/jwt.ts";

/** Staff tokens: their own audience and type, so a client's token never opens a staff route (and back). */
const staffToken: TokenKind = { audience: "dukkan-staff", typ: "staff" };
export const staffTokenLifetimeSeconds = 15 * 60;

/** The token names its session (`sid`): ending the session refuses the token at once, not 15 minutes later. */
export function signStaffToken(
  key: Uint8Array,
  staff: { staffId: number; sessionId: string },
): Promise<string> {
  return signSubjectToken(key, staffToken, {
    subject: staff.staffId,
    expiresAt: (now) => now + staffTokenLifetimeSeconds,
    claims: { sid: staff.sessionId },
  });
}

export async function verifyStaffToken(
  key: Uint8Array,
  token: string,
): Promise<{ staffId: number; sessionId: string } | null> {
  const verified = await verifySubjectClaims(key, staffToken, token);
  const sessionId = verified?.claims.sid;
  if (!verified || typeof sessionId !== "string" || !uuidPattern.test(sessionId)) return null;
  return { staffId: verified.id, sessionId };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
