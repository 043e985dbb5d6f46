import { loginResponseSchema } from "@dukkan/contracts";
import { refreshTokens } from "@dukkan/db/schema";
import { eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bearer,
  claimsOf,
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

  it("sets the cookie Secure when PUBLIC_URL is https or in production, even if the proxy is not trusted", async () => {
    const { phone } = await registerClient(t);
    const plainLogin = () => login(t, phone.typed, goodPassword);
    const secure = (res: Awaited<ReturnType<typeof plainLogin>>) =>
      /;\s*Secure/i.test(String(res.headers["set-cookie"]));
    expect(secure(await plainLogin())).toBe(false);
    const { publicUrl, production } = t.config;
    try {
      t.config.publicUrl = "https://shop.example.iq";
      expect(secure(await plainLogin())).toBe(true);
      // A plain-HTTP public address says the shop is not on HTTPS, live or not.
      t.config.publicUrl = "http://192.0.2.10:3000";
      t.config.production = true;
      expect(secure(await plainLogin())).toBe(false);
      t.config.publicUrl = undefined;
      expect(secure(await plainLogin())).toBe(true);
      // The cookie is cleared with the same attributes.
      const out = await t.app.inject({ method: "POST", url: api("logout") });
      expect(String(out.headers["set-cookie"])).toMatch(/dukkan_refresh=;.*Secure/i);
    } finally {
      t.config.publicUrl = publicUrl;
      t.config.production = production;
    }
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
    const session = { clientId: me.id, sessionId: me.sessionId };
    const expired = await signAccessToken(key, session, { expiresAt: now - 1 });
    const forged = await signAccessToken(
      accessTokenKey("another-secret-that-is-long-enough-000000"),
      session,
    );
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

describe("access tokens end with their session", () => {
  it("names its session (sid) and is refused at once after logout; other sessions go on", async () => {
    const me = await signedInClient(t);
    const other = await login(t, me.phone, me.password);
    const otherToken = other.json().token as string;
    expect(claimsOf(me.token).sid).not.toBe(claimsOf(otherToken).sid);
    expect((await profile(me.id, me.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: api("logout"),
      cookies: { dukkan_refresh: me.refresh },
    });
    expect(out.statusCode).toBe(200);
    const refused = await profile(me.id, me.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("forbidden");
    expect((await profile(me.id, otherToken)).statusCode).toBe(200);
  });

  it("is refused once its session has rotated away by reuse, and while its client is disabled", async () => {
    const me = await signedInClient(t);
    await t.database.db.execute(sql`update clients set status = 0 where id = ${me.id}`);
    expect((await profile(me.id, me.token)).statusCode).toBe(403);
    await t.database.db.execute(sql`update clients set status = 1 where id = ${me.id}`);
    expect((await profile(me.id, me.token)).statusCode).toBe(200);
    // The refreshed token names the same session and works; revoking the family refuses both.
    const refreshed = await refresh(t, me.refresh);
    const next = refreshed.json().data.token as string;
    expect(claimsOf(next).sid).toBe(me.sessionId);
    expect((await profile(me.id, next)).statusCode).toBe(200);
    await t.app.services.auth.endSessionsOf(me.id);
    expect((await profile(me.id, next)).statusCode).toBe(403);
    expect((await profile(me.id, me.token)).statusCode).toBe(403);
  });

  it("is refused without a session, or with another client's session", async () => {
    const me = await signedInClient(t);
    const other = await signedInClient(t);
    const key = t.app.accessTokenKey;
    const noSid = await new SignJWT({ typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(me.id))
      .setIssuer("dukkan")
      .setAudience("dukkan-storefront")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key);
    const borrowed = await signAccessToken(key, { clientId: me.id, sessionId: other.sessionId });
    for (const token of [noSid, borrowed]) expect((await profile(me.id, token)).statusCode).toBe(403);
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

  it("delays one phone from one address after 5 failures, with Retry-After; the owner elsewhere signs in; no permanent lock-out", async () => {
    const { phone } = await registerClient(t);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await login(t, phone.typed, `Wrong-password-${i}`, attacker)).statusCode).toBe(401);
    // Even the right password waits now, from that address.
    const held = await login(t, phone.typed, goodPassword, attacker);
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15);
    expect(held.json().code).toBe("rate_limited");
    // The account's owner, from another address, is not held back by the attacker's guesses.
    const owner = freshIp();
    expect((await login(t, phone.typed, goodPassword, owner)).statusCode).toBe(200);
    // Other phones are not affected.
    const other = await registerClient(t);
    expect((await login(t, other.phone.typed, goodPassword, attacker)).statusCode).toBe(200);
    // Once the delay has passed, the right password works again and clears the count.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + (wait + 1) * 1000);
      expect((await login(t, phone.typed, goodPassword, attacker)).statusCode).toBe(200);
      expect((await login(t, phone.typed, "Wrong-password-9", attacker)).statusCode).toBe(401);
      expect((await login(t, phone.typed, goodPassword, attacker)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("delays an account everywhere after 100 failures spread over many addresses", async () => {
    const { phone } = await registerClient(t);
    for (let round = 0; round < 4; round++) {
      const batch = await Promise.all(
        Array.from({ length: 25 }, (_, i) => login(t, phone.typed, `Wrong-password-${round}-${i}`)),
      );
      expect(batch.map((r) => r.statusCode)).toEqual(Array(25).fill(401));
    }
    const held = await login(t, phone.typed, goodPassword);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("parallel wrong passwords", () => {
  // A per-address limit that lets all 20 through, so that only the account's throttle stands in the way.
  let loose: TestApp;
  beforeAll(async () => {
    loose = await buildTestApp({ loginAttemptsPerMinute: 1000 });
  });
  afterAll(async () => {
    await loose?.close();
  });

  it("lets only 5 of 20 parallel guesses from one address be checked; the others wait (429, Retry-After)", async () => {
    const { phone } = await registerClient(loose);
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(loose, phone.typed, `Wrong-password-${i}`, ip)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    for (const res of results.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        message: "Too many failed attempts, try again later",
        code: "rate_limited",
      });
    }
  });
});
