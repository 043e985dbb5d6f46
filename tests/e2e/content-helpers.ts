import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshotDir, screenshotWhole } from "./support/browser.ts";

/** A read of the public API, as the storefront's pages see the same data. */
export async function apiData<T>(baseURL: string, lang: string, pathAndQuery: string): Promise<T> {
  const sep = pathAndQuery.includes("?") ? "&" : "?";
  const response = await fetch(
    `${baseURL}/api/v1/${lang}/${pathAndQuery}${sep}api_key=${process.env.API_KEY ?? "dukkan-public"}`,
  );
  expect(response.status, pathAndQuery).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Map frames point to Google or OpenStreetMap: answer them locally so the tests need no network. */
export async function stubMapFrames(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.google\.com|maps\.google\.com|www\.openstreetmap\.org)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>map</title><p>map</p>",
    }),
  );
}

/** Full-page screenshots at 360 and 1280 px under test-results/. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshotWhole(page, path.join(screenshotDir, `${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** No horizontal scrolling at the current width. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Title, page description, canonical and the five hreflang alternates plus x-default. */
export async function expectSeo(page: Page, baseURL: string, pathname: string): Promise<void> {
  expect((await page.title()).length).toBeGreaterThan(0);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(`${baseURL}${pathname}`);
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
  expect(hreflangs.sort()).toEqual(["ar", "ckb", "en", "it", "tr", "x-default"]);
  const descriptions = await page
    .locator('meta[name="description"]')
    .evaluateAll((metas) => metas.map((m) => m.getAttribute("content") ?? ""));
  expect(descriptions.length).toBeGreaterThan(0);
  expect(descriptions.every((d) => d.length > 0)).toBe(true);
}
