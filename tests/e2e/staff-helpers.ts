import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectAccessible, screenshotDir, screenshotWhole } from "./support/browser.ts";

/** Shared by the staff app's browser tests. */

export const API_KEY = process.env.API_KEY ?? "dukkan-public";
export const demoOwner = { email: "staff@dukkan.iq", password: "Dukkan-staff-2026" };

/**
 * Chromium on this page as on a machine set to `timezoneId` (what Playwright's `timezoneId` does for a new
 * context; the tests' one persistent context cannot take it): staff abroad still read and type Baghdad's times.
 */
export async function inTimeZone(page: Page, timezoneId: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTimezoneOverride", { timezoneId });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
}

/** A staff API call from the test itself (the owner's side of a flow), with a token when given. */
export async function staffApi<T = { data: unknown }>(
  baseURL: string,
  apiPath: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const url = new URL(`/api/v1/${apiPath}`, baseURL);
  url.searchParams.set("api_key", API_KEY);
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function apiSignIn(baseURL: string, credentials: { email: string; password: string }) {
  const { status, body } = await staffApi<{ data: { token: string } }>(baseURL, "staff/login", {
    method: "POST",
    body: credentials,
  });
  expect(status).toBe(200);
  return body.data.token;
}

/** Signs in through the sign-in page (the page must be on it). */
export async function signInThroughPage(page: Page, credentials: { email: string; password: string }) {
  await page.locator('input[type="email"]').fill(credentials.email);
  await page.locator('input[type="password"]').fill(credentials.password);
  await page.locator('button[type="submit"]').click();
}

/**
 * At a phone's 360 px and a desktop's 1280 px: no sideways scrolling, axe (a phone shows other parts than a
 * desktop, cards instead of tables: issue 33), and a screenshot to look at. Leaves the page at 1280 px.
 */
export async function checkScreen(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows sideways at ${width} px`).toBeLessThanOrEqual(0);
    await screenshotWhole(page, path.join(screenshotDir, `staff-${name}-${width}.png`));
    await expectAccessible(page);
  }
}

export async function expectDocumentLanguage(page: Page, lang: string, dir: "rtl" | "ltr") {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
}

/**
 * Opens a staff page in `lang` (the app remembers the language per browser), signing in as `who` when the app
 * asks. The first visit is to the same origin without the app: the app would refresh the session, and leaving
 * mid-refresh spends the refresh token.
 */
export async function openStaffPage(
  page: Page,
  pathname: string,
  lang: string,
  who: { email: string; password: string } = demoOwner,
) {
  await page.goto("/api/health");
  await page.evaluate((l) => localStorage.setItem("dukkan-staff-language", l), lang);
  await page.goto(`/staff${pathname}`);
  await page.locator("h1").first().waitFor();
  if (page.url().includes("/staff/sign-in")) {
    await signInThroughPage(page, who);
    await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
  }
  await expectDocumentLanguage(page, lang, lang === "ar" || lang === "ckb" ? "rtl" : "ltr");
}
