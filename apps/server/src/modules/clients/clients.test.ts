import {
  clientRecordSchema,
  errorEnvelopeSchema,
  profileErrorSchema,
  registrationErrorSchema,
} from "@dukkan/contracts";
import { clients } from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import {
  bearer,
  freshIp,
  freshPhone,
  goodPassword,
  login,
  refresh,
  refreshCookieOf,
  registerClient,
  signedInClient,
} from "./accounts.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`registration on ${testDatabaseKind}`, () => {
  it("registers with full_name, phone and password; status 1; phone stored in E.164; hash stored, not the password", async () => {
    const { res, phone } = await registerClient(t, { status: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const client = clientRecordSchema.parse(res.json().data);
    expect(client).toMatchObject({ full_name: "Zainab Ali", phone: phone.e164, status: 1, email: null });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(res.json())).not.toContain("password");
  });

  it("accepts e-mail, city, born date and gender, and form bodies (urlencoded and multipart)", async () => {
    const phone = freshPhone();
    const form = new URLSearchParams({
      full_name: "Omar Hassan",
      phone: phone.typed,
      password: goodPassword,
      email: "omar@example.iq",
      city_id: "1",
      born_date: "1990-05-17",
      gender: "Male",
      status: "1",
    });
    const res = await t.app.inject({
      method: "POST",
      url: api("client"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      email: "omar@example.iq",
      city_id: 1,
      born_date: "1990-05-17",
      gender: "Male",
      phone: phone.e164,
    });

    const multipart = new FormData();
    const other = freshPhone();
    for (const [k, v] of Object.entries({
      full_name: "Noor",
      phone: other.typed,
      password: goodPassword,
      email: "",
    }))
      multipart.set(k, v);
    const request = new Request("http://x", { method: "POST", body: multipart });
    const res2 = await t.app.inject({
      method: "POST",
      url: api("client"),
      headers: { "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res2.statusCode, res2.body).toBe(201);
    expect(res2.json().data).toMatchObject({ full_name: "Noor", phone: other.e164, email: null });
  });

  it("answers 422 with field errors in `errors`, `data` and codes in `error_codes`", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: api("client"),
      payload: {
        full_name: "  ",
        phone: "12345",
        password: "short",
        email: "not-an-email",
        born_date: "2990-01-01",
        gender: "other",
      },
    });
    expect(res.statusCode).toBe(422);
    const body = registrationErrorSchema.parse(res.json());
    expect(errorEnvelopeSchema.parse(body).code).toBe("validation_failed");
    expect(body.data).toEqual(body.errors);
    expect(body.error_codes).toEqual({
      full_name: ["full_name_required"],
      phone: ["invalid_phone"],
      password: ["password_too_short"],
      email: ["invalid_email"],
      born_date: ["invalid_date"],
      gender: ["invalid_gender"],
    });
    expect(body.data.password).toEqual(["The password must be at least 8 characters."]);

    const empty = await t.app.inject({ method: "POST", url: api("client"), payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().data).sort()).toEqual(["full_name", "password", "phone"]);
  });

  it("refuses a common password, an unknown city and a phone already registered (in any spelling)", async () => {
    const { res, phone } = await registerClient(t);
    expect(res.statusCode).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: api("client"),
      payload: {
        full_name: "Someone Else",
        phone: phone.e164.replace("+964", "00964 ").replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!),
        password: "Password1",
        city_id: 9999,
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error_codes).toEqual({
      phone: ["phone_taken"],
      password: ["password_too_common"],
      city_id: ["invalid_city"],
    });
    expect(again.json().data.phone).toEqual(["The phone has already been taken."]);
  });

  it("refuses the published demo password, the shop's name and the client's own e-mail or phone, as field errors", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ password: "Dukkan-staff-2026" }, "password_too_common"],
      [{ password: "Dukkan123!" }, "password_guessable"],
      [{ password: "دكان٢٠٢٦" }, "password_guessable"],
      [{ password: "rania.karim99", email: "Rania.Karim@example.iq" }, "password_guessable"],
    ];
    for (const [fields, code] of cases) {
      const { res } = await registerClient(t, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().error_codes).toEqual({ password: [code] });
    }
    const phone = freshPhone();
    const ownPhone = await t.app.inject({
      method: "POST",
      url: api("client"),
      remoteAddress: freshIp(),
      payload: { full_name: "Zainab Ali", phone: phone.typed, password: `pw ${phone.e164}` },
    });
    expect(ownPhone.statusCode).toBe(422);
    expect(ownPhone.json().error_codes).toEqual({ password: ["password_guessable"] });
  });

  it("normalises every accepted phone form to the same client", async () => {
    const { res, phone } = await registerClient(t);
    expect(res.statusCode).toBe(201);
    const local = phone.e164.slice(4); // 7XXXXXXXXX
    const persian = (s: string) => s.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
    for (const form of [
      `0${local}`,
      local,
      `+964 ${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`,
      `00964${local}`,
      persian(`0${local}`),
    ]) {
      const signIn = await login(t, form, goodPassword);
      expect(signIn.statusCode, form).toBe(200);
      expect(signIn.json().client.id).toBe(res.json().data.id);
    }
  });

  it("registers only one of two simultaneous registrations of one phone", async () => {
    const phone = freshPhone();
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: api("client"),
        payload: { full_name: "Twin", phone: phone.typed, password: goodPassword },
      });
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });
});

describe("profile", () => {
  it("reads the signed-in client's own profile", async () => {
    const me = await signedInClient(t);
    const res = await t.app.inject({ url: api(`client/${me.id}`), headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(clientRecordSchema.parse(res.json().data)).toMatchObject({ id: me.id, phone: me.phone });
  });

  it("updates with PUT form data and POST JSON; empty optional fields clear; left-out fields stay", async () => {
    const me = await signedInClient(t);
    const newPhone = freshPhone();
    const put = await t.app.inject({
      method: "PUT",
      url: api(`client/${me.id}`),
      headers: { ...bearer(me.token), "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        full_name: "Zainab A. Ali",
        email: "z@example.iq",
        phone: newPhone.typed,
        city_id: "2",
        born_date: "1995-01-31",
        gender: "Female",
      }).toString(),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      full_name: "Zainab A. Ali",
      email: "z@example.iq",
      phone: newPhone.e164,
      city_id: 2,
      born_date: "1995-01-31",
      gender: "Female",
    });
    const post = await t.app.inject({
      method: "POST",
      url: api(`client/${me.id}`),
      headers: bearer(me.token),
      payload: { email: "", gender: "" },
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json().data).toMatchObject({
      full_name: "Zainab A. Ali",
      email: null,
      gender: null,
      city_id: 2,
    });
  });

  it("answers 422 with the errors in data.data (spec) and in errors (envelope)", async () => {
    const me = await signedInClient(t);
    const other = await signedInClient(t);
    const res = await t.app.inject({
      method: "PUT",
      url: api(`client/${me.id}`),
      headers: bearer(me.token),
      payload: { phone: other.phone, email: "nope", city_id: "abc", full_name: "" },
    });
    expect(res.statusCode).toBe(422);
    const body = profileErrorSchema.parse(res.json());
    expect(body.data.data).toEqual(body.errors);
    expect(body.error_codes).toEqual({
      full_name: ["full_name_required"],
      email: ["invalid_email"],
      city_id: ["invalid_city"],
    });
    // The phone is checked once the form itself is valid.
    const taken = await t.app.inject({
      method: "PUT",
      url: api(`client/${me.id}`),
      headers: bearer(me.token),
      payload: { phone: other.phone },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.data.phone).toEqual(["The phone has already been taken."]);
  });
});

describe("password change", () => {
  const change = (
    id: number,
    token: string,
    payload: Record<string, string>,
    method: "PUT" | "POST" = "PUT",
  ) =>
    t.app.inject({
      method,
      url: api(`client/${id}/password`),
      headers: bearer(token),
      remoteAddress: freshIp(),
      payload,
    });

  it("checks the current password and the policy", async () => {
    const me = await signedInClient(t);
    const wrong = await change(me.id, me.token, {
      current_password: "not-my-password",
      password: "password123",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error_codes).toEqual({
      current_password: ["current_password_wrong"],
      password: ["password_too_common"],
    });
    expect(wrong.json().data.data.current_password).toEqual(["The current password is incorrect."]);
  });

  it("refuses the shop's name and the client's own phone", async () => {
    const me = await signedInClient(t);
    for (const password of ["Dukkan-2026!", `x${me.phone.slice(-10)}x`]) {
      const res = await change(me.id, me.token, { current_password: me.password, password });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_codes).toEqual({ password: ["password_guessable"] });
    }
  });

  it("changes it, ends every session at once (access tokens too) and starts a new one for this device", async () => {
    const me = await signedInClient(t);
    const elsewhere = (await login(t, me.phone, me.password)).json().token as string;
    const res = await change(
      me.id,
      me.token,
      { current_password: me.password, password: "Brand-new-basin-7" },
      "POST",
    );
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().data.token as string;
    const newRefresh = refreshCookieOf(res);
    expect(newRefresh).toBeTruthy();
    // The other device and this device's old token are refused now, not 15 minutes later.
    const profile = (bearerToken: string) =>
      t.app.inject({ url: api(`client/${me.id}`), headers: bearer(bearerToken) });
    expect((await profile(elsewhere)).statusCode).toBe(403);
    expect((await profile(me.token)).statusCode).toBe(403);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await refresh(t, me.refresh)).statusCode).toBe(401);
    expect((await refresh(t, newRefresh)).statusCode).toBe(200);
    expect((await login(t, me.phone, me.password)).statusCode).toBe(401);
    expect((await login(t, me.phone, "Brand-new-basin-7")).statusCode).toBe(200);
  });
});

describe("ownership", () => {
  it("answers 403 to another client on every endpoint that takes a client id, and 401 without a token", async () => {
    const me = await signedInClient(t);
    const other = await signedInClient(t);
    const attempts = [
      { method: "GET" as const, url: api(`client/${other.id}`) },
      { method: "PUT" as const, url: api(`client/${other.id}`), payload: { full_name: "Hijacked" } },
      { method: "POST" as const, url: api(`client/${other.id}`), payload: { full_name: "Hijacked" } },
      {
        method: "PUT" as const,
        url: api(`client/${other.id}/password`),
        payload: { current_password: other.password, password: "Taken-over-123" },
      },
      {
        method: "POST" as const,
        url: api(`client/${other.id}/password`),
        payload: { current_password: other.password, password: "Taken-over-123" },
      },
      {
        method: "POST" as const,
        url: api("client-auth/favorite"),
        payload: { client_id: other.id, product_id: 1 },
      },
      {
        method: "POST" as const,
        url: api("client-auth/rate"),
        payload: { client_id: other.id, product_id: 1, rate: 1, date: "2026-01-01" },
      },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: bearer(me.token), remoteAddress: freshIp() });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json().code).toBe("forbidden");
      const anonymous = await t.app.inject({ ...attempt, remoteAddress: freshIp() });
      expect(anonymous.statusCode, `${attempt.method} ${attempt.url} without a token`).toBe(401);
    }
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, other.id));
    expect(row?.fullName).toBe("Zainab Ali");
    expect((await login(t, other.phone, other.password)).statusCode).toBe(200);
  });
});

describe("cities", () => {
  it("lists Iraq's 18 governorates, localized", async () => {
    const ar = await t.app.inject(api("ar/cities"));
    const en = await t.app.inject(api("en/cities"));
    expect(ar.statusCode).toBe(200);
    expect(ar.json().data).toHaveLength(18);
    expect(en.json().data).toHaveLength(18);
    expect(ar.json().data[0].name).toMatch(/[\u0600-\u06FF]/);
    expect(en.json().data.map((c: { name: string }) => c.name)).toContain("Baghdad");
    expect(en.json().data.map((c: { id: number }) => c.id)).toEqual(
      ar.json().data.map((c: { id: number }) => c.id),
    );
    expect((await t.app.inject(api("xx/cities"))).statusCode).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the account endpoints with their bodies and 422 shapes", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json();
    for (const path of [
      "/api/v1/client",
      "/api/v1/client-login",
      "/api/v1/refresh",
      "/api/v1/logout",
      "/api/v1/client/{clientId}",
      "/api/v1/client/{clientId}/password",
      "/api/v1/client-auth/favorite",
      "/api/v1/client-auth/list-fav",
      "/api/v1/client-auth/rate",
      "/api/v1/{lang}/cities",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const register = doc.paths["/api/v1/client"].post;
    expect(JSON.stringify(register.requestBody)).toContain("full_name");
    expect(JSON.stringify(register.responses["422"])).toContain("error_codes");
    expect(Object.keys(doc.paths["/api/v1/client/{clientId}"]).sort()).toEqual(["get", "post", "put"]);
  });
});
