import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { cookie, openPage, productLine } from "./account-helpers.ts";
import { expectNoHorizontalOverflow, screenshots } from "./content-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser } from "./support/browser.ts";

const browser = useBrowser();

const langs = [
  {
    lang: "ar",
    prefix: "",
    title: "سلة التسوق",
    empty: "سلة التسوق فارغة",
    removed: "تمت إزالة المنتج من السلة",
    max: "لديك في السلة كل الكمية المتوفرة من هذا المنتج",
    soldOut: "نفدت كمية",
    priceChanged: "تغيّر سعر",
    couponUnknown: "رمز القسيمة غير موجود.",
    couponExpired: "انتهت صلاحية هذه القسيمة.",
  },
  {
    lang: "en",
    prefix: "/en",
    title: "Shopping cart",
    empty: "Your cart is empty",
    removed: "Item removed from the cart",
    max: "You already have all we have in stock of this item in your cart",
    soldOut: "is sold out",
    priceChanged: "The price of",
    couponUnknown: "This coupon code does not exist.",
    couponExpired: "This coupon has expired.",
  },
] as const;

type Line = Awaited<ReturnType<typeof productLine>>;

function cartLine(line: Line, overrides: Record<string, unknown> = {}) {
  const { nameEn: _, colorId: __, ...rest } = line;
  return { ...rest, ...overrides };
}

async function setCart(page: Page, value: unknown): Promise<void> {
  const raw = typeof value === "string" ? value : JSON.stringify(value);
  await page.context().addCookies([{ name: "cart", value: encodeURIComponent(raw), url: browser.baseURL }]);
}

async function cartCookie(page: Page): Promise<unknown> {
  const raw = await cookie(page, "cart");
  return raw === undefined ? undefined : JSON.parse(decodeURIComponent(raw));
}

const money = (n: number) => (String(n).length <= 3 ? `${n},000` : n.toLocaleString("en-US"));

describe("cart page", () => {
  let line: Line;
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    line = await productLine(browser.baseURL);
  });

  for (const c of langs) {
    it(`revalidates prices and stock, steps quantities, caps, removes and empties in ${c.lang}`, async () => {
      await browser.context().clearCookies();
      // A stale price, and a size that no longer exists (sold out / deleted).
      const stale = cartLine(line, { price: line.price + 5_000, quantity: line.max_quantity - 1 });
      const gone = cartLine(line, { size: { size_id: 99_999_999, name: "XL" } });
      const page = await browser.newPage({ expectedFailures: /\/api\/v1\/coupons\/validate/ });
      await setCart(page, [stale, gone]);
      await openPage(page, `${c.prefix}/cart`);
      expect(await page.locator("html").getAttribute("dir")).toBe(c.lang === "ar" ? "rtl" : "ltr");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(c.title);

      const notices = page.getByTestId("cart-notices");
      expect(await notices.getAttribute("role")).toBe("status");
      expect(await notices.textContent()).toContain(c.priceChanged);
      expect(await notices.textContent()).toContain(c.soldOut);
      expect(await notices.textContent()).toContain(c.lang === "ar" ? line.name.ar : line.nameEn);
      const rows = page.getByTestId("cart-row");
      expect(await rows.count()).toBe(1);
      const row = rows.first();
      // The name in the page's language (the server fills it in), linking to the product.
      const name = row.getByRole("link");
      expect(await name.textContent()).toBe(c.lang === "ar" ? line.name.ar : line.nameEn);
      expect(await name.getAttribute("href")).toBe(`${c.prefix}/product/${line.product_id}`);
      // The cookie now holds the server's price and only the line that still exists.
      const stored = (await cartCookie(page)) as { price: number }[];
      expect(stored).toHaveLength(1);
      expect(stored[0]?.price).toBe(line.price);
      await expect
        .poll(() => page.getByTestId("cart-badge").getAttribute("data-count"))
        .toBe(String(line.max_quantity - 1));
      expect(await page.getByTestId("cart-page-subtotal").textContent()).toBe(
        `${money(line.price * (line.max_quantity - 1))} د.ع`,
      );
      await expectAccessible(page);
      await screenshots(page, `cart-page-${c.lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await page.getByTestId("cart-card").isVisible()).toBe(true);
      expect(await page.getByTestId("cart-table").isVisible()).toBe(false);
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      // + up to max_quantity, then the max_quantity_reached warning and no more.
      const plus = row.getByRole("button").nth(1);
      await plus.click();
      await expect.poll(() => row.getByTestId("cart-quantity").textContent()).toBe(String(line.max_quantity));
      await plus.click();
      await page.getByText(c.max).waitFor();
      expect(await row.getByTestId("cart-quantity").textContent()).toBe(String(line.max_quantity));
      expect(await page.getByTestId("cart-page-total").textContent()).toBe(
        `${money(line.price * line.max_quantity)} د.ع`,
      );

      // Coupons: an unknown code and an expired one say so; a valid one lowers the total.
      const coupon = page.getByTestId("coupon-form");
      await coupon.getByRole("textbox").fill("NOPE-123");
      await coupon.getByRole("button").click();
      await expect.poll(() => page.getByTestId("coupon-message").textContent()).toBe(c.couponUnknown);
      await coupon.getByRole("textbox").fill("EID2025");
      await coupon.getByRole("button").click();
      await expect.poll(() => page.getByTestId("coupon-message").textContent()).toBe(c.couponExpired);
      await coupon.getByRole("textbox").fill("SAVE10");
      await coupon.getByRole("button").click();
      const subtotal = line.price * line.max_quantity;
      await expect
        .poll(() => page.getByTestId("cart-page-total").textContent())
        .toBe(`${money(subtotal - Math.round(subtotal / 10))} د.ع`);
      expect(await cookie(page, "coupon")).toBe("SAVE10");

      // Explicit removal: the toast, then the empty state with the way back to the products.
      await row.getByRole("button").last().click();
      await page.getByText(c.removed).first().waitFor();
      const empty = page.getByTestId("cart-empty");
      await empty.waitFor();
      expect(await empty.getByRole("heading").textContent()).toBe(c.empty);
      expect(await empty.getByRole("link").getAttribute("href")).toBe(`${c.prefix}/Products`);
      expect(await cartCookie(page)).toEqual([]);
      await expectAccessible(page);
      await screenshots(page, `cart-empty-${c.lang}`);
    });
  }

  it("removes a line whose quantity goes below 1", async () => {
    await browser.context().clearCookies();
    const page = await browser.newPage();
    await setCart(page, [cartLine(line, { quantity: 1 })]);
    await openPage(page, "/en/cart");
    await page.getByTestId("cart-row").getByRole("button").first().click();
    await page.getByTestId("cart-empty").waitFor();
    expect(await cartCookie(page)).toEqual([]);
    await expect.poll(() => page.getByTestId("cart-badge").getAttribute("data-count")).toBe("0");
  });

  it("shows a corrupt cart cookie as an empty cart and replaces it", async () => {
    await browser.context().clearCookies();
    const page = await browser.newPage();
    await setCart(page, "{oops");
    await openPage(page, "/cart");
    await page.getByTestId("cart-empty").waitFor();
    expect(await cartCookie(page)).toEqual([]);
  });
});
