import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cookie,
  openPage,
  PASSWORD,
  productLine,
  registerClient,
  settled,
  submitLogin,
  uniquePhone,
} from "./account-helpers.ts";
import { encodeCart, inCart, type SellableLine, sellableLines } from "./cart-helpers.ts";
import { expectNoHorizontalOverflow, screenshots } from "./content-helpers.ts";
import { strings } from "./products-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();

const langs = [
  {
    lang: "ar",
    prefix: "",
    registered: "تم التسجيل بنجاح!",
    profileTitle: "حسابي",
    emptyWishlist: "قائمة الأمنيات فارغة",
    updated: "تم تحديث الملف الشخصي بنجاح!",
    phoneTaken: "رقم الهاتف هذا مسجّل من قبل.",
    wrongLogin: "رقم الهاتف أو كلمة المرور غير صحيحة.",
    passwordFailed: "فشل تحديث كلمة المرور",
  },
  {
    lang: "en",
    prefix: "/en",
    registered: "Registration successful!",
    profileTitle: "My account",
    emptyWishlist: "Your wishlist is empty",
    updated: "Profile updated successfully!",
    phoneTaken: "This mobile number is already registered.",
    wrongLogin: "The phone number or password is wrong.",
    passwordFailed: "Failed to update password",
  },
] as const;

// Expected error answers: the taken phone (422), the wrong password (401, 422), and the client's orders,
// a 404 until issue 10's endpoint is merged.
const expectedFailures = /\/api\/v1\/(client\?|client-login|client\/\d+\/password|client-auth\/orders)/;

describe("accounts", () => {
  beforeAll(() => {
    mkdirSync(screenshotDir, { recursive: true });
  });

  for (const c of langs) {
    it(`checkout guard → register → back at checkout → wishlist → profile → logout → login in ${c.lang}`, async () => {
      const t = strings(c.lang);
      await browser.context().clearCookies();
      const [inBasket] = (await sellableLines(browser.baseURL, 1, 3)) as [SellableLine];
      await browser
        .context()
        .addCookies([{ name: "cart", value: encodeCart([inCart(inBasket)]), url: browser.baseURL }]);
      const page = await browser.newPage({ expectedFailures });
      const phone = uniquePhone();
      const taken = uniquePhone();
      await registerClient(browser.baseURL, taken);
      const back = encodeURIComponent(`${c.prefix}/checkout`);

      // The guard: /checkout sends a visitor to /Login with the way back (one parameter, issue 15).
      const guarded = await page.goto(`${c.prefix}/checkout`);
      expect(guarded?.status()).toBe(200);
      expect(page.url()).toBe(`${browser.baseURL}${c.prefix}/Login?redirectTo=${back}`);
      await waitForHydration(page);
      await settled(page);
      await expectAccessible(page);
      await screenshots(page, `account-login-${c.lang}`);

      // A wrong password: the error, announced.
      await submitLogin(page, taken, "wrong-password-1");
      await page.getByRole("alert").filter({ hasText: c.wrongLogin }).waitFor();

      // No account yet: the link to register, and the one back to login, keep the way back (issue 21.2).
      const toRegister = page.getByTestId("login-form").getByRole("link", { name: t("register_title") });
      expect(await toRegister.getAttribute("href")).toBe(`${c.prefix}/register?redirectTo=${back}`);
      await toRegister.click();
      await page.waitForURL((url) => url.pathname === `${c.prefix}/register`);
      const form = page.getByTestId("register-form");
      expect(await form.getByRole("link", { name: t("login_title") }).getAttribute("href")).toBe(
        `${c.prefix}/Login?redirectTo=${back}`,
      );

      // Registration: the server's field error under its field, cleared by editing it; then success.
      expect(await page.locator("html").getAttribute("dir")).toBe(c.lang === "ar" ? "rtl" : "ltr");
      expect(await form.locator('input[name="phone"]').getAttribute("inputmode")).toBe("numeric");
      expect(await form.locator('input[name="password"]').getAttribute("type")).toBe("password");
      expect(await form.locator('input[name="full_name"]').getAttribute("autocomplete")).toBe("name");
      await form.locator('input[name="full_name"]').fill("سارة أحمد");
      await form.locator('input[name="phone"]').fill(taken);
      await form.locator('input[name="password"]').fill(PASSWORD);
      await form.locator('select[name="city_id"]').selectOption({ index: 1 });
      await form.locator('input[name="born_date"]').fill("1990-05-17");
      await form.locator('select[name="gender"]').selectOption("Female");
      await form.locator('button[type="submit"]').click();
      const phoneInput = form.locator('input[name="phone"]');
      await expect.poll(() => phoneInput.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await phoneInput.getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(c.phoneTaken);
      expect(await phoneInput.evaluate((el) => el === document.activeElement)).toBe(true);
      await settled(page);
      await expectAccessible(page);
      await screenshots(page, `account-register-errors-${c.lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await phoneInput.fill(phone);
      expect(await phoneInput.getAttribute("aria-invalid")).toBe("false");
      await form.locator('button[type="submit"]').click();
      await page.getByText(c.registered).first().waitFor();

      // Registering signs the new client in and lands back on checkout, with the cart and the new name.
      await page.waitForURL((url) => url.pathname === `${c.prefix}/checkout`);
      await waitForHydration(page);
      expect(await cookie(page, "token")).toBeTruthy();
      expect(await cookie(page, "client_id")).toMatch(/^\d+$/);
      await page.getByTestId("profile-link").waitFor();
      expect(await page.getByTestId("checkout-lines").textContent()).toContain(inBasket.name[c.lang]);
      expect(await page.locator("#checkout-full_name").inputValue()).toBe("سارة أحمد");
      await expectAccessible(page);
      await screenshots(page, `checkout-after-register-${c.lang}`);

      await openPage(page, `${c.prefix}/Wishlist`);
      await page.getByTestId("wishlist-empty").waitFor();
      expect(await page.getByText(c.emptyWishlist).isVisible()).toBe(true);

      // Add one product to the wishlist through the API as the product page does; the page lists it.
      const line = await productLine(browser.baseURL);
      const added = await page.evaluate(
        async ({ productId, colorId }) => {
          const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? "");
          const response = await fetch("/api/v1/client-auth/favorite?api_key=dukkan-public", {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
            body: JSON.stringify({ product_id: productId, color: colorId }),
          });
          return response.status;
        },
        { productId: line.product_id, colorId: line.colorId },
      );
      expect(added).toBe(200);
      await openPage(page, `${c.prefix}/Wishlist`);
      const row = page.getByTestId("wishlist-row");
      await row.waitFor();
      expect(await row.getByRole("link").getAttribute("href")).toBe(`${c.prefix}/product/${line.product_id}`);
      await expect.poll(() => page.getByTestId("wishlist-badge").getAttribute("data-count")).toBe("1");
      await expectAccessible(page);
      await screenshots(page, `account-wishlist-${c.lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await row.getByRole("button").click();
      await page.getByTestId("wishlist-empty").waitFor();
      await expect.poll(() => page.getByTestId("wishlist-badge").getAttribute("data-count")).toBe("0");

      // Profile: dashboard by default; the account form saves; a wrong current password is refused.
      await openPage(page, `${c.prefix}/profile`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(c.profileTitle);
      await expectAccessible(page);
      await screenshots(page, `account-profile-${c.lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      const tabs = page.getByTestId("profile-menu").getByRole("button");
      await tabs.nth(1).click();
      const account = page.getByTestId("account-form");
      expect(await account.locator('input[name="phone"]').inputValue()).toBe(phone);
      await account.locator('input[name="full_name"]').fill("Sara Ahmed");
      await account.locator('button[type="submit"]').click();
      await page.getByRole("status").filter({ hasText: c.updated }).waitFor();
      await expect.poll(() => page.getByTestId("profile-link").textContent()).toBe("Sara Ahmed");
      await expectAccessible(page);
      await tabs.nth(2).click();
      const password = page.getByTestId("password-form");
      await password.locator('input[name="current_password"]').fill("not-my-password");
      await password.locator('input[name="password"]').fill("another-pass-77");
      await password.locator('input[name="password_confirmation"]').fill("another-pass-77");
      await password.locator('button[type="submit"]').click();
      await page.getByText(c.passwordFailed).first().waitFor();
      expect(await password.locator('input[name="current_password"]').getAttribute("aria-invalid")).toBe(
        "true",
      );
      await expectAccessible(page);

      // Logout: to /login, the cookies gone, the guard closed again.
      await tabs.nth(3).click();
      await page.waitForURL((url) => url.pathname === `${c.prefix}/login`);
      await expect.poll(() => cookie(page, "token")).toBeUndefined();
      expect(await cookie(page, "client_id")).toBeUndefined();
      expect(await cookie(page, "user")).toBeUndefined();
      await page.goto(`${c.prefix}/profile`);
      expect(new URL(page.url()).pathname).toBe(`${c.prefix}/Login`);
      await waitForHydration(page);

      // Logging in goes back to the page the guard was protecting.
      await submitLogin(page, phone);
      await page.waitForURL((url) => url.pathname === `${c.prefix}/profile`);
      expect(await cookie(page, "token")).toBeTruthy();
    });
  }

  it("answers an expired token with one refresh, and logs out when the refresh fails", async () => {
    await browser.context().clearCookies();
    const page = await browser.newPage({
      expectedFailures: /\/api\/v1\/(client\/\d+|client-auth\/|refresh)/,
    });
    const phone = uniquePhone();
    await registerClient(browser.baseURL, phone, "Refresh Tester");
    await openPage(page, "/en/Login");
    await submitLogin(page, phone);
    await page.waitForURL((url) => url.pathname === "/en/profile");
    // Let the signed-in page finish its own calls, so that none of them is counted below.
    await page.waitForLoadState("networkidle");
    const clientId = await cookie(page, "client_id");

    // An access token the server no longer accepts: the next call gets 403, refreshes once and retries.
    const url = new URL(browser.baseURL);
    await page.context().addCookies([{ name: "token", value: "expired.token.value", url: url.origin }]);
    const calls: string[] = [];
    page.on("response", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/v1/client") || path === "/api/v1/refresh")
        calls.push(`${r.status()} ${path}`);
    });
    await openPage(page, "/en/profile");
    await expect
      .poll(() => calls)
      .toContain(`200 /api/v1/client/${clientId}`)
      .catch((error: unknown) => {
        console.log("calls", calls);
        throw error;
      });
    await expect.poll(() => calls.filter((c) => c === "200 /api/v1/refresh").length).toBe(1);
    // Whichever signed-in call went first (profile, wishlist badge, orders) met the 403.
    expect(calls.some((c) => c.startsWith("403 "))).toBe(true);
    const fresh = await cookie(page, "token");
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe("expired.token.value");

    // Both tokens unusable: the refresh fails, the session ends and the guard sends the page to /Login.
    await page.context().clearCookies({ name: "dukkan_refresh" });
    await page.context().addCookies([{ name: "token", value: "expired.token.value", url: url.origin }]);
    await page.goto("/en/profile");
    await page.waitForURL(
      (u) => u.pathname === "/en/Login" && u.searchParams.get("redirectTo") === "/en/profile",
    );
    await expect.poll(() => cookie(page, "token")).toBeUndefined();
    expect(await cookie(page, "client_id")).toBeUndefined();
  });
});
