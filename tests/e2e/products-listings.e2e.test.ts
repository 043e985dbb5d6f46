import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiData, expectNoHorizontalOverflow, expectSeo, screenshots } from "./content-helpers.ts";
import { cartLines, expectToast, jsonLd, strings } from "./products-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();

interface Card {
  id: number;
  name: string;
  discount: number;
}
interface Detail {
  id: number;
  name: string;
  product_colors: { id: number; images: string[]; product_color_sizes: { id: number; quantity: number }[] }[];
}

const pathOf = (lang: string, path: string) => (lang === "ar" ? path : `/${lang}${path}`);

describe.each(["ar", "en"])("product listings in %s", (lang) => {
  const t = strings(lang);

  beforeAll(() => {
    mkdirSync(screenshotDir, { recursive: true });
  });

  beforeEach(async () => {
    await browser.context().clearCookies();
  });

  async function open(path: string, status = 200) {
    const page = await browser.newPage(status === 200 ? {} : { documentStatus: status });
    const response = await page.goto(pathOf(lang, path));
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    return page;
  }

  it("/Products: 9 products a page, numbered pagination in the URL, advert sidebar, ItemList JSON-LD", async () => {
    const first = await apiData<Card[]>(browser.baseURL, lang, "products?page=1&per_page=9");
    const second = await apiData<Card[]>(browser.baseURL, lang, "products?page=2&per_page=9");
    const page = await open("/Products");
    const grid = page.getByTestId("product-grid");
    expect(await grid.getByRole("listitem").count()).toBe(9);
    expect(await grid.getByRole("heading", { level: 2 }).first().textContent()).toBe(first[0]?.name);
    expect(await page.getByTestId("advert-sidebar").count()).toBe(1);
    // A phone's first row is the largest paint: fetched at once; the rest wait for the scroll.
    const loading = await grid
      .locator("img")
      .evaluateAll((images) =>
        images.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]),
      );
    expect(loading.slice(0, 3)).toEqual([
      ["eager", "high"],
      ["eager", "high"],
      ["lazy", null],
    ]);
    await expectSeo(page, browser.baseURL, pathOf(lang, "/Products"));
    const list = (await jsonLd(page)).find((b) => b["@type"] === "ItemList");
    const items = list?.itemListElement as {
      item: { "@type": string; name: string; offers: { priceCurrency: string } };
    }[];
    expect(items).toHaveLength(9);
    expect(items[0]?.item["@type"]).toBe("Product");
    expect(items[0]?.item.name).toBe(first[0]?.name);
    expect(items[0]?.item.offers.priceCurrency).toBe("IQD");
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page);
    await screenshots(page, `products-all-${lang}`);

    await page
      .getByTestId("pagination")
      .getByRole("link", { name: t("page_n", { n: 2 }) })
      .click();
    await page.waitForURL(/[?&]page=2/);
    await expect
      .poll(() => grid.getByRole("heading", { level: 2 }).first().textContent())
      .toBe(second[0]?.name);
    expect(await page.getByTestId("pagination").locator('[aria-current="page"]').textContent()).toContain(
      "2",
    );
    // The page is in the URL: a reload shows the same page.
    await page.reload();
    await waitForHydration(page);
    expect(
      await page.getByTestId("product-grid").getByRole("heading", { level: 2 }).first().textContent(),
    ).toBe(second[0]?.name);
  });

  it("/Products: a card's focus outline is drawn whole, though cards are laid out only near the viewport", async () => {
    const page = await open("/Products");
    await page.setViewportSize({ width: 1280, height: 900 });
    const card = page.getByTestId("product-grid").getByRole("listitem").nth(1);
    const link = card.getByRole("link").first();
    await link.focus();
    expect(await link.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
    // The 2 px outline lies just outside the card: a band below it holds the outline's teal, unless the card's
    // paint containment (content-visibility, decision 0045) clips it.
    const box = await card.boundingBox();
    if (!box) throw new Error("the card has no box");
    const band = await page.screenshot({
      clip: { x: box.x + 24, y: box.y + box.height, width: box.width - 48, height: 3 },
    });
    const { data, info } = await sharp(band).raw().toBuffer({ resolveWithObject: true });
    let teal = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (g > r + 40 && b > r + 30) teal += 1;
    }
    expect(teal).toBeGreaterThan(box.width / 2);
    await page.close();
  });

  it("/Products/{brandId}: banner, grid, category filter, and the empty message", async () => {
    const brands = await apiData<{ id: number; name: string }[]>(browser.baseURL, lang, "brand");
    const brand = brands[0];
    if (!brand) throw new Error("no brands");
    const page = await open(`/Products/${brand.id}`);
    expect(await page.getByTestId("brand-banner").getByRole("heading", { level: 1 }).textContent()).toBe(
      brand.name,
    );
    expect(await page.getByTestId("product-grid").getByRole("listitem").count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page);
    await screenshots(page, `products-brand-${lang}`);

    const empty = await open(`/Products/${brand.id}?category=999999`);
    expect(await empty.getByText(t("No products available for this brand")).isVisible()).toBe(true);
    await open("/Products/999999", 404);
  });

  it("/sale: discounted products with a percentage ribbon linking to /product/{id}", async () => {
    const discounted = await apiData<Card[]>(
      browser.baseURL,
      lang,
      "product-with-discount?page=1&per_page=9",
    );
    const page = await open("/sale");
    const cards = page.getByTestId("sale-card");
    expect(await cards.count()).toBe(Math.min(9, discounted.length));
    const firstCard = discounted[0];
    if (!firstCard) throw new Error("no discounted products");
    expect(await cards.first().getByTestId("sale-ribbon").textContent()).toContain(`${firstCard.discount}%`);
    expect(await cards.first().getAttribute("href")).toBe(pathOf(lang, `/product/${firstCard.id}`));
    await expectSeo(page, browser.baseURL, pathOf(lang, "/sale"));
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page);
    await screenshots(page, `products-sale-${lang}`);
    await cards.first().click();
    await page.waitForURL(new RegExp(`/product/${firstCard.id}$`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(firstCard.name);
  });

  it("/search: results from ?search= rendered by the server, kept on reload; no results message", async () => {
    const product = await apiData<Detail>(browser.baseURL, lang, "products/1");
    const query = product.name.split(" ").slice(0, 2).join(" ");
    const page = await open(`/search?search=${encodeURIComponent(query)}`);
    expect(await page.getByTestId("search-query").textContent()).toContain(query);
    const names = () => page.getByTestId("product-grid").getByRole("heading", { level: 2 }).allTextContents();
    expect(await names()).toContain(product.name);
    await expectAccessible(page);
    await page.reload();
    await waitForHydration(page);
    expect(await names()).toContain(product.name);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page);
    await screenshots(page, `products-search-${lang}`);

    const none = await open("/search?search=zzqqxxnotaproduct");
    expect(await none.getByText(t("No results found for the query")).isVisible()).toBe(true);
  });

  it("/search: more than a page of results shows the total and numbered pages in the URL", async () => {
    // Every product code begins with DK: the query matches every listed product.
    const response = await fetch(
      `${browser.baseURL}/api/v1/${lang}/products/search?search=dk&page=2&api_key=dukkan-public`,
    );
    const second = (await response.json()) as { data: Card[]; total: number; last_page: number };
    expect(second.last_page).toBeGreaterThan(1);
    const page = await open("/search?search=dk");
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: String(second.total) })
        .count(),
    ).toBe(1);
    expect(await page.getByTestId("product-grid").getByRole("listitem").count()).toBe(48);
    await page
      .getByTestId("pagination")
      .getByRole("link", { name: t("page_n", { n: 2 }) })
      .click();
    await page.waitForURL(/[?&]page=2/);
    await expect
      .poll(() => page.getByTestId("product-grid").getByRole("heading", { level: 2 }).first().textContent())
      .toBe(second.data[0]?.name);
    expect(new URL(page.url()).searchParams.get("search")).toBe("dk");
  });

  it("quick view: first colour, colour switching resets images and size, closing resets, duplicates rejected", async () => {
    const product = await apiData<Detail>(browser.baseURL, lang, "products/1");
    // Product 1 (3 colours) is on the first page of /Products in the seeded order.
    const list = await open("/Products");
    const trigger = list.getByRole("button", { name: t("quick_view_of", { name: product.name }) });
    expect(await trigger.count()).toBe(1);
    await trigger.click();
    const dialog = list.getByTestId("quick-view");
    await dialog.getByRole("heading", { level: 2, name: product.name }).waitFor();
    const colors = dialog.getByTestId("color-picker").getByRole("radio");
    const sizes = dialog.getByTestId("size-picker").getByRole("radio");
    const mainImage = dialog.getByTestId("product-gallery").locator("button img").first();
    expect(await colors.nth(0).isChecked()).toBe(true);
    expect(await sizes.nth(0).isChecked()).toBe(true);
    await expectAccessible(list);

    await sizes.nth(1).check({ force: true });
    await colors.nth(1).check({ force: true });
    await expect.poll(() => sizes.nth(0).isChecked()).toBe(true);
    await expect
      .poll(() => mainImage.getAttribute("src"))
      .toContain(product.product_colors[1]?.images[0]?.split("/").pop());

    // The gallery's lightbox opens inside the modal and Escape closes only the lightbox.
    await dialog.getByRole("button", { name: t("open_gallery", { name: product.name }) }).click();
    await list.locator(".yarl__root").waitFor({ state: "visible" });
    await list.keyboard.press("Escape");
    await list.locator(".yarl__root").waitFor({ state: "detached" });
    expect(await dialog.isVisible()).toBe(true);

    // Escape closes the modal (after the 300 ms animation); opening again starts over.
    await list.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await trigger.click();
    await dialog.getByRole("heading", { level: 2, name: product.name }).waitFor();
    expect(await colors.nth(0).isChecked()).toBe(true);

    await dialog.getByRole("button", { name: t("add_to_cart"), exact: true }).click();
    await expectToast(list, t("added_to_cart"));
    await dialog.getByRole("button", { name: t("add_to_cart"), exact: true }).click();
    await expectToast(list, t("item_already_in_cart"));
    const lines = await cartLines(browser.context(), browser.baseURL);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(1);

    await dialog.getByRole("button", { name: t("close_quick_view") }).click();
    await dialog.waitFor({ state: "detached" });
    // Focus returns to the card's quick-view button.
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("quick view: no colours gives please_select_color and 'No Images Available'; no sizes gives please_select_size", async () => {
    const product = await apiData<Detail & { image: string }>(browser.baseURL, lang, "products/1");
    const page = await open("/Products");
    const trigger = page.getByRole("button", { name: t("quick_view_of", { name: product.name }) });
    const dialog = page.getByTestId("quick-view");
    const addToCart = dialog.getByRole("button", { name: t("add_to_cart"), exact: true });

    // The catalogue has no such products: answer the quick view's request with them.
    let variant: "no-colours" | "no-sizes" = "no-colours";
    await page.route(/\/api\/v1\/[a-z]+\/products\/1\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Detail & { image: string } };
      if (variant === "no-colours") {
        body.data.product_colors = [];
        body.data.image = "";
      } else {
        body.data.product_colors = body.data.product_colors.map((c) => ({ ...c, product_color_sizes: [] }));
      }
      await route.fulfill({ response, json: body });
    });

    await trigger.click();
    await dialog.getByRole("heading", { level: 2, name: product.name }).waitFor();
    expect(await dialog.getByText(t("no_images_available"), { exact: true }).isVisible()).toBe(true);
    await addToCart.click();
    await expectToast(page, t("please_select_color"));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    variant = "no-sizes";
    await trigger.click();
    await dialog.getByRole("heading", { level: 2, name: product.name }).waitFor();
    expect(await dialog.getByText(t("no_sizes_available")).isVisible()).toBe(true);
    await addToCart.click();
    await expectToast(page, t("please_select_size"));
    expect(await cartLines(browser.context(), browser.baseURL)).toEqual([]);
  });

  it("quick view traps Tab inside and closes on the backdrop", async () => {
    const page = await open("/Products");
    const trigger = page.getByRole("button", { name: new RegExp(t("quick_view_of", { name: "" })) }).first();
    await trigger.click();
    const dialog = page.getByTestId("quick-view");
    await dialog.getByTestId("color-picker").waitFor();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: "detached" });
  });
});
