import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerClient, uniquePhone } from "./account-helpers.ts";
import { expectNoHorizontalOverflow, screenshots } from "./content-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";
import { freePort, nodeBinary, waitForHealth } from "./support/global-setup.ts";

/**
 * "Forgot password?" in the storefront (issue 39, decision 0038), in Arabic and English: the login page's link,
 * the phone, the code read from the SMS gateway's stand-in, a wrong code refused in the page's language, then
 * the new password, which signs this browser in and ends the other sessions. The shared test server has no SMS
 * gateway, so this file starts its own server with one on a loopback port.
 */
const root = path.resolve(import.meta.dirname, "../..");
const API_KEY = process.env.API_KEY ?? "dukkan-public";
const browser = useBrowser();
let base = "";
let server: ChildProcess | undefined;
let gateway: Server | undefined;
let dataDir = "";
const sms: { to: string; text: string }[] = [];

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => {
      sms.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => gateway!.listen(0, "127.0.0.1", resolve));
  const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;

  dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-e2e-reset-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: "1000",
    SHOP_RATE_LIMIT_SCALE: "100",
    SMS_GATEWAY_URL: gatewayUrl,
    SMS_GATEWAY_BODY: '{"to":"{to}","text":"{text}"}',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PUBLIC_URL;
  server = spawn(nodeBinary(), ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env,
    stdio: "ignore",
  });
  base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server);
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const langs = [
  {
    lang: "ar",
    prefix: "",
    dir: "rtl",
    forgot: "نسيت كلمة المرور؟",
    heading: "نسيت كلمة المرور؟",
    send: "أرسل الرمز",
    sent: "إذا كان لهذا الرقم حساب فالرمز في الطريق إليك",
    code: "الرمز",
    password: "كلمة المرور الجديدة",
    submit: "احفظ كلمة المرور الجديدة",
    wrongCode: "الرمز خاطئ أو انتهت صلاحيته. اطلب رمزاً جديداً.",
    smsText: "رمز إعادة تعيين كلمة المرور",
  },
  {
    lang: "en",
    prefix: "/en",
    dir: "ltr",
    forgot: "Forgot password?",
    heading: "Forgot your password?",
    send: "Send the code",
    sent: "If this number has an account, a code is on its way.",
    code: "Code",
    password: "New password",
    submit: "Set the new password",
    wrongCode: "The code is wrong or has expired. Ask for a new one.",
    smsText: "Your password reset code",
  },
] as const;

/** The 6-digit code of the newest SMS to `phone` (E.164). */
async function codeSentTo(phone: string): Promise<{ code: string; text: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const message = sms.findLast((m) => m.to === phone);
    const code = message && /\d{6}/.exec(message.text)?.[0];
    if (message && code) return { code, text: message.text };
    if (Date.now() > deadline) throw new Error(`no SMS to ${phone}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signIn(phone: string, password: string) {
  return fetch(`${base}/api/v1/client-login?api_key=${API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, password }),
  });
}

async function check(page: Page, name: string, dir: string) {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
  }
  await screenshots(page, name);
}

describe("password reset by a phone code", () => {
  for (const c of langs) {
    it(`login → forgot password → code by SMS → wrong code refused → new password in ${c.lang}`, async () => {
      await browser.context().clearCookies();
      const phone = uniquePhone();
      const e164 = `+964${phone.slice(1)}`;
      await registerClient(base, phone);
      // Another device's session, which the reset must end.
      const other = await signIn(phone, PASSWORD);
      expect(other.status).toBe(200);

      const page = await browser.newPage({ expectedFailures: /\/api\/v1\/client\/password-reset\/confirm/ });
      await page.goto(`${base}${c.prefix}/Login`);
      await waitForHydration(page);
      await page.getByRole("link", { name: c.forgot }).click();
      await page.waitForURL(`${base}${c.prefix}/forgot-password`);
      await page.getByRole("heading", { name: c.heading }).waitFor();
      await check(page, `password-reset-phone-${c.lang}`, c.dir);

      const form = page.getByTestId("password-reset-form");
      await form.locator('input[name="phone"]').fill(phone);
      await form.getByRole("button", { name: c.send }).click();
      await page.getByText(c.sent).waitFor();
      const { code, text } = await codeSentTo(e164);
      expect(text).toContain(c.smsText);
      await check(page, `password-reset-code-${c.lang}`, c.dir);

      // A wrong code: the field says so, in the page's language, and keeps the focus on it.
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      await form.getByLabel(c.code).fill(wrong);
      await form.getByLabel(c.password).fill("Fresh-basin-77");
      await form.getByRole("button", { name: c.submit }).click();
      await page.getByText(c.wrongCode).waitFor();
      expect(await form.getByLabel(c.code).getAttribute("aria-invalid")).toBe("true");

      await form.getByLabel(c.code).fill(code);
      await form.getByRole("button", { name: c.submit }).click();
      await page.waitForURL(`${base}${c.prefix}/profile`);

      expect((await signIn(phone, PASSWORD)).status).toBe(401);
      expect((await signIn(phone, "Fresh-basin-77")).status).toBe(200);
      const refreshCookie = other.headers.getSetCookie().find((v) => v.startsWith("dukkan_refresh="))!;
      const refreshed = await fetch(`${base}/api/v1/refresh?api_key=${API_KEY}`, {
        method: "POST",
        headers: { cookie: refreshCookie.split(";")[0]! },
      });
      expect(refreshed.status).toBe(401);
    });
  }
});
