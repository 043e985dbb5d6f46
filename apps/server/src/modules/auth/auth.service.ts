import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  accessTokenLifetimeSeconds,
  type ClientRecord,
  type LoginRequest,
  normalizeIraqiPhone,
  passwordChangeRequestSchema,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError } from "#server/lib/app-error.ts";
import { FieldErrorsError, fieldError, parseForm } from "#server/lib/field-errors.ts";
import type { LoginThrottle } from "#server/lib/login-throttle.ts";
import type { PasswordHasher } from "#server/lib/password-hasher.ts";
import { passwordProblem } from "#server/lib/password-policy.ts";
import type { ClientsService } from "#server/modules/clients/clients.service.ts";
import { type AccessTokenKey, signAccessToken } from "./access-token.ts";
import { createAuthRepository } from "./auth.repository.ts";
import { createPasswordReset } from "./password-reset.service.ts";
import type { PhoneCodes } from "./phone-codes.service.ts";
import { deleteForgottenAttempts } from "./sign-in-throttle.ts";

export const refreshTokenLifetimeSeconds = 7 * 24 * 60 * 60;
/**
 * A rotated token presented again within this window is taken for a concurrent refresh of the same session
 * (two tabs): it fails, but does not revoke the family. Later, it is reuse of a stolen token.
 */
export const concurrentRefreshGraceSeconds = 10;

export const invalidCredentialsMessage = "The phone or password is incorrect";

/** Thrown when one phone has failed too often: answered 429 with Retry-After. */
export class LoginThrottledError extends AppError {
  constructor(retryAfterSeconds: number) {
    super("rate_limited", "Too many failed attempts, try again later");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface Session {
  token: string;
  expiresIn: number;
  /** The opaque refresh token, for the cookie; only its hash is stored. */
  refreshToken: string;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newRefreshToken = () => randomBytes(32).toString("base64url");
const expiry = () => new Date(Date.now() + refreshTokenLifetimeSeconds * 1000);
const unauthorized = (message: string) => new AppError("unauthorized", message);

export function createAuthService(deps: {
  db: Db;
  hasher: PasswordHasher;
  clients: ClientsService;
  throttle: LoginThrottle;
  accessTokenKey: AccessTokenKey;
  /** Codes sent to phones (the password reset's). */
  codes: PhoneCodes;
}) {
  const repository = createAuthRepository(deps.db);
  const { hasher, clients, throttle } = deps;

  async function startSession(clientId: number, familyId: string = randomUUID()): Promise<Session> {
    const refreshToken = newRefreshToken();
    await repository.insert({ clientId, familyId, tokenHash: sha256(refreshToken), expiresAt: expiry() });
    return {
      token: await signAccessToken(deps.accessTokenKey, { clientId, sessionId: familyId }),
      expiresIn: accessTokenLifetimeSeconds,
      refreshToken,
    };
  }

  return {
    /** "Forgot password?": a code by WhatsApp or SMS, then a new password that ends every session (issue 39). */
    passwordReset: createPasswordReset({
      clients,
      hasher,
      codes: deps.codes,
      sessions: { endAllOf: (id) => repository.revokeAllOf(id), start: (id) => startSession(id) },
    }),

    /**
     * Wrong phone or wrong password: one 401 with one message. An unknown phone still costs one argon2
     * verification, so the answer's timing does not tell whether the phone is registered.
     */
    async login(input: LoginRequest, address: string): Promise<Session & { client: ClientRecord }> {
      const phone = normalizeIraqiPhone(input.phone);
      if (!phone) throw fieldError("phone", "invalid_phone");
      const attempt = { account: `phone:${phone}`, address };
      // Reserved before the slow verification, so parallel guesses cannot all pass one check.
      const wait = await throttle.reserve(attempt);
      if (wait > 0) throw new LoginThrottledError(wait);
      const found = await clients.credentialsByPhone(phone);
      let ok = false;
      if (found) ok = (await hasher.verify(found.passwordHash, input.password)) && found.status === 1;
      else await hasher.verifyDummy(input.password);
      if (!found || !ok) throw unauthorized(invalidCredentialsMessage);
      await throttle.succeeded(attempt);
      return { ...(await startSession(found.id)), client: found.record };
    },

    /** Rotates the refresh token; a rotated one presented again revokes its whole family. */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw unauthorized("No session to refresh");
      const tokenHash = sha256(refreshToken);
      const next = newRefreshToken();
      const rotated = await repository.rotate(tokenHash, { tokenHash: sha256(next), expiresAt: expiry() });
      if (rotated) {
        return {
          token: await signAccessToken(deps.accessTokenKey, {
            clientId: rotated.clientId,
            sessionId: rotated.familyId,
          }),
          expiresIn: accessTokenLifetimeSeconds,
          refreshToken: next,
        };
      }
      const row = await repository.byHash(tokenHash);
      if (row?.replacedAt && !row.revokedAt) {
        const sinceRotation = (Date.now() - row.replacedAt.getTime()) / 1000;
        if (sinceRotation > concurrentRefreshGraceSeconds) await repository.revokeFamily(row.familyId);
      }
      throw unauthorized("The session has expired, sign in again");
    },

    /** Ends every session of a client (an account disabled by staff): its refresh and access tokens stop working. */
    endSessionsOf: (clientId: number) => repository.revokeAllOf(clientId),

    /**
     * Whether an access token's session is still live and its client active: one query per request, so that
     * signing out, a password change or disabling refuses the token at once, not when it expires.
     */
    isLive: (session: { clientId: number; sessionId: string }) => repository.isLive(session),

    /** Ends the session of this refresh token (its whole family) and so its access tokens. Idempotent. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repository.byHash(sha256(refreshToken));
      if (row) await repository.revokeFamily(row.familyId);
    },

    /**
     * A real password change (the spec's form only showed a toast): checks the current password, applies the
     * password policy, ends every session of the client (their access tokens are refused at once, this one's
     * too) and starts a new one for this device, whose fresh tokens the answer carries.
     */
    async changePassword(clientId: number, body: unknown): Promise<Session> {
      const input = parseForm(passwordChangeRequestSchema, body);
      const current = await clients.credentialsOf(clientId);
      if (!current) throw new AppError("not_found", "Client not found");
      const weak = passwordProblem(input.password, current);
      const currentOk = await hasher.verify(current.passwordHash, input.current_password);
      const codes: ConstructorParameters<typeof FieldErrorsError>[0] = {};
      if (!currentOk) codes.current_password = ["current_password_wrong"];
      if (weak) codes.password = [weak];
      if (Object.keys(codes).length > 0) throw new FieldErrorsError(codes);
      await clients.setPasswordHash(clientId, await hasher.hash(input.password));
      await repository.revokeAllOf(clientId);
      return startSession(clientId);
    },

    /** Housekeeping: expired refresh tokens and forgotten sign-in attempt counters. */
    deleteExpiredTokens: async () => {
      await Promise.all([
        repository.deleteExpired(),
        deleteForgottenAttempts(deps.db),
        deps.codes.deleteOld(),
      ]);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
