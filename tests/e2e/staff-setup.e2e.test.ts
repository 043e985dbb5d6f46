import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, checkScreen, expectDocumentLanguage, openStaffPage } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";
import { useOwnServer } from "./support/own-server.ts";

/**
 * Going live (issue 36): a shop started without the demo store has no owner; the server prints a one-time
 * setup link, where the owner chooses e-mail and password (ar, rtl; en, ltr). The demo owner's published
 * password is flagged on every screen; staff change their own e-mail.
 */
const browser = useBrowser();
const own = useOwnServer({
  env: { DEMO_STORE: "false", OWNER_EMAIL: undefined, OWNER_PASSWORD: undefined },
});
let ownURL = "";
let setupLink = "";
const owner = { email: "owner@shop.example", password: "Marble-vanity-top-64", name: "سارة" };

beforeAll(async () => {
  // `localhost`, not 127.0.0.1: its cookies stay apart from the shared server's.
  ownURL = `http://localhost:${own.port}`;
  // Printed right after the server starts listening.
  const printed = () => /\/staff\/setup\?code=[\w-]+/.exec(own.output())?.[0];
  for (let waited = 0; !printed() && waited < 10_000; waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  setupLink = printed() ?? "";
  if (!setupLink) throw new Error(`no setup link printed:\n${own.output()}`);
});

/** The own server's page in `lang` (the app keeps the language per origin). */
async function openOwn(page: Page, pathname: string, lang: string) {
  await page.goto(`${ownURL}/api/health`);
  await page.evaluate((l) => localStorage.setItem("dukkan-staff-language", l), lang);
  await page.goto(`${ownURL}${pathname}`);
  await page.locator("h1").first().waitFor();
}

describe("going live: the first owner (issue 36)", () => {
  it("refuses a wrong setup link (en, left-to-right)", async () => {
    const page = await browser.newPage();
    await openOwn(page, "/staff/setup?code=not-the-code", "en");
    await expectDocumentLanguage(page, "en", "ltr");
    await page.getByText("This setup link is not valid.", { exact: false }).waitFor();
    expect(await page.locator("form").count()).toBe(0);
    await checkScreen(page, "setup-invalid-en");
  });

  it("creates the owner from the printed link (ar, right-to-left), then the link is spent", async () => {
    const page = await browser.newPage({ expectedFailures: /\/api\/v1\/staff\/setup\b/ });
    await openOwn(page, setupLink, "ar");
    await expectDocumentLanguage(page, "ar", "rtl");
    await page.getByRole("heading", { level: 1, name: "إعداد متجرك" }).waitFor();
    await checkScreen(page, "setup-ar");

    await page.getByLabel("اسمك").fill(owner.name);
    await page.getByLabel("البريد الإلكتروني").fill(owner.email);
    await page.getByLabel("كلمة المرور").fill("dukkan2026!");
    await page.getByRole("button", { name: "أنشئ حساب المالك وادخل" }).click();
    await page.getByText("كلمة المرور هذه سهلة التخمين", { exact: false }).waitFor();

    await page.getByLabel("كلمة المرور").fill(owner.password);
    await page.getByRole("button", { name: "أنشئ حساب المالك وادخل" }).click();
    await page.getByRole("heading", { level: 1, name: "الرئيسية" }).waitFor();
    expect(await page.locator("[data-banner=published-password]").count()).toBe(0);

    await page.goto(`${ownURL}${setupLink}`);
    await page.getByText("لهذا المتجر مالك بالفعل", { exact: false }).waitFor();
  });

  it("lets the owner change their e-mail after their password (ar)", async () => {
    const page = await browser.newPage();
    await openOwn(page, "/staff/account", "ar");
    const form = page.locator("form").filter({ has: page.getByLabel("البريد الإلكتروني الجديد") });
    await form.getByLabel("البريد الإلكتروني الجديد").fill("sara@shop.example");
    await form.getByLabel("كلمة المرور الحالية").fill(owner.password);
    await form.getByRole("button", { name: "غيّر البريد الإلكتروني" }).click();
    await page.getByText("تغيّر البريد الإلكتروني", { exact: false }).first().waitFor();
    await checkScreen(page, "account-email-ar");
    await apiSignIn(own.baseURL, {
      email: "sara@shop.example",
      password: owner.password,
    });
  });

  it("flags the demo owner's published password on every screen (en and ar)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/", "en");
    const banner = page.locator("[data-banner=published-password]");
    await banner.getByText("still uses the demo password", { exact: false }).waitFor();
    await banner.getByRole("link", { name: "Change the password" }).click();
    await page.waitForURL(/\/staff\/account$/);
    await banner.waitFor();
    await openStaffPage(page, "/orders", "ar");
    await banner.getByText("كلمة المرور التجريبية", { exact: false }).waitFor();
    await checkScreen(page, "published-password-ar");
  });
});
