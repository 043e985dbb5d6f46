import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage } from "./account-helpers.ts";
import { inCart, type SellableLine, sellableLines } from "./cart-helpers.ts";
import { expectNoHorizontalOverflow, screenshots } from "./content-helpers.ts";
import { cartLines, expectToast, strings } from "./products-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

/**
 * Issue 21.1 and 21.5: the cart cookie keeps only what identifies a line, so 50 different lines fit; a line
 * the browser does not store is never announced as added; the names come from the server in the page's
 * language, whatever language the line was added in.
 */
const browser = useBrowser();

const langs = [
  { lang: "ar", prefix: "", other: "en" },
  { lang: "en", prefix: "/en", other: "ar" },
] as const;

const FULL = 50;

async function addFromProductPage(page: Page, line: SellableLine, lang: "ar" | "en"): Promise<void> {
  const t = strings(lang);
  await page.getByTestId("color-picker").locator(`input[value="${line.color_id}"]`).check({ force: true });
  await page.getByTestId("size-picker").locator(`input[value="${line.size_id}"]`).check({ force: true });
  await page.getByRole("button", { name: t("add_to_cart"), exact: true }).click();
}

async function openPanel(page: Page, lang: "ar" | "en", count: number) {
  const t = strings(lang);
  await page.getByRole("button", { name: t("cart_count", { count }) }).click();
  const panel = page.getByTestId("cart-panel");
  await panel.waitFor();
  return panel;
}

/** The language switcher of the frame: sets the cookie and reloads the page in `lang`. */
async function switchLanguage(page: Page, lang: "ar" | "en"): Promise<void> {
  const switcher = page.getByTestId("language-switcher");
  await switcher.locator("summary").click();
  await Promise.all([page.waitForEvent("load"), switcher.locator(`a[hreflang="${lang}"]`).click()]);
  await waitForHydration(page);
}

/** Toasts of this text on screen now. */
const toasts = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

describe("cart lines", () => {
  let lines: SellableLine[];
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    lines = await sellableLines(browser.baseURL, FULL + 1);
  });

  for (const c of langs) {
    it(`takes ${FULL} different lines from the product pages in ${c.lang}, keeps them, refuses the next`, async () => {
      const t = strings(c.lang);
      await browser.context().clearCookies();
      const page = await browser.newPage();
      const badge = page.getByTestId("cart-badge");
      const full = lines.slice(0, FULL);
      const extra = lines[FULL] as SellableLine;

      let added = 0;
      let openProduct = 0;
      for (const line of full) {
        if (line.product_id !== openProduct) {
          await openPage(page, `${c.prefix}/Product/${line.product_id}`);
          openProduct = line.product_id;
        }
        await addFromProductPage(page, line, c.lang);
        added += 1;
        await expect.poll(() => badge.getAttribute("data-count")).toBe(String(added));
      }
      await expectToast(page, t("added_to_cart"));

      // A reload: all 50 lines are in the cookie and the badge, and the panel names each in this language.
      await page.reload();
      await waitForHydration(page);
      expect(await badge.getAttribute("data-count")).toBe(String(FULL));
      expect(await cartLines(browser.context(), browser.baseURL)).toEqual(full.map((l) => inCart(l)));
      const panel = await openPanel(page, c.lang, FULL);
      await expect
        .poll(() => panel.getByTestId("cart-line-name").allTextContents())
        .toEqual(full.map((l) => l.name[c.lang]));
      const subtotal = full.reduce((sum, l) => sum + l.price, 0);
      expect(await panel.getByTestId("cart-subtotal").textContent()).toBe(
        `${subtotal.toLocaleString("en-US")} د.ع`,
      );
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });

      // The 51st line: refused with its reason, never "added", and the cart stays as it was.
      await openPage(page, `${c.prefix}/Product/${extra.product_id}`);
      await expect.poll(() => toasts(page, t("added_to_cart")).count()).toBe(0);
      await addFromProductPage(page, extra, c.lang);
      await expectToast(page, t("cart_full", { count: FULL }));
      expect(await toasts(page, t("added_to_cart")).count()).toBe(0);
      expect(await badge.getAttribute("data-count")).toBe(String(FULL));
      expect(await cartLines(browser.context(), browser.baseURL)).toHaveLength(FULL);

      // In the other language, the same lines carry that language's names.
      await switchLanguage(page, c.other);
      const otherPanel = await openPanel(page, c.other, FULL);
      await expect
        .poll(() => otherPanel.getByTestId("cart-line-name").allTextContents())
        .toEqual(full.map((l) => l.name[c.other]));
    }, 300_000);
  }

  for (const c of langs) {
    it(`shows the names of the page's language in the panel at once after a language switch (${c.lang} → ${c.other})`, async () => {
      const line = lines[0] as SellableLine;
      await browser.context().clearCookies();
      const page = await browser.newPage();
      await openPage(page, `${c.prefix}/Product/${line.product_id}`);
      await addFromProductPage(page, line, c.lang);
      await expectToast(page, strings(c.lang)("added_to_cart"));

      await switchLanguage(page, c.other);
      const panel = await openPanel(page, c.other, 1);
      await expect.poll(() => panel.getByTestId("cart-line-name").textContent()).toBe(line.name[c.other]);
      await expectAccessible(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalOverflow(page);
      await screenshots(page, `cart-panel-${c.other}`);
    });
  }

  it("never says added when the browser does not keep the cart cookie", async () => {
    const line = lines[0] as SellableLine;
    const t = strings("en");
    await browser.context().clearCookies();
    const page = await browser.newPage();
    // A browser that refuses this site's cart cookie (blocked, or over its limits): the write is dropped.
    await page.addInitScript(() => {
      const native = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
      Object.defineProperty(document, "cookie", {
        get: () => native?.get?.call(document),
        set: (value: string) => {
          if (!value.startsWith("cart=")) native?.set?.call(document, value);
        },
      });
    });
    await openPage(page, `/en/Product/${line.product_id}`);
    await addFromProductPage(page, line, "en");
    await expectToast(page, t("cart_not_saved"));
    expect(await toasts(page, t("added_to_cart")).count()).toBe(0);
    expect(await page.getByTestId("cart-badge").getAttribute("data-count")).toBe("0");
  });

  it("reads a cookie of the previous format: the lines stay, named by the server, and /cart rewrites it", async () => {
    const [first, second] = lines as [SellableLine, SellableLine];
    await browser.context().clearCookies();
    // What the storefront wrote before issue 21.1: names (in Arabic only), image, price and stock per line.
    const legacy = [first, second].map((l, i) => ({
      product_id: l.product_id,
      color: { id: l.color_id, name: "قديم" },
      size: { size_id: l.size_id, name: "قديم" },
      name: { ar: l.name.ar },
      image: "/favicon.svg",
      price: l.price,
      quantity: i + 1,
      max_quantity: l.stock,
    }));
    await browser
      .context()
      .addCookies([
        { name: "cart", value: encodeURIComponent(JSON.stringify(legacy)), url: browser.baseURL },
      ]);
    const page = await browser.newPage();
    await openPage(page, "/en");
    expect(await page.getByTestId("cart-badge").getAttribute("data-count")).toBe("3");
    const panel = await openPanel(page, "en", 3);
    await expect
      .poll(() => panel.getByTestId("cart-line-name").allTextContents())
      .toEqual([first.name.en, second.name.en]);
    await page.keyboard.press("Escape");

    await openPage(page, "/en/cart");
    expect(await page.getByTestId("cart-row").count()).toBe(2);
    expect(await page.getByTestId("cart-notices").count()).toBe(0);
    expect(await cartLines(browser.context(), browser.baseURL)).toEqual([
      inCart(first, 1),
      inCart(second, 2),
    ]);
  });

  it("shows lines it cannot read as an empty cart, in either format", async () => {
    for (const broken of ["[{oops", "7.x.1.1.1", "7.2.5.1.100~", "1.1.9999999999.1.0"]) {
      await browser.context().clearCookies();
      await browser
        .context()
        .addCookies([{ name: "cart", value: encodeURIComponent(broken), url: browser.baseURL }]);
      const page = await browser.newPage();
      await openPage(page, "/en");
      expect(await page.getByTestId("cart-badge").getAttribute("data-count"), broken).toBe("0");
      // The panel's source answers such lines with nothing, never an error.
      const answer = await fetch(`${browser.baseURL}/en/cart/lines?lines=${encodeURIComponent(broken)}`);
      expect(answer.status, broken).toBe(200);
      expect(await answer.json(), broken).toEqual({ details: {} });
      expect((await page.goto("/en/cart"))?.status(), broken).toBe(200);
    }
  });
});
