import { staffUsers } from "@dukkan/db/schema/staff";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { createFirstOwner } from "./first-owner.ts";

let t: TestApp;
const firstOwner = () =>
  createFirstOwner({ db: t.database.db, staff: t.app.services.staff, tokenSecret: t.config.tokenSecret });
const codeOf = async () =>
  new URL(`http://x${await firstOwner().setupPath()}`).searchParams.get("code") ?? "";
const email = `owner-${testDatabaseKind}@shop.example`;
const password = "Basin-and-mixer-tap-91";

function setup(body: Record<string, unknown>, ip = freshIp()) {
  return t.app.inject({ method: "POST", url: api("staff/setup"), payload: body, remoteAddress: ip });
}
const status = async (code: string) =>
  (await t.app.inject({ url: api("staff/setup", { code }), remoteAddress: freshIp() })).json().data;

beforeAll(async () => {
  t = await buildTestApp();
  // A shop without an owner: the seeded demo owner is made a manager.
  await t.database.db.update(staffUsers).set({ role: "manager" }).where(eq(staffUsers.role, "owner"));
});
afterAll(async () => {
  await t?.close();
});

describe(`the first owner on ${testDatabaseKind} (issue 36)`, () => {
  it("offers a setup link only while no owner exists, and only for its code", async () => {
    const code = await codeOf();
    expect(code).toMatch(/^[\w-]{32}$/);
    // Every instance of the shop derives the same code from the shared token secret.
    expect(await codeOf()).toBe(code);
    expect(await status(code)).toEqual({ open: true, owner_exists: false });
    expect(await status(`${code.slice(0, -1)}x`)).toEqual({ open: false, owner_exists: false });
    expect(await status("")).toEqual({ open: false, owner_exists: false });
  });

  it("refuses a wrong code, then a weak password by field, and creates no account", async () => {
    const code = await codeOf();
    const wrong = await setup({ code: "not-the-code", email, name: "Owner", password });
    expect(wrong.statusCode, wrong.body).toBe(403);
    const weak = await setup({ code, email, name: "Owner", password: "12345678" });
    expect(weak.statusCode, weak.body).toBe(422);
    expect(weak.json().errors).toHaveProperty("password");
    const badEmail = await setup({ code, email: "not-an-email", name: "Owner", password });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors).toHaveProperty("email");
    expect(await t.database.db.$count(staffUsers, eq(staffUsers.email, email))).toBe(0);
  });

  it("creates the owner from the link, signs them in, and the link stops working", async () => {
    const code = await codeOf();
    const res = await setup({ code, email: ` ${email.toUpperCase()} `, name: "صاحب المتجر", password });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().data;
    expect(session.staff).toMatchObject({ email, role: "owner", name: "صاحب المتجر" });
    expect(res.cookies.map((c) => c.name)).toContain("dukkan_staff_refresh");
    const me = await t.app.inject({ url: api("staff/me"), headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.role).toBe("owner");

    expect(await firstOwner().setupPath()).toBeNull();
    expect(await status(code)).toEqual({ open: false, owner_exists: true });
    const again = await setup({ code, email: "second@shop.example", name: "Other", password });
    expect(again.statusCode, again.body).toBe(409);
  });

  it("OWNER_EMAIL and OWNER_PASSWORD never overwrite an existing owner", async () => {
    expect(await firstOwner().fromEnvironment("someone-else@shop.example", password)).toBe("exists");
    expect(await t.database.db.$count(staffUsers, eq(staffUsers.email, "someone-else@shop.example"))).toBe(0);
  });

  it("rate-limits the setup endpoints per address like a sign-in", async () => {
    const ip = freshIp();
    const limit = t.config.loginAttemptsPerMinute;
    const answers: number[] = [];
    for (let i = 0; i <= limit; i++)
      answers.push((await setup({ code: "guess", email, name: "x", password }, ip)).statusCode);
    expect(answers.slice(0, limit).every((code) => code === 403 || code === 409)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
