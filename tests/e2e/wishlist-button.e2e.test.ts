import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { expectToast, signedInCookies, strings } from "./products-helpers.ts";
import { expectAccessible, useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();
const API_KEY = process.env.API_KEY ?? "dukkan-public";

// Issue 21.3: the product page's wishlist button shows whether the product is on the client's wishlist, and
// says what a click will do, after a reload too.
describe.each(["ar", "en"])("the wishlist button in %s", (lang) => {
  const t = strings(lang);
  const pathOf = (path: string) => (lang === "ar" ? path : `/${lang}${path}`);
  let cookies: Awaited<ReturnType<typeof signedInCookies>>;

  beforeEach(async () => {
    await browser.context().clearCookies();
    cookies = await signedInCookies(browser.baseURL);
    await browser.context().addCookies(cookies);
  });

  async function openProduct(id: number): Promise<Page> {
    const page = await browser.newPage();
    const response = await page.goto(pathOf(`/Product/${id}`));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    return page;
  }

  /** The button once the wishlist is known (it waits, disabled, until then). */
  async function button(page: Page, name: string) {
    const found = page.getByRole("button", { name, exact: true });
    await found.waitFor();
    await expect.poll(() => found.isEnabled()).toBe(true);
    return found;
  }

  /** The button's state, and the header's badge (how many products the list holds). */
  async function expectState(page: Page, onList: boolean, listLength = onList ? 1 : 0) {
    const found = await button(page, t(onList ? "remove_from_wishlist" : "add_to_wishlist"));
    expect(await found.getAttribute("aria-pressed")).toBe(String(onList));
    expect(await found.locator("svg").getAttribute("fill")).toBe(onList ? "currentColor" : "none");
    expect(await found.textContent()).toBe(t(onList ? "remove_from_wishlist" : "add_to_wishlist"));
    await expect
      .poll(() => page.getByTestId("wishlist-badge").getAttribute("data-count"))
      .toBe(String(listLength));
  }

  it("adds, shows the product as on the list after a reload, then removes it", async () => {
    const page = await openProduct(2);
    await expectState(page, false);

    await (await button(page, t("add_to_wishlist"))).click();
    await expectToast(page, t("Item added to wishlist!"));
    await expectState(page, true);
    await expectAccessible(page);

    await page.reload();
    await waitForHydration(page);
    await expectState(page, true);

    await (await button(page, t("remove_from_wishlist"))).click();
    await expectToast(page, t("Item removed from wishlist!"));
    await expectState(page, false);
    await page.reload();
    await waitForHydration(page);
    await expectState(page, false);
  });

  it("knows a product put on the list elsewhere", async () => {
    const token = cookies.find((c) => c.name === "token")!.value;
    const added = await fetch(`${browser.baseURL}/api/v1/client-auth/favorite?api_key=${API_KEY}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: 3, color: null }),
    });
    expect(added.status).toBe(200);
    const page = await openProduct(3);
    await expectState(page, true);
    // Another product is not on it.
    const other = await openProduct(4);
    await expectState(other, false, 1);
  });
});
