import { describe, expect, it } from "vitest";
import { strings } from "./products-helpers.ts";
import { useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();

async function langCookie(): Promise<string | undefined> {
  return (await browser.context().cookies(browser.baseURL)).find((c) => c.name === "lang")?.value;
}

// Issue 21.7: a link shared as /Products?lang=en opens in English, at the language's own address.
describe("?lang= in a URL", () => {
  it.each([
    ["/Products?lang=en&page=2", "/en/Products", "?page=2", "en", "ltr"],
    ["/en/Products?lang=ar", "/ar/Products", "", "ar", "rtl"],
    [
      `/search?search=${encodeURIComponent("ثلاجة")}&lang=ckb`,
      "/ckb/search",
      `?search=${encodeURIComponent("ثلاجة")}`,
      "ckb",
      "rtl",
    ],
  ])("%s opens %s%s in %s", async (url, pathname, search, lang, dir) => {
    await browser.context().clearCookies();
    const page = await browser.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${browser.baseURL}${url}`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(pathname);
    expect(new URL(page.url()).search).toBe(search);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await page.locator("html").getAttribute("dir")).toBe(dir);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${browser.baseURL}${pathname}`,
    );
    // The cookie is written as the language switcher writes it: unprefixed pages follow it.
    expect(await langCookie()).toBe(lang);
    const t = strings(lang);
    await page.goto("/Products");
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await page.getByRole("heading", { level: 1, name: t("all_products") }).isVisible()).toBe(true);
  });

  it("ignores an unknown value", async () => {
    await browser.context().clearCookies();
    const page = await browser.newPage();
    const response = await page.goto("/Products?lang=xx&page=1");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await waitForHydration(page);
    expect(new URL(page.url()).search).toBe("?lang=xx&page=1");
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
  });
});
