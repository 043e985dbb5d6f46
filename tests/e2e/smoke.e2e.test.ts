import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshots } from "./content-helpers.ts";
import {
  blockingViolations,
  expectAccessible,
  screenshotDir,
  useBrowser,
  waitForHydration,
} from "./support/browser.ts";

const browser = useBrowser();

interface HomeData {
  newProducts: { name: string }[];
}

async function seededProductNames(lang: string): Promise<string[]> {
  const response = await fetch(
    `${browser.baseURL}/api/v1/${lang}/home?api_key=${process.env.API_KEY ?? "dukkan-public"}`,
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: HomeData };
  return data.newProducts.map((p) => p.name);
}

/** The new-products section is titled by the `new_product` setting (spec §3 settings). */
async function newProductsTitle(lang: string): Promise<string> {
  const response = await fetch(
    `${browser.baseURL}/api/v1/${lang}/setting?typeSetting=new_product&api_key=${process.env.API_KEY ?? "dukkan-public"}`,
  );
  const { data } = (await response.json()) as { data: { value: string }[] };
  return data[0]!.value;
}

async function langCookie(): Promise<string | undefined> {
  const cookies = await browser.context().cookies(browser.baseURL);
  return cookies.find((c) => c.name === "lang")?.value;
}

describe("storefront smoke", () => {
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
  });

  it("renders / in Arabic, right to left, with the seeded products, and writes the lang cookie", async () => {
    await browser.context().clearCookies();
    const names = await seededProductNames("ar");
    expect(names.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    const html = page.locator("html");
    await expect.poll(() => html.getAttribute("lang")).toBe("ar");
    expect(await html.getAttribute("dir")).toBe("rtl");
    for (const name of names.slice(0, 3)) {
      expect(await page.getByRole("heading", { name, exact: true }).first().isVisible()).toBe(true);
    }
    const title = await newProductsTitle("ar");
    expect(await page.getByRole("heading", { level: 2, name: title }).isVisible()).toBe(true);
    expect(await langCookie()).toBe("ar");

    await expectAccessible(page);
    await screenshots(page, "home-ar");
  });

  it("renders /en in English, left to right, and switches the cookie", async () => {
    const names = await seededProductNames("en");
    const page = await browser.newPage();
    const response = await page.goto("/en");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    const title = await newProductsTitle("en");
    expect(await page.getByRole("heading", { level: 2, name: title }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: names[0], exact: true }).first().isVisible()).toBe(true);
    expect(await langCookie()).toBe("en");

    await expectAccessible(page);
    await screenshots(page, "home-en");
  });

  it("serves / in English to a visitor whose lang cookie says en", async () => {
    await browser.context().clearCookies();
    await browser.context().addCookies([{ name: "lang", value: "en", url: browser.baseURL }]);
    const page = await browser.newPage();
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await page.getByRole("link", { name: "Shop now" }).isVisible()).toBe(true);
  });

  it.each([
    ["ar", "/nope", "rtl", "العودة إلى الرئيسية"],
    ["en", "/en/nope", "ltr", "Return home"],
    ["ar", "/xx/Products", "rtl", "العودة إلى الرئيسية"],
  ])("answers 404 with the not-found page in %s for %s", async (lang, url, dir, returnHome) => {
    await browser.context().clearCookies();
    const page = await browser.newPage({ documentStatus: 404 });
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await page.locator("html").getAttribute("dir")).toBe(dir);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    const home = page.getByRole("link", { name: returnHome });
    expect(await home.getAttribute("href")).toBe(lang === "en" ? "/en" : "/");
    await expectAccessible(page);
    if (url !== "/xx/Products") await screenshots(page, `not-found-${lang}`);
  });

  it("fails the accessibility check on a page with a violation, also when axe is already in the page", async () => {
    const page = await browser.newPage();
    await page.goto("/en/cart");
    await waitForHydration(page);
    await expectAccessible(page);
    // A button with no name is a critical violation; axe stays in the page from the first check.
    await page.evaluate(() => document.querySelector("main")?.append(document.createElement("button")));
    expect(await blockingViolations(page)).toEqual([expect.stringMatching(/^critical button-name: /)]);
    await expect(expectAccessible(page)).rejects.toThrow();
  });
});
