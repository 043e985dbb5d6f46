import { messages, phoneCodes } from "@dukkan/db/schema";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bearer,
  freshIp,
  freshPhone,
  login,
  refresh,
  signedInClient,
} from "#server/modules/clients/accounts.test-support.ts";
import { useAppWithSms } from "#server/modules/messages/app-with-sms.test-support.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";

const shop = useAppWithSms();

const ask = (phone: string, extra: Record<string, unknown> = {}, ip = freshIp()) =>
  shop.t.app.inject({
    method: "POST",
    url: api("client/password-reset"),
    remoteAddress: ip,
    payload: { phone, ...extra },
  });
const confirm = (body: Record<string, unknown>, ip = freshIp()) =>
  shop.t.app.inject({
    method: "POST",
    url: api("client/password-reset/confirm"),
    remoteAddress: ip,
    payload: body,
  });

/** The reset codes queued for a phone (the outbox keeps the code in its parameters), oldest first. */
async function codesSentTo(phone: string) {
  const rows = await shop.t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipient, phone), eq(messages.templateKey, "password_reset_code")))
    .orderBy(asc(messages.id));
  return rows.map((r) => ({ code: r.params.code!, lang: r.lang, channel: r.channel }));
}
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const newPassword = "Fresh-basin-77";

describe(`password reset by a phone code on ${testDatabaseKind}`, () => {
  it("answers 202 for an unknown phone and queues no message", async () => {
    const phone = freshPhone();
    const res = await ask(phone.typed);
    expect(res.statusCode, res.body).toBe(202);
    expect(await codesSentTo(phone.e164)).toEqual([]);
    const known = await signedInClient(shop.t);
    const answer = await ask(known.phone);
    expect(answer.statusCode).toBe(202);
    // The same answer, word for word.
    expect(answer.json()).toEqual(res.json());
  });

  it("sends a 6-digit code by SMS in the asked language, stored only as a hash", async () => {
    const client = await signedInClient(shop.t);
    expect((await ask(client.phone, { lang: "en" })).statusCode).toBe(202);
    const [sent] = await codesSentTo(client.phone);
    expect(sent).toMatchObject({ lang: "en", channel: "sms" });
    expect(sent!.code).toMatch(/^\d{6}$/);
    const [row] = await shop.t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, client.phone));
    expect(row!.codeHash).not.toContain(sent!.code);
    // The SMS gateway gets it, in English.
    await expect
      .poll(() => shop.http.received.find((r) => r.body.includes(client.phone))?.body, { timeout: 10_000 })
      .toContain(`Your password reset code: ${sent!.code}`);
    // A malformed phone is a field error, not a 202.
    const bad = await ask("12");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error_codes.phone).toEqual(["invalid_phone"]);
  });

  it("sets the password with the right code, ends every other session, and the code is used once", async () => {
    const client = await signedInClient(shop.t);
    const second = await login(shop.t, client.phone, client.password);
    expect(second.statusCode).toBe(200);
    await ask(client.phone);
    const { code } = (await codesSentTo(client.phone))[0]!;

    const weak = await confirm({ phone: client.phone, code, password: "12345678" });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error_codes.password).toEqual(["password_too_common"]);

    const ok = await confirm({ phone: client.phone, code, password: newPassword });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().client.id).toBe(client.id);
    expect(typeof ok.json().token).toBe("string");
    // Both earlier sessions are over: their refresh tokens and access tokens are refused.
    expect((await refresh(shop.t, client.refresh)).statusCode).toBe(401);
    expect(
      (await refresh(shop.t, second.cookies.find((c) => c.name === "dukkan_refresh")?.value)).statusCode,
    ).toBe(401);
    const old = await shop.t.app.inject({
      method: "GET",
      url: api(`client/${client.id}`),
      headers: bearer(client.token),
    });
    expect(old.statusCode).toBe(403);
    // The new session works; the old password does not; the new one does.
    const mine = await shop.t.app.inject({
      method: "GET",
      url: api(`client/${client.id}`),
      headers: bearer(ok.json().token),
    });
    expect(mine.statusCode).toBe(200);
    expect((await login(shop.t, client.phone, client.password)).statusCode).toBe(401);
    expect((await login(shop.t, client.phone, newPassword)).statusCode).toBe(200);
    // Single use.
    const again = await confirm({ phone: client.phone, code, password: "Another-sink-88" });
    expect(again.statusCode).toBe(422);
    expect(again.json().error_codes.code).toEqual(["code_invalid"]);
  });

  it("refuses a wrong code (422 in the error envelope) and the 6th try even with the right code", async () => {
    const client = await signedInClient(shop.t);
    await ask(client.phone);
    const { code } = (await codesSentTo(client.phone))[0]!;
    for (let i = 0; i < 5; i++) {
      const res = await confirm({ phone: client.phone, code: wrongCodeFor(code), password: newPassword });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "validation_failed",
        error_codes: { code: ["code_invalid"] },
      });
      expect(res.json().errors.code).toEqual(["The code is wrong or has expired. Ask for a new one."]);
    }
    const sixth = await confirm({ phone: client.phone, code, password: newPassword });
    expect(sixth.statusCode).toBe(422);
    expect((await login(shop.t, client.phone, client.password)).statusCode).toBe(200);
  });

  it("refuses an expired code, and a code for a phone that is no client's", async () => {
    const client = await signedInClient(shop.t);
    await ask(client.phone);
    const { code } = (await codesSentTo(client.phone))[0]!;
    await shop.t.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phone, client.phone));
    const late = await confirm({ phone: client.phone, code, password: newPassword });
    expect(late.statusCode).toBe(422);
    expect(late.json().error_codes.code).toEqual(["code_invalid"]);
    const stranger = await confirm({ phone: freshPhone().typed, code, password: newPassword });
    expect(stranger.statusCode).toBe(422);
    const malformed = await confirm({ phone: client.phone, code: "12ab", password: newPassword });
    expect(malformed.json().error_codes.code).toEqual(["code_invalid"]);
  });

  it("sends a phone one code a minute and three an hour, silently (still 202)", async () => {
    const client = await signedInClient(shop.t);
    const sent = async () => (await codesSentTo(client.phone)).length;
    const back = (minutes: number) =>
      shop.t.database.db
        .update(phoneCodes)
        .set({ createdAt: sql`${phoneCodes.createdAt} - make_interval(mins => ${minutes})` })
        .where(eq(phoneCodes.phone, client.phone));
    expect((await ask(client.phone)).statusCode).toBe(202);
    expect((await ask(client.phone)).statusCode).toBe(202);
    expect(await sent()).toBe(1);
    await back(2);
    await ask(client.phone);
    await back(2);
    await ask(client.phone);
    expect(await sent()).toBe(3);
    await back(2);
    expect((await ask(client.phone)).statusCode).toBe(202);
    expect(await sent()).toBe(3);
    // Only the newest code is live.
    const codes = await codesSentTo(client.phone);
    const first = await confirm({ phone: client.phone, code: codes[0]!.code, password: newPassword });
    expect(first.statusCode).toBe(422);
    const newest = await confirm({ phone: client.phone, code: codes[2]!.code, password: newPassword });
    expect(newest.statusCode).toBe(200);
  });

  it("limits code requests per address (429)", async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < shop.t.config.loginAttemptsPerMinute + 1; i++) {
      answers.push((await ask(freshPhone().typed, {}, ip)).statusCode);
    }
    expect(answers.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await ask(freshPhone().typed, {}, freshIp())).statusCode).toBe(202);
  });
});
