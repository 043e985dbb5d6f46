import { signSubjectToken, type TokenKind, verifySubjectToken } from "#server/lib/jwt.ts";

/** Staff tokens: their own audience and type, so a client's token never opens a staff route (and back). */
const staffToken: TokenKind = { audience: "dukkan-staff", typ: "staff" };
export const staffTokenLifetimeSeconds = 15 * 60;

export function signStaffToken(key: Uint8Array, staffId: number): Promise<string> {
  return signSubjectToken(key, staffToken, {
    subject: staffId,
    expiresAt: (now) => now + staffTokenLifetimeSeconds,
  });
}

export function verifyStaffToken(key: Uint8Array, token: string): Promise<number | null> {
  return verifySubjectToken(key, staffToken, token);
}
