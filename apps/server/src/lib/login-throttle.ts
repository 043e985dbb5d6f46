import { createHmac } from "node:crypto";

/**
 * The per-account sign-in throttle's rules (clients by phone, staff by e-mail). Each attempt is reserved before
 * the password is checked, so parallel guesses cannot all pass a check made before the slow verification.
 *
 * - Per account and client address: 5 attempts free, then each further one waits 15 s, 30 s, 1 min, ... up to
 *   15 min after the last. Another address (the account's owner) is not held back by an attacker's guesses.
 * - Per account from anywhere: 100 failed attempts free, then the same growing delays, against a guess spread
 *   over many addresses. Its price: such an attack slows the owner's sign-in too.
 *
 * Counts are forgotten an hour after the last attempt; a successful sign-in clears its address's count and gives
 * its attempt back to the account's, so there is never a permanent lock-out.
 */
export interface Allowance {
  /** Attempts before any delay. */
  free: number;
}
export const perAddress: Allowance = { free: 5 };
export const perAccount: Allowance = { free: 100 };

export const firstDelaySeconds = 15;
export const maxDelaySeconds = 15 * 60;
export const forgetAfterSeconds = 60 * 60;

/** Seconds to wait after `attempts` reserved attempts, counted from the last one. */
export function delayAfter(attempts: number, free = perAddress.free): number {
  if (attempts < free) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (attempts - free));
}

export interface AttemptRecord {
  attempts: number;
  /** epoch milliseconds */
  lastAttemptAt: number;
}

/** Seconds to wait before the next attempt, or 0. */
export function retryAfterSeconds(
  record: AttemptRecord | null,
  free = perAddress.free,
  now = Date.now(),
): number {
  if (!record || now - record.lastAttemptAt > forgetAfterSeconds * 1000) return 0;
  const waitUntil = record.lastAttemptAt + delayAfter(record.attempts, free) * 1000;
  return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
}

/** Who is signing in: the account (`phone:+964…`, `staff:name@…`) and the client's address (request.ip). */
export interface SignInAttempt {
  account: string;
  address: string;
}

export interface LoginThrottle {
  /** Reserves one attempt: 0 when granted (then check the password), else the seconds to wait. */
  reserve(attempt: SignInAttempt): Promise<number>;
  /** The password was right: the address's count is cleared and the account's attempt given back. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

/** The counters' keys: HMACs, so that the store holds no phone number, e-mail or address. */
export function throttleKeys(secret: string, { account, address }: SignInAttempt) {
  const key = (...parts: string[]) =>
    createHmac("sha256", secret).update(parts.join("\0")).digest("base64url").slice(0, 32);
  return { perAddress: key("address", account, address), perAccount: key("account", account) };
}
