import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cookie, openPage, PASSWORD, registerClient, submitLogin, uniquePhone } from "./account-helpers.ts";
import { strings } from "./products-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * Issue 15: one login guard with one parameter (`redirectTo`) for every protected page, the language prefix
 * kept and only same-site paths followed. The way from checkout through registration and back (issue 21.2)
 * is in account-flow.e2e.test.ts.
 */
const browser = useBrowser();

const langs = [
  { lang: "ar", prefix: "" },
  { lang: "en", prefix: "/en" },
] as const;

/** Fills the registration form with the required fields and submits it. */
async function register(page: Page, phone: string): Promise<void> {
  const form = page.getByTestId("register-form");
  await form.locator('input[name="full_name"]').fill("Noor Hassan");
  await form.locator('input[name="phone"]').fill(phone);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
}

describe("account forms sent before the page is interactive", () => {
  for (const c of langs) {
    it(`post (never a password in the address) and come back to the form, in ${c.lang}`, async () => {
      for (const page of ["Login", "register", "forgot-password"]) {
        const html = await (await fetch(`${browser.baseURL}${c.prefix}/${page}`)).text();
        const forms = html.match(/<form[^>]*>/g) ?? [];
        const accountForms = forms.filter((tag) =>
          /data-testid="(login|register|password-reset)-form"/.test(tag),
        );
        expect(accountForms, page).toHaveLength(1);
        expect(accountForms[0], page).toContain('method="post"');

        const from = `${c.prefix}/${page}?redirectTo=%2Fcheckout`;
        const sent = await fetch(`${browser.baseURL}${from}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ phone: "07701234567", password: PASSWORD }).toString(),
        });
        expect(sent.status, page).toBe(303);
        expect(sent.headers.get("location"), page).toBe(from);
      }
    });
  }
});

describe("the login guard", () => {
  for (const c of langs) {
    it(`sends a visitor of every protected page to /Login with redirectTo, in ${c.lang}`, async () => {
      for (const page of ["checkout", "Wishlist", "profile"]) {
        const from = `${c.prefix}/${page}?step=2`;
        const response = await fetch(`${browser.baseURL}${from}`, { redirect: "manual" });
        expect(response.status, page).toBe(302);
        expect(response.headers.get("location"), page).toBe(
          `${c.prefix}/Login?redirectTo=${encodeURIComponent(from)}`,
        );
      }
    });
  }

  const offSite = ["//evil.example/steal", "https://evil.example/steal", "/\\evil.example/steal"];

  for (const c of langs) {
    it(`drops a redirectTo that leaves the site from the login and register links, in ${c.lang}`, async () => {
      const t = strings(c.lang);
      const page = await browser.newPage();
      for (const target of offSite) {
        const query = `?redirectTo=${encodeURIComponent(target)}`;
        await openPage(page, `${c.prefix}/Login${query}`);
        const toRegister = page.getByTestId("login-form").getByRole("link", { name: t("register_title") });
        expect(await toRegister.getAttribute("href"), target).toBe(`${c.prefix}/register`);
        await openPage(page, `${c.prefix}/register${query}`);
        const toLogin = page.getByTestId("register-form").getByRole("link", { name: t("login_title") });
        expect(await toLogin.getAttribute("href"), target).toBe(`${c.prefix}/Login`);
      }
    });
  }

  // One sign-in each: the login rate limit (10 a minute per address) is shared by every file of the run.
  it.each([
    ["ar", "register", "//evil.example/steal", ""],
    ["en", "login", "/\\evil.example/steal", "/en"],
  ] as const)("in %s, after %s, never follows redirectTo=%s off the site", async (_, via, target, prefix) => {
    await browser.context().clearCookies();
    const page = await browser.newPage();
    const phone = uniquePhone();
    const query = `?redirectTo=${encodeURIComponent(target)}`;
    if (via === "register") {
      await openPage(page, `${prefix}/register${query}`);
      await register(page, phone);
    } else {
      await registerClient(browser.baseURL, phone);
      await openPage(page, `${prefix}/Login${query}`);
      await submitLogin(page, phone);
    }
    await page.waitForURL((url) => url.pathname === `${prefix}/profile`);
    expect(new URL(page.url()).origin).toBe(browser.baseURL);
    expect(await cookie(page, "token")).toBeTruthy();
  });
});
