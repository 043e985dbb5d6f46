import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { cookie, openPage } from "./account-helpers.ts";
import { encodeCart, inCart, type SellableLine, sellableLines } from "./cart-helpers.ts";
import { expectNoHorizontalOverflow, screenshots } from "./content-helpers.ts";
import { type CartCookieLine, decodeCart } from "./products-helpers.ts";
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
    gone: "أُزيل من سلتك منتج لم يعد متوفراً للبيع.",
    priceChanged: "تغيّر سعر",
    couponUnknown: "رمز القسيمة غير موجود.",
    couponExpired: "انتهت صلاحية هذه القسيمة.",
    apply: "تطبيق القسيمة",
    label: "هل لديك رمز قسيمة؟",
    remove: "إزالة القسيمة SAVE10",
    couponApplied: (discount: number) => `طُبّقت القسيمة: خصم ${money(discount)} د.ع.`,
  },
  {
    lang: "en",
    prefix: "/en",
    title: "Shopping cart",
    empty: "Your cart is empty",
    removed: "Item removed from the cart",
    max: "You already have all we have in stock of this item in your cart",
    gone: "An item that is no longer sold was removed from your cart.",
    priceChanged: "The price of",
    couponUnknown: "This coupon code does not exist.",
    couponExpired: "This coupon has expired.",
    apply: "Apply coupon",
    label: "Have a coupon code?",
    remove: "Remove coupon SAVE10",
    couponApplied: (discount: number) => `Coupon applied: ${money(discount)} د.ع off.`,
  },
] as const;

async function setCart(page: Page, value: CartCookieLine[] | string): Promise<void> {
  const raw = typeof value === "string" ? value : encodeCart(value);
  await page.context().addCookies([{ name: "cart", value: encodeURIComponent(raw), url: browser.baseURL }]);
}

async function cartCookie(page: Page): Promise<CartCookieLine[]> {
  return decodeCart(await cookie(page, "cart"));
}

const money = (n: number) => (String(n).length <= 3 ? `${n},000` : n.toLocaleString("en-US"));

describe("cart page", () => {
  let line: SellableLine;
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    [line] = (await sellableLines(browser.baseURL, 1, 3)) as [SellableLine];
  });

  for (const c of langs) {
    it(`revalidates prices and stock, steps quantities, caps, removes and empties in ${c.lang}`, async () => {
      await browser.context().clearCookies();
      // A stale price, and a size that no longer exists (sold out / deleted).
      const stale = { ...inCart(line, line.stock - 1), price: line.price + 5_000 };
      const gone = { ...inCart(line), size_id: 99_999_999 };
      const page = await browser.newPage({ expectedFailures: /\/api\/v1\/coupons\/validate/ });
      await setCart(page, [stale, gone]);
      await openPage(page, `${c.prefix}/cart`);
      expect(await page.locator("html").getAttribute("dir")).toBe(c.lang === "ar" ? "rtl" : "ltr");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(c.title);

      const notices = page.getByTestId("cart-notices");
      expect(await notices.getAttribute("role")).toBe("status");
      expect(await notices.textContent()).toContain(c.priceChanged);
      expect(await notices.textContent()).toContain(c.gone);
      expect(await notices.textContent()).toContain(c.lang === "ar" ? line.name.ar : line.name.en);
      const rows = page.getByTestId("cart-row");
      expect(await rows.count()).toBe(1);
      const row = rows.first();
      // The name in the page's language (the server fills it in), linking to the product.
      const name = row.getByRole("link");
      expect(await name.textContent()).toBe(c.lang === "ar" ? line.name.ar : line.name.en);
      expect(await name.getAttribute("href")).toBe(`${c.prefix}/product/${line.product_id}`);
      // The cookie now holds the server's price and only the line that still exists.
      const stored = await cartCookie(page);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.price).toBe(line.price);
      await expect
        .poll(() => page.getByTestId("cart-badge").getAttribute("data-count"))
        .toBe(String(line.stock - 1));
      expect(await page.getByTestId("cart-page-subtotal").textContent()).toBe(
        `${money(line.price * (line.stock - 1))} د.ع`,
      );
      await expectAccessible(page);
      await screenshots(page, `cart-page-${c.lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await page.getByTestId("cart-card").isVisible()).toBe(true);
      expect(await page.getByTestId("cart-table").isVisible()).toBe(false);
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      // + up to the stock, then the max_quantity_reached warning and no more.
      const plus = row.getByRole("button").nth(1);
      await plus.click();
      await expect.poll(() => row.getByTestId("cart-quantity").textContent()).toBe(String(line.stock));
      await plus.click();
      await page.getByText(c.max).waitFor();
      expect(await row.getByTestId("cart-quantity").textContent()).toBe(String(line.stock));
      expect(await page.getByTestId("cart-page-total").textContent()).toBe(
        `${money(line.price * line.stock)} د.ع`,
      );

      // Coupons: an unknown code and an expired one say so; a valid one lowers the total.
      const coupon = page.getByTestId("coupon-box");
      const apply = coupon.getByRole("button", { name: c.apply });
      await coupon.getByRole("textbox").fill("NOPE-123");
      await apply.click();
      await expect.poll(() => page.getByTestId("coupon-message").textContent()).toBe(c.couponUnknown);
      await coupon.getByRole("textbox").fill("EID2025");
      await apply.click();
      await expect.poll(() => page.getByTestId("coupon-message").textContent()).toBe(c.couponExpired);
      await coupon.getByRole("textbox").fill("SAVE10");
      await apply.click();
      const subtotal = line.price * line.stock;
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

  for (const c of langs) {
    it(`keeps an applied coupon over a reload, checked again, until it is removed, in ${c.lang}`, async () => {
      await browser.context().clearCookies();
      const page = await browser.newPage({ expectedFailures: /\/api\/v1\/coupons\/validate/ });
      await setCart(page, [inCart(line, 2)]);
      await openPage(page, `${c.prefix}/cart`);
      const subtotal = line.price * 2;
      const discounted = `${money(subtotal - Math.round(subtotal / 10))} د.ع`;
      const codeField = page.getByRole("textbox", { name: c.label });
      await codeField.fill("SAVE10");
      await page.getByRole("button", { name: c.apply }).click();
      await expect.poll(() => page.getByTestId("cart-page-total").textContent()).toBe(discounted);

      // A reload: the server is asked again, and the coupon is still applied.
      const checks: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/coupons/validate")) checks.push(r.postData() ?? "");
      });
      await openPage(page, `${c.prefix}/cart`);
      await expect.poll(() => page.getByTestId("cart-page-total").textContent()).toBe(discounted);
      expect(checks).toEqual([JSON.stringify({ code: "SAVE10", subtotal })]);
      expect(await codeField.inputValue()).toBe("SAVE10");
      expect(await page.getByTestId("coupon-message").textContent()).toBe(
        c.couponApplied(Math.round(subtotal / 10)),
      );
      await expectAccessible(page);

      // Removed: the total is whole again, and a reload brings nothing back.
      await page.getByRole("button", { name: c.remove }).click();
      await expect
        .poll(() => page.getByTestId("cart-page-total").textContent())
        .toBe(`${money(subtotal)} د.ع`);
      expect(await cookie(page, "coupon")).toBeUndefined();
      await openPage(page, `${c.prefix}/cart`);
      expect(await codeField.inputValue()).toBe("");
      expect(await page.getByTestId("cart-page-total").textContent()).toBe(`${money(subtotal)} د.ع`);

      // A remembered code the server no longer accepts is dropped with its reason when the cart opens.
      await page.context().addCookies([{ name: "coupon", value: "EID2025", url: browser.baseURL }]);
      await openPage(page, `${c.prefix}/cart`);
      await expect.poll(() => page.getByTestId("coupon-message").textContent()).toBe(c.couponExpired);
      expect(await page.getByTestId("cart-page-total").textContent()).toBe(`${money(subtotal)} د.ع`);
      expect(await cookie(page, "coupon")).toBeUndefined();
    });
  }

  it("removes a line whose quantity goes below 1", async () => {
    await browser.context().clearCookies();
    const page = await browser.newPage();
    await setCart(page, [inCart(line, 1)]);
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
