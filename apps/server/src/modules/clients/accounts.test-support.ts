import { randomBytes, randomUUID } from "node:crypto";
import { refreshTokens } from "@dukkan/db/schema";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { signAccessToken } from "#server/modules/auth/access-token.ts";
import { api, type TestApp } from "#server/test/harness.ts";

/** Shared by the accounts API tests (clients, auth, favourites, ratings). */

export const goodPassword = "Sink-and-tap-42";
let phoneCounter = Math.floor(Math.random() * 1_000_000);
/** A fresh mobile number in the local form people type, `0770 XXX XXXX`. */
export function freshPhone(): { typed: string; e164: string } {
  const digits = String(phoneCounter++ % 10_000_000).padStart(7, "0");
  return { typed: `0770 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+964770${digits}` };
}
let ipCounter = 1;
/** A distinct client address per call, so the per-IP login limit of one test does not spill into another. */
export const freshIp = () => `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}.7`;

export interface Account {
  id: number;
  phone: string;
  password: string;
  token: string;
  /** The session (refresh-token family) the access token names in `sid`. */
  sessionId: string;
  refresh: string;
}

/** The claims of an access token, read without checking it. */
export function claimsOf(token: string): { sub: string; sid: string; exp: number; iat: number } {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = (res.cookies as { name: string; value: string }[]).find((c) => c.name === "dukkan_refresh");
  return cookie?.value || undefined;
}

export async function registerClient(t: TestApp, fields: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const res = await t.app.inject({
    method: "POST",
    url: api("client"),
    remoteAddress: freshIp(),
    payload: { full_name: "Zainab Ali", phone: phone.typed, password: goodPassword, ...fields },
  });
  return { res, phone };
}

export async function login(t: TestApp, phone: string, password: string, ip = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: api("client-login"),
    remoteAddress: ip,
    payload: { phone, password },
  });
}

/** A registered, signed-in client. */
export async function signedInClient(t: TestApp): Promise<Account> {
  const { res, phone } = await registerClient(t);
  expect(res.statusCode, res.body).toBe(201);
  const signIn = await login(t, phone.typed, goodPassword);
  expect(signIn.statusCode, signIn.body).toBe(200);
  return {
    id: res.json().data.id,
    phone: phone.e164,
    password: goodPassword,
    token: signIn.json().token,
    sessionId: claimsOf(signIn.json().token).sid,
    refresh: refreshCookieOf(signIn)!,
  };
}

export async function refresh(t: TestApp, refreshToken: string | undefined) {
  return t.app.inject({
    method: "POST",
    url: api("refresh"),
    cookies: refreshToken ? { dukkan_refresh: refreshToken } : {},
  });
}

/**
 * An access token of a new session for a client that a test inserted in the database (no password sign-in):
 * the session's refresh token is stored, because `requireClient` refuses a token whose session is not live.
 */
export async function accessTokenFor(t: TestApp, clientId: number): Promise<string> {
  const sessionId = randomUUID();
  await t.database.db.insert(refreshTokens).values({
    clientId,
    familyId: sessionId,
    tokenHash: randomBytes(32).toString("hex"),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return signAccessToken(t.app.accessTokenKey, { clientId, sessionId });
}
