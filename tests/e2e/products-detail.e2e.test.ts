import { mkdirSync } from "node:fs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiData, expectNoHorizontalOverflow, expectSeo, screenshots } from "./content-helpers.ts";
import { cartLines, expectToast, jsonLd, signedInCookies, strings } from "./products-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();

interface Detail {
  id: number;
  name: string;
  code: string;
  price: number;
  discount: number;
  product_colors: {
    id: number;
    images: string[];
    product_color_sizes: { id: number; size: string; quantity: number; price: string }[];
  }[];
}

const pathOf = (lang: string, path: string) => (lang === "ar" ? path : `/${lang}${path}`);

describe.each(["ar", "en"])("product page in %s", (lang) => {
  const t = strings(lang);
  let product: Detail;

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    product = await apiData<Detail>(browser.baseURL, lang, "products/1");
  });

  beforeEach(async () => {
    await browser.context().clearCookies();
  });

  async function openProduct(path = pathOf(lang, "/Product/1")) {
    const page = await browser.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    return page;
  }

  it("renders name, code, price, the main image as LCP, SEO tags and Product JSON-LD", async () => {
    const page = await openProduct();
    expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(product.name);
    expect(await page.getByTestId("product-code").textContent()).toBe(product.code);

    const main = page.getByTestId("product-gallery").locator("button img").first();
    expect(await main.getAttribute("loading")).toBe("eager");
    expect(await main.getAttribute("fetchpriority")).toBe("high");
    expect(await main.getAttribute("width")).toBe("640");
    expect(await main.getAttribute("height")).toBe("640");

    await expectSeo(page, browser.baseURL, pathOf(lang, "/Product/1"));
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("product");
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBeTruthy();
    const ld = (await jsonLd(page)).find((block) => block["@type"] === "Product");
    if (!ld) throw new Error("no Product JSON-LD");
    expect(ld.name).toBe(product.name);
    expect(ld.sku).toBe(product.code);
    expect((ld.image as string[]).length).toBeGreaterThan(0);
    const offers = ld.offers as Record<string, unknown>;
    expect(offers.priceCurrency).toBe("IQD");
    expect(offers.availability).toBe("https://schema.org/InStock");
    expect(Number(offers.lowPrice)).toBe(
      Math.min(
        ...product.product_colors.flatMap((c) =>
          c.product_color_sizes.map((s) => Math.round(Number(s.price) * (1 - product.discount / 100))),
        ),
      ),
    );
    expect((ld.aggregateRating as Record<string, unknown>).ratingValue).toBeGreaterThan(0);

    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page);
    await screenshots(page, `products-detail-${lang}`);
  });

  it("answers /product/{id} (lower case) with the same page", async () => {
    const page = await openProduct(pathOf(lang, "/product/1"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(product.name);
  });

  it("starts on the first colour and size; a colour selects its first size and resets the gallery", async () => {
    const page = await openProduct();
    const [first, second] = product.product_colors;
    if (!first || !second) throw new Error("product 1 has 3 colours");
    const colors = page.getByTestId("color-picker").getByRole("radio");
    const sizes = page.getByTestId("size-picker").getByRole("radio");
    expect(await colors.nth(0).isChecked()).toBe(true);
    expect(await sizes.nth(0).isChecked()).toBe(true);

    // Move to the second photo, then to the second size.
    await page.getByTestId("product-gallery").getByRole("button").nth(2).click();
    const mainImage = page.getByTestId("product-gallery").locator("button img").first();
    await expect.poll(() => mainImage.getAttribute("src")).toContain(first.images[1]?.split("/").pop());
    await sizes.nth(1).check({ force: true });
    expect(await sizes.nth(1).isChecked()).toBe(true);

    await colors.nth(1).check({ force: true });
    await expect.poll(() => sizes.nth(0).isChecked()).toBe(true);
    await expect.poll(() => mainImage.getAttribute("src")).toContain(second.images[0]?.split("/").pop());
    expect(await page.getByTestId("stock").textContent()).toContain(
      String(second.product_color_sizes[0]?.quantity),
    );
  });

  it("clamps the quantity between 1 and the size's stock", async () => {
    const page = await openProduct();
    const stock = product.product_colors[0]?.product_color_sizes[0]?.quantity ?? 0;
    const quantity = page.getByRole("spinbutton", { name: t("quantity") });
    await quantity.fill("999");
    await quantity.press("Enter");
    await expectToast(page, t("quantity_exceeds_stock", { stock }));
    await expect.poll(() => quantity.inputValue()).toBe(String(stock));

    await quantity.fill("0");
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe("1");
    await page.getByRole("button", { name: t("increase_quantity") }).click();
    await expect.poll(() => quantity.inputValue()).toBe("2");
  });

  it("adds to the cart, then raises the line up to the stock with max_quantity_reached", async () => {
    const page = await openProduct();
    const size = product.product_colors[0]?.product_color_sizes[0];
    if (!size) throw new Error("no size");
    const quantity = page.getByRole("spinbutton", { name: t("quantity") });
    await quantity.fill(String(size.quantity));
    await quantity.press("Enter");
    await page.getByRole("button", { name: t("add_to_cart"), exact: true }).click();
    await expectToast(page, t("added_to_cart"));
    const [line] = await cartLines(browser.context(), browser.baseURL);
    expect(line).toEqual({
      product_id: 1,
      color_id: product.product_colors[0]?.id,
      size_id: size.id,
      quantity: size.quantity,
      price: Math.round(Number(size.price) * (1 - product.discount / 100)),
    });
    await page.getByRole("button", { name: t("add_to_cart"), exact: true }).click();
    await expectToast(page, `⚠️ ${t("max_quantity_reached")}`);
    expect((await cartLines(browser.context(), browser.baseURL))[0]?.quantity).toBe(size.quantity);
  });

  it("opens the lightbox on the main image and closes it with Escape", async () => {
    const page = await openProduct();
    await page.getByRole("button", { name: t("open_gallery", { name: product.name }) }).click();
    const lightbox = page.locator(".yarl__root");
    await lightbox.waitFor({ state: "visible" });
    const thumb = page.locator(".yarl__thumbnails_thumbnail").first();
    const box = await thumb.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(120);
    expect(await page.getByRole("button", { name: t("lightbox_zoom_in") }).count()).toBe(1);
    expect(await page.getByRole("button", { name: t("lightbox_play") }).count()).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "detached" });
  });

  it("copies the product code", async () => {
    await browser
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: browser.baseURL });
    const page = await openProduct();
    await page.getByRole("button", { name: t("copy_product_code") }).click();
    await expectToast(page, t("Product code copied to clipboard!"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(product.code);
  });

  it("asks a signed-out visitor to log in for the wishlist and shows no rating button", async () => {
    const page = await openProduct();
    await page.getByRole("button", { name: t("add_to_wishlist") }).click();
    await expectToast(page, t("Please login to add items to wishlist"));
    expect(await page.getByRole("button", { name: t("rate_product") }).count()).toBe(0);
  });

  it("lets a signed-in client add to the wishlist and rate once", async () => {
    await browser.context().addCookies(await signedInCookies(browser.baseURL));
    const page = await openProduct();
    await page.getByRole("button", { name: t("add_to_wishlist") }).click();
    await expectToast(page, t("Item added to wishlist!"));

    await page.getByRole("button", { name: t("rate_product") }).click();
    const dialog = page.getByTestId("rating-dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: t("submit_rating") }).click();
    await expectToast(page, t("Please select a star rating before submitting"));
    await expectAccessible(page);
    await dialog.getByRole("radio", { name: t("stars_count", { count: 4 }) }).check({ force: true });
    await dialog.getByRole("button", { name: t("submit_rating") }).click();
    await expectToast(page, t("Rating submitted successfully!"));
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: t("rated") }).click();
    await expectToast(page, t("You have already rated this product"));
  });

  it("shows a placeholder for a broken image", async () => {
    const page = await browser.newPage();
    const broken = product.product_colors[0]?.images[0]?.split("/").pop() ?? "none";
    // The first photo arrives broken (not an image): the gallery falls back to the placeholder.
    await page.route(new RegExp(broken.replace(/\./g, "\\.")), (route) =>
      route.fulfill({ status: 200, contentType: "image/svg+xml", body: "not an image" }),
    );
    await page.goto(pathOf(lang, "/Product/1"));
    await waitForHydration(page);
    const main = page.getByTestId("product-gallery").locator("button").first();
    await main.locator('[role="img"]').waitFor();
    expect(await main.locator("img").count()).toBe(0);
    expect(await main.locator('[role="img"]').getAttribute("aria-label")).toBe(product.name);
  });

  it("answers an unknown product with 404 and 'No product data available'", async () => {
    const page = await browser.newPage({ documentStatus: 404 });
    const response = await page.goto(pathOf(lang, "/Product/987654"));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByText(t("No product data available")).first().isVisible()).toBe(true);
    await expectAccessible(page);
  });
});

describe.each(["ckb", "tr", "it"])("product pages in %s", (lang) => {
  const t = strings(lang);

  it("renders the product page and the listings in the language, in its direction, at 360 px", async () => {
    const product = await apiData<Detail>(browser.baseURL, lang, "products/1");
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ["/Product/1", "/Products", "/sale"]) {
      const response = await page.goto(`/${lang}${path}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ckb" ? "rtl" : "ltr");
      await expectNoHorizontalOverflow(page);
    }
    await page.goto(`/${lang}/Product/1`);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(product.name);
    expect(await page.getByRole("button", { name: t("add_to_cart"), exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
  });
});
