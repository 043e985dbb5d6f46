import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { StaffLoginRequest, StaffToken } from "@dukkan/contracts";
import { AppError } from "#server/lib/app-error.ts";
import type { LoginThrottle } from "#server/lib/login-throttle.ts";
import type { PasswordHasher } from "#server/lib/password-hasher.ts";
import { publishedPasswords } from "#server/lib/password-policy.ts";
import { concurrentRefreshGraceSeconds, LoginThrottledError } from "#server/modules/auth/auth.service.ts";
import type { StaffRepository } from "./staff.repository.ts";
import { toStaffMe } from "./staff-principal.ts";
import { signStaffToken, staffTokenLifetimeSeconds, verifyStaffToken } from "./staff-token.ts";

/** A refresh token lives 12 hours from its last use (a working day); a session at most 7 days. */
export const staffRefreshLifetimeSeconds = 12 * 60 * 60;
export const staffSessionLifetimeSeconds = 7 * 24 * 60 * 60;

export interface StaffSessionTokens extends StaffToken {
  /** The opaque refresh token, for the cookie; only its hash is stored. */
  refreshToken: string;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newRefreshToken = () => randomBytes(32).toString("base64url");
const fromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);
const unauthorized = (message: string) => new AppError("unauthorized", message);

/** Staff sign-in, refresh rotation with reuse detection, sign-out, and the check behind every staff route. */
export function createStaffSessions(deps: {
  repository: StaffRepository;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  tokenKey: Uint8Array;
}) {
  const { repository, hasher, throttle } = deps;

  async function tokensFor(staffId: number, sessionId: string, refreshToken: string) {
    return {
      token: await signStaffToken(deps.tokenKey, { staffId, sessionId }),
      token_type: "Bearer" as const,
      expires_in: staffTokenLifetimeSeconds,
      refreshToken,
    };
  }

  async function startSession(staffId: number): Promise<StaffSessionTokens> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await repository.startSession({
      id: sessionId,
      staffUserId: staffId,
      expiresAt: fromNow(staffSessionLifetimeSeconds),
      refresh: { tokenHash: sha256(refreshToken), expiresAt: fromNow(staffRefreshLifetimeSeconds) },
    });
    return tokensFor(staffId, sessionId, refreshToken);
  }

  return {
    /**
     * Wrong e-mail, wrong password or a disabled account: one 401 with one message. An unknown e-mail still
     * costs one argon2 verification, so the answer's timing does not tell which e-mails exist.
     */
    async login(input: StaffLoginRequest, address: string) {
      const email = input.email.trim().toLowerCase();
      // The clients' throttle; this prefix keeps staff e-mails apart from phones. Reserved before the slow check.
      const attempt = { account: `staff:${email}`, address };
      const wait = await throttle.reserve(attempt);
      if (wait > 0) throw new LoginThrottledError(wait);
      const staff = await repository.byEmail(email);
      let ok = false;
      if (staff) ok = (await hasher.verify(staff.passwordHash, input.password)) && staff.status === 1;
      else await hasher.verifyDummy(input.password);
      if (!staff || !ok) throw unauthorized("Wrong e-mail or password");
      await throttle.succeeded(attempt);
      await repository.markSignedIn(staff.id);
      const session = await startSession(staff.id);
      return {
        ...session,
        staff: { ...toStaffMe(staff), published_password: publishedPasswords.includes(input.password) },
      };
    },

    /** Rotates the refresh token; a rotated one presented again (after the grace) revokes its session. */
    async refresh(refreshToken: string | undefined): Promise<StaffSessionTokens> {
      if (!refreshToken) throw unauthorized("No session to refresh");
      const tokenHash = sha256(refreshToken);
      const next = newRefreshToken();
      const rotated = await repository.rotate(tokenHash, {
        tokenHash: sha256(next),
        expiresAt: fromNow(staffRefreshLifetimeSeconds),
      });
      if (rotated) return tokensFor(rotated.staffId, rotated.sessionId, next);
      const row = await repository.tokenByHash(tokenHash);
      if (row?.replacedAt) {
        // Two tabs refreshing at once present the same token within a second: that is not theft.
        const sinceRotation = (Date.now() - row.replacedAt.getTime()) / 1000;
        if (sinceRotation > concurrentRefreshGraceSeconds) await repository.revokeSession(row.sessionId);
      }
      throw unauthorized("The session has ended, sign in again");
    },

    /** Ends the session of this refresh token. Idempotent. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repository.tokenByHash(sha256(refreshToken));
      if (row) await repository.revokeSession(row.sessionId);
    },

    /** The account and session behind an access token, or null (bad token, ended session, disabled account). */
    async authenticate(token: string) {
      const claims = await verifyStaffToken(deps.tokenKey, token);
      if (!claims) return null;
      const staff = await repository.principal(claims.staffId, claims.sessionId);
      return staff ? { ...staff, sessionId: claims.sessionId } : null;
    },

    deleteExpired: () => repository.deleteExpired(),
  };
}
export type StaffSessions = ReturnType<typeof createStaffSessions>;
