import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, staffLogin } from "./staff.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = async (token: string) =>
  (await t.app.inject({ url: api("staff/me"), headers: bearer(token) })).json().data;

describe(`the demo owner's published password on ${testDatabaseKind} (issue 36)`, () => {
  it("is flagged at sign-in and on every /staff/me until the password is changed", async () => {
    const login = await staffLogin(t, demoOwner);
    expect(login.statusCode, login.body).toBe(200);
    const { token, staff } = login.json().data;
    expect(staff.published_password).toBe(true);
    expect((await me(token)).published_password).toBe(true);

    const change = await t.app.inject({
      method: "POST",
      url: api("staff/me/password"),
      headers: bearer(token),
      payload: { current_password: demoOwner.password, password: "Walnut-vanity-unit-36" },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(token)).published_password).toBe(false);
    const again = await staffLogin(t, { email: demoOwner.email, password: "Walnut-vanity-unit-36" });
    expect(again.json().data.staff.published_password).toBe(false);
  });
});
