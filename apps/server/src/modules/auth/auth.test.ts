import { loginResponseSchema } from "@dukkan/contracts";
import { refreshTokens } from "@dukkan/db/schema";
import { eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bearer,
  freshIp,
  goodPassword,
  login,
  refresh,
  refreshCookieOf,
  registerClient,
  signedInClient,
} from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { accessTokenKey, signAccessToken } from "./access-token.ts";
import { invalidCredentialsMessage } from "./auth.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profile = (id: number, token?: string) =>
  t.app.inject({ url: api(`client/${id}`), headers: token ? bearer(token) : {} });

describe(`login on ${testDatabaseKind}`, () => {
  it("returns { token, client } (and the same in data) and sets the refresh cookie", async () => {
    const { res: reg, phone } = await registerClient(t, { email: "a@example.iq" });
    const res = await login(t, phone.typed, goodPassword);
    expect(res.statusCode, res.body).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.client).toEqual(reg.json().data);
    expect(body.data.client).toEqual(body.client);
    expect(body.data.token).toBe(body.token);
    expect(body.data.expires_in).toBeLessThanOrEqual(15 * 60);
    const [, payload] = body.token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    expect(claims.sub).toBe(String(body.client.id));

    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^dukkan_refresh=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/v1/);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/i);
    expect(res.headers["cache-control"]).toBe("no-store");
    // The token works.
    expect((await profile(body.client.id, body.token)).statusCode).toBe(200);
  });

  it("sets the cookie Secure behind HTTPS", async () => {
    const { phone } = await registerClient(t);
    const res = await t.app.inject({
      method: "POST",
      url: api("client-login"),
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: freshIp(),
      payload: { phone: phone.typed, password: goodPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/Secure/);
  });

  it("accepts form bodies", async () => {
    const { phone } = await registerClient(t);
    const res = await t.app.inject({
      method: "POST",
      url: api("client-login"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: freshIp(),
      payload: new URLSearchParams({ phone: phone.typed, password: goodPassword }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("answers wrong password and unknown phone alike: 401, one message", async () => {
    const { phone } = await registerClient(t);
    const wrong = await login(t, phone.typed, "Wrong-password-1");
    const unknown = await login(t, "0781 000 0001", goodPassword);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: invalidCredentialsMessage, code: "unauthorized" });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("takes credentials from the body only, never from the URL", async () => {
    const { phone } = await registerClient(t);
    const res = await t.app.inject({
      method: "POST",
      url: api("client-login", { phone: phone.e164, password: goodPassword }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses a disabled client", async () => {
    const { res: reg, phone } = await registerClient(t);
    await t.database.db.execute(sql`update clients set status = 0 where id = ${reg.json().data.id}`);
    expect((await login(t, phone.typed, goodPassword)).statusCode).toBe(401);
  });
});

describe("access tokens", () => {
  it("answers 401 without a token and 403 for an expired, forged or malformed one", async () => {
    const me = await signedInClient(t);
    const key = accessTokenKey(t.config.tokenSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signAccessToken(key, me.id, { expiresAt: now - 1 });
    const forged = await signAccessToken(accessTokenKey("another-secret-that-is-long-enough-000000"), me.id);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(
      JSON.stringify({
        sub: String(me.id),
        exp: now + 600,
        iat: now,
        iss: "dukkan",
        aud: "dukkan-storefront",
      }),
    ).toString("base64url")}.`;
    const wrongAudience = await new SignJWT({ typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(me.id))
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key);

    expect((await profile(me.id)).statusCode).toBe(401);
    for (const token of [expired, forged, unsigned, wrongAudience, "garbage"]) {
      const res = await profile(me.id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
    expect((await profile(me.id, me.token)).statusCode).toBe(200);
  });
});

describe("refresh tokens", () => {
  it("stores the refresh token hashed", async () => {
    const me = await signedInClient(t);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.clientId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(me.refresh);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("returns { data: { token } } and rotates the cookie on every use", async () => {
    const me = await signedInClient(t);
    const first = await refresh(t, me.refresh);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().data.token as string;
    expect((await profile(me.id, token)).statusCode).toBe(200);
    const second = refreshCookieOf(first);
    expect(second).toBeTruthy();
    expect(second).not.toBe(me.refresh);
    const again = await refresh(t, second);
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).not.toBe(second);
  });

  it("answers 401 without a cookie or with an unknown one, and clears the cookie", async () => {
    expect((await refresh(t, undefined)).statusCode).toBe(401);
    const res = await refresh(t, "not-a-token");
    expect(res.statusCode).toBe(401);
    expect(String(res.headers["set-cookie"])).toMatch(/dukkan_refresh=;/);
  });

  it("revokes the whole family when a rotated token is used again", async () => {
    const me = await signedInClient(t);
    const rotated = await refresh(t, me.refresh);
    const next = refreshCookieOf(rotated)!;
    // Past the grace window for concurrent refreshes: this is reuse of a stolen token.
    await t.database.db.execute(
      sql`update refresh_tokens set replaced_at = now() - interval '1 minute' where replaced_at is not null and client_id = ${me.id}`,
    );
    const reuse = await refresh(t, me.refresh);
    expect(reuse.statusCode).toBe(401);
    // The legitimate successor is revoked too.
    expect((await refresh(t, next)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.clientId, me.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("lets exactly one of several concurrent refreshes with one token succeed", async () => {
    const me = await signedInClient(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(t, me.refresh)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(4);
    // Within the grace window the losers do not kill the winner's session.
    expect((await refresh(t, refreshCookieOf(ok[0]!))).statusCode).toBe(200);
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(sql`${refreshTokens.clientId} = ${me.id} and ${refreshTokens.replacedAt} is null`);
    expect(live).toHaveLength(1);
  });

  it("refuses an expired refresh token", async () => {
    const me = await signedInClient(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.clientId, me.id));
    expect((await refresh(t, me.refresh)).statusCode).toBe(401);
  });

  it("drops refresh tokens a day past their expiry, and only those", async () => {
    const expired = await signedInClient(t);
    const recent = await signedInClient(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(refreshTokens.clientId, expired.id));
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.clientId, recent.id));
    await t.app.services.auth.deleteExpiredTokens();
    const left = async (clientId: number) =>
      (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.clientId, clientId))).length;
    expect(await left(expired.id)).toBe(0);
    expect(await left(recent.id)).toBe(1);
  });

  it("logout revokes the session", async () => {
    const me = await signedInClient(t);
    const out = await t.app.inject({
      method: "POST",
      url: api("logout"),
      cookies: { dukkan_refresh: me.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/dukkan_refresh=;/);
    expect((await refresh(t, me.refresh)).statusCode).toBe(401);
    // Idempotent, also without a cookie.
    expect((await t.app.inject({ method: "POST", url: api("logout") })).statusCode).toBe(200);
  });
});

describe("throttling", () => {
  it("allows 10 login attempts a minute per IP, then 429 with Retry-After", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A different unknown phone each time, so only the IP limit applies.
      const res = await login(t, `0781 000 ${String(1000 + i)}`, "Wrong-password-1", ip);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        expect(res.json().code).toBe("rate_limited");
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await login(t, "0781 000 2000", "Wrong-password-1")).statusCode).toBe(401);
  });

  it("delays one phone after 5 failures (any IP), with Retry-After; no permanent lock-out", async () => {
    const { phone } = await registerClient(t);
    for (let i = 0; i < 5; i++)
      expect((await login(t, phone.typed, `Wrong-password-${i}`)).statusCode).toBe(401);
    // Even the right password waits now, from any address.
    const held = await login(t, phone.typed, goodPassword);
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15);
    expect(held.json().code).toBe("rate_limited");
    // Other phones are not affected.
    const other = await registerClient(t);
    expect((await login(t, other.phone.typed, goodPassword)).statusCode).toBe(200);
    // Once the delay has passed, the right password works again and clears the count.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + (wait + 1) * 1000);
      expect((await login(t, phone.typed, goodPassword)).statusCode).toBe(200);
      expect((await login(t, phone.typed, "Wrong-password-9")).statusCode).toBe(401);
      expect((await login(t, phone.typed, goodPassword)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
