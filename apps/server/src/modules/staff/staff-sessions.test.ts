import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signedInClient } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import {
  createStaff,
  demoOwner,
  type StaffSession,
  signIn,
  staffLogin,
  staffRefresh,
  staffRefreshCookieOf,
} from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
});
afterAll(async () => {
  await t?.close();
});

const me = (token: string) => t.app.inject({ url: api("staff/me"), headers: bearer(token) });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: api("staff/me/password"), headers: bearer(token), payload });

describe(`staff sign-in on ${testDatabaseKind}`, () => {
  it("answers the account with its permissions and sets the refresh cookie on the staff API only", async () => {
    const res = await staffLogin(t, { email: " STAFF@Dukkan.iq ", password: demoOwner.password });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.token_type).toBe("Bearer");
    expect(data.expires_in).toBe(900);
    expect(data.staff).toMatchObject({ email: "staff@dukkan.iq", role: "owner", languages: [] });
    expect(data.staff.permissions).toContain("staff.manage");
    const cookie = (
      res.cookies as { name: string; path?: string; httpOnly?: boolean; sameSite?: string }[]
    ).find((c) => c.name === "dukkan_staff_refresh");
    expect(cookie).toMatchObject({ path: "/api/v1/staff", httpOnly: true, sameSite: "Strict" });
    // Beside it, a readable sign without a secret, for the app's pages only (so the app knows to refresh).
    const hint = (res.cookies as { name: string; value: string; path?: string; httpOnly?: boolean }[]).find(
      (c) => c.name === "dukkan_staff_session",
    );
    expect(hint).toMatchObject({ value: "1", path: "/staff" });
    expect(hint?.httpOnly).toBeFalsy();
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers one 401 for a wrong password, an unknown e-mail and a disabled account", async () => {
    const staff = await createStaff(t, owner, "order_agent");
    const disable = await t.app.inject({
      method: "PATCH",
      url: api(`staff/staff-users/${staff.id}`),
      headers: bearer(owner.token),
      payload: { active: false },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    const answers = await Promise.all([
      staffLogin(t, { email: demoOwner.email, password: "not-the-password" }),
      staffLogin(t, { email: "nobody@dukkan.iq", password: demoOwner.password }),
      staffLogin(t, staff),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Wrong e-mail or password", code: "unauthorized" });
    }
  });

  it("gives field errors for a bad body, never a 500", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: api("staff/login"),
      remoteAddress: freshIp(),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "bad_request",
      errors: { email: ["required"], password: ["required"] },
    });
    const huge = await staffLogin(t, { email: "a".repeat(10_000), password: "x" });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.email).toEqual(["too_long"]);
    const notJson = await t.app.inject({
      method: "POST",
      url: api("staff/login"),
      remoteAddress: freshIp(),
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("limits sign-in attempts per address (10 a minute) and per account and address (growing delays after 5 failures)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await staffLogin(t, { email: `nobody-${i}@dukkan.iq`, password: "wrong" }, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    const target = await createStaff(t, owner, "stock_clerk");
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await staffLogin(t, { email: target.email, password: "wrong" }, attacker)).statusCode).toBe(
        401,
      );
    }
    // From that address, even the right password waits now.
    const throttled = await staffLogin(t, target, attacker);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // The account's owner, from another address, signs in.
    expect((await staffLogin(t, target, freshIp())).statusCode).toBe(200);
  });

  it("checks only 5 of 20 parallel guesses for one account from one address; the others wait", async () => {
    const loose = await buildTestApp({ loginAttemptsPerMinute: 1000 });
    try {
      const ip = freshIp();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          staffLogin(loose, { email: demoOwner.email, password: `wrong-${i}` }, ip),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      for (const res of results.filter((r) => r.statusCode === 429)) {
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    } finally {
      await loose.close();
    }
  });

  it("sets Secure cookies when PUBLIC_URL is https, even if the proxy is not trusted", async () => {
    const secure = (res: { headers: Record<string, unknown> }) =>
      [res.headers["set-cookie"]].flat().map((c) => /;\s*Secure/i.test(String(c)));
    expect(secure(await staffLogin(t, demoOwner))).toEqual([false, false]);
    const { publicUrl } = t.config;
    try {
      t.config.publicUrl = "https://shop.example.iq";
      expect(secure(await staffLogin(t, demoOwner))).toEqual([true, true]);
    } finally {
      t.config.publicUrl = publicUrl;
    }
  });
});

describe(`staff sessions on ${testDatabaseKind}`, () => {
  it("refreshes with rotation: each refresh token works once and the new access token opens staff routes", async () => {
    const session = await signIn(t, demoOwner);
    const first = await staffRefresh(t, session.refresh);
    expect(first.statusCode, first.body).toBe(200);
    const rotated = staffRefreshCookieOf(first)!;
    expect(rotated).not.toBe(session.refresh);
    expect((await me(first.json().data.token)).statusCode).toBe(200);
    expect((await staffRefresh(t, rotated)).statusCode).toBe(200);
  });

  it("a rotated token presented again within the grace (two tabs) fails without ending the session", async () => {
    const session = await signIn(t, demoOwner);
    const winner = await staffRefresh(t, session.refresh);
    const loser = await staffRefresh(t, session.refresh);
    expect(loser.statusCode).toBe(401);
    expect((await staffRefresh(t, staffRefreshCookieOf(winner))).statusCode).toBe(200);
  });

  it("reuse of a rotated token after the grace ends the session: its refresh and its access tokens are refused", async () => {
    const session = await signIn(t, demoOwner);
    const next = await staffRefresh(t, session.refresh);
    const current = { token: next.json().data.token as string, refresh: staffRefreshCookieOf(next)! };
    await t.database.db.execute(
      sql`update staff_refresh_tokens set replaced_at = now() - interval '1 minute' where replaced_at is not null`,
    );
    const stolen = await staffRefresh(t, session.refresh);
    expect(stolen.statusCode).toBe(401);
    expect((await staffRefresh(t, current.refresh)).statusCode).toBe(401);
    expect((await me(current.token)).statusCode).toBe(403);
    expect((await me(session.token)).statusCode).toBe(403);
    // Other sessions of the same account go on.
    expect((await me(owner.token)).statusCode).toBe(200);
  });

  it("signing out ends the session at once, and a refresh without a cookie is 401", async () => {
    const session = await signIn(t, demoOwner);
    const out = await t.app.inject({
      method: "POST",
      url: api("staff/logout"),
      cookies: { dukkan_staff_refresh: session.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await staffRefresh(t, session.refresh)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(403);
    expect((await staffRefresh(t, undefined)).statusCode).toBe(401);
  });

  it("/staff/me: 401 without a token, 403 with a client's token or a forged one", async () => {
    expect((await t.app.inject({ url: api("staff/me") })).statusCode).toBe(401);
    const client = await signedInClient(t);
    expect((await me(client.token)).statusCode).toBe(403);
    const forged = await me(`${owner.token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(403);
    // What tells the app to refresh its session and try once more.
    expect(forged.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
    // and a staff token opens no client route
    expect(
      (await t.app.inject({ url: api("client-auth/orders"), headers: bearer(owner.token) })).statusCode,
    ).toBe(403);
  });
});

describe(`changing one's own password on ${testDatabaseKind}`, () => {
  it("checks the current password and the policy, then ends every other session of the account", async () => {
    const account = await createStaff(t, owner, "catalogue_editor");
    const here = await signIn(t, account);
    const elsewhere = await signIn(t, account);

    const wrong = await changePassword(here.token, {
      current_password: "not-it",
      password: "A-new-kitchen-99",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: "validation_failed",
      errors: { current_password: ["current_password_wrong"] },
    });
    const common = await changePassword(here.token, {
      current_password: account.password,
      password: "password123",
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: ["password_too_common"] });
    for (const [password, code] of [
      ["Dukkan-staff-2026", "password_too_common"],
      ["dukkan2026!", "password_guessable"],
      [`${account.email.split("@")[0]}-2026`, "password_guessable"],
    ] as const) {
      const refused = await changePassword(here.token, { current_password: account.password, password });
      expect(refused.statusCode, password).toBe(422);
      expect(refused.json().errors).toEqual({ password: [code] });
    }
    const short = await changePassword(here.token, { current_password: account.password, password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: ["password_too_short"] });

    const ok = await changePassword(here.token, {
      current_password: account.password,
      password: "A-new-kitchen-99",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(403);
    expect((await staffRefresh(t, elsewhere.refresh)).statusCode).toBe(401);
    expect((await me(here.token)).statusCode).toBe(200);
    expect((await staffRefresh(t, here.refresh)).statusCode).toBe(200);
    expect((await staffLogin(t, account)).statusCode).toBe(401);
    expect((await staffLogin(t, { email: account.email, password: "A-new-kitchen-99" })).statusCode).toBe(
      200,
    );
  });
});
