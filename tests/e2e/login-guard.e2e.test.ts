import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { cookie, openPage, PASSWORD, registerClient, submitLogin, uniquePhone } from "./account-helpers.ts";
import { encodeCart, inCart, type SellableLine, sellableLines } from "./cart-helpers.ts";
import { expectNoHorizontalOverflow, screenshots } from "./content-helpers.ts";
import { strings } from "./products-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

/**
 * Issue 15 and 21.2: one login guard with one parameter (`redirectTo`) for every protected page, the language
 * prefix kept and only same-site paths followed; a new customer sent from checkout registers, is signed in and
 * lands back on checkout.
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

describe("the login guard", () => {
  let line: SellableLine;
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    [line] = (await sellableLines(browser.baseURL, 1, 3)) as [SellableLine];
  });

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

    it(`takes a new customer from checkout through registration back to checkout, signed in, in ${c.lang}`, async () => {
      const t = strings(c.lang);
      const back = encodeURIComponent(`${c.prefix}/checkout`);
      await browser.context().clearCookies();
      await browser
        .context()
        .addCookies([{ name: "cart", value: encodeCart([inCart(line, 1)]), url: browser.baseURL }]);
      const page = await browser.newPage();

      await page.goto(`${c.prefix}/checkout`);
      await waitForHydration(page);
      expect(page.url()).toBe(`${browser.baseURL}${c.prefix}/Login?redirectTo=${back}`);

      // Login → register → login → register: the way back travels with every link.
      const toRegister = page.getByTestId("login-form").getByRole("link", { name: t("register_title") });
      expect(await toRegister.getAttribute("href")).toBe(`${c.prefix}/register?redirectTo=${back}`);
      await toRegister.click();
      await page.waitForURL((url) => url.pathname === `${c.prefix}/register`);
      const toLogin = page.getByTestId("register-form").getByRole("link", { name: t("login_title") });
      expect(await toLogin.getAttribute("href")).toBe(`${c.prefix}/Login?redirectTo=${back}`);
      await toLogin.click();
      await page.waitForURL((url) => url.pathname === `${c.prefix}/Login`);
      await page
        .getByTestId("login-form")
        .getByRole("link", { name: t("register_title") })
        .click();
      await page.waitForURL((url) => url.pathname === `${c.prefix}/register`);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`${c.prefix}/checkout`);
      await expectAccessible(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      // Registering signs the customer in and lands on checkout, with the cart and the new name.
      await register(page, uniquePhone());
      await page.waitForURL((url) => url.pathname === `${c.prefix}/checkout`);
      await waitForHydration(page);
      expect(await cookie(page, "token")).toBeTruthy();
      expect(await cookie(page, "client_id")).toMatch(/^\d+$/);
      await page.getByTestId("profile-link").waitFor();
      expect(await page.getByTestId("checkout-lines").textContent()).toContain(line.name[c.lang]);
      expect(await page.locator("#checkout-full_name").inputValue()).toBe("Noor Hassan");
      await expectAccessible(page);
      await screenshots(page, `checkout-after-register-${c.lang}`);
    });
  }

  // One login or registration per case: the login rate limit (10 a minute per address) is shared by every file.
  it.each([
    ["ar", "register", "//evil.example/steal", ""],
    ["en", "register", "https://evil.example/steal", "/en"],
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
