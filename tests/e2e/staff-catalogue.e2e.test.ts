import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * The catalogue's product screens (issue 16) in a browser: the list and a product's page in Arabic and English
 * (axe, no console errors, no sideways scrolling at 360 and 1280 px), an image upload and reorder, and the
 * translation editor in Kurdish as a translator sees it.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
const stamp = Date.now().toString(36).toUpperCase();
let ownerToken = "";
let product = { id: 0, code: "", name: "" };

interface Product {
  id: number;
  code: string;
  colors: { id: number; images: string[]; sizes: { id: number; size: Record<string, string> }[] }[];
  name: Record<string, string>;
}

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
  const brands = await staffApi<{ data: { id: number }[] }>(baseURL, "staff/brands", { token: ownerToken });
  const palette = await staffApi<{ data: { id: number }[] }>(baseURL, "staff/palette-colors", {
    token: ownerToken,
  });
  const code = `E2E-CAT-${stamp}`;
  const created = await staffApi<{ data: Product }>(baseURL, "staff/products", {
    method: "POST",
    token: ownerToken,
    body: {
      name: { ar: `مغسلة رخامية ${stamp}` },
      code,
      brand_id: brands.body.data[0]!.id,
      description: { ar: "<p>مغسلة من الرخام الطبيعي</p>" },
      specifications: [{ ar: "رخام طبيعي" }, { ar: "عرض ٦٠ سم" }],
      colors: [
        {
          color_id: palette.body.data[0]!.id,
          images: [],
          sizes: [
            { size: { ar: "٦٠ سم" }, price: 125_000, quantity: 3 },
            { size: { ar: "٨٠ سم" }, price: 160_000, quantity: 0 },
          ],
        },
        { color_id: palette.body.data[1]!.id, images: [], sizes: [] },
      ],
    },
  });
  expect(created.status).toBe(201);
  product = { id: created.body.data.id, code, name: `مغسلة رخامية ${stamp}` };
});

const png = (colour: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe("the catalogue's product screens", () => {
  it("lists, finds and opens a product in Arabic (right-to-left)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/catalogue", "ar");
    await page.getByRole("heading", { level: 1, name: "المنتجات" }).waitFor();
    // The storefront's reading of Arabic: without the hamza's seat or marks, it still finds the product.
    await page.getByRole("searchbox").fill(`مغسله رخاميه ${stamp.toLowerCase()}`);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toContain("مغسله");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    await page.getByRole("link", { name: product.name }).waitFor();
    await page.getByLabel("الحالة").selectOption("1");
    await page.getByRole("link", { name: product.name }).waitFor();
    expect(page.url()).toContain("active=1");
    await checkScreen(page, "catalogue-list-ar");
    await page.getByRole("link", { name: product.name }).click();
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await page.getByText("لا توجد صورة لأي لون").waitFor();
    await checkScreen(page, "catalogue-product-ar");
  });

  it("adds a size with its opening stock typed in Arabic-Indic digits; a non-number is the field's error, never 0 (ar)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, `/catalogue/products/${product.id}`, "ar");
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel("المخزون الافتتاحي") })
      .first();
    await form.getByLabel("المقاس (بالعربية)").fill("١٠٠ سم");
    await form.getByLabel("السعر").fill("٩٠٬٠٠٠");
    const stock = form.getByLabel("المخزون الافتتاحي");
    await stock.fill("خمسة");
    await form.getByText("أدخل عدد القطع المتوفرة، مثل 12 أو ١٢.").waitFor();
    expect(await stock.getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByRole("button", { name: "إضافة مقاس" }).isDisabled()).toBe(true);
    await stock.fill("٥");
    await form.getByRole("button", { name: "إضافة مقاس" }).click();
    const added = async () => {
      const read = await staffApi<{
        data: { colors: { sizes: { id: number; size: { ar: string }; quantity: number }[] }[] };
      }>(baseURL, `staff/products/${product.id}`, { token: ownerToken });
      return read.body.data.colors[0]!.sizes.find((size) => size.size.ar === "١٠٠ سم");
    };
    await expect.poll(async () => (await added())?.quantity).toBe(5);
    // Its ledger says "opening stock" in Arabic, not in the stored English.
    await page.goto(`/staff/stock/sizes/${(await added())!.id}`);
    const ledger = page.getByRole("table", { name: "سجل المخزون" });
    await ledger.getByRole("cell", { name: "مخزون افتتاحي" }).waitFor();
    expect(await ledger.textContent()).not.toContain("opening stock");
  });

  it("edits a product in English (left-to-right): a translation, an upload, a reorder", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, `/catalogue/products/${product.id}`, "en");
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await page.getByRole("button", { name: "English" }).click();
    const name = page.getByLabel("Name · English");
    expect(await name.getAttribute("dir")).toBe("ltr");
    await name.fill(`Marble basin ${stamp}`);
    await page.locator("form[data-shortcut-save]").getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    const upload = page.getByLabel(/Upload images of/).first();
    await upload.setInputFiles([
      { name: "first.png", mimeType: "image/png", buffer: await png("#aa3333") },
      { name: "second.png", mimeType: "image/png", buffer: await png("#3333aa") },
    ]);
    await page.getByRole("img", { name: "Image 2" }).waitFor();
    await page.getByText("Uploading…").waitFor({ state: "hidden" });
    const before = await staffApi<{ data: Product }>(baseURL, `staff/products/${product.id}`, {
      token: ownerToken,
    });
    const images = before.body.data.colors[0]!.images;
    expect(images).toHaveLength(2);
    await page.getByRole("button", { name: "Move Image 2 up" }).click();
    await expect
      .poll(async () => {
        const after = await staffApi<{ data: Product }>(baseURL, `staff/products/${product.id}`, {
          token: ownerToken,
        });
        return after.body.data.colors[0]!.images;
      })
      .toEqual([images[1], images[0]]);
    const saved = await staffApi<{ data: Product }>(baseURL, `staff/products/${product.id}`, {
      token: ownerToken,
    });
    expect(saved.body.data.name.en).toBe(`Marble basin ${stamp}`);
    await checkScreen(page, "catalogue-product-en");
    await openStaffPage(page, `/catalogue?q=${product.code}`, "en");
    await page.getByRole("link", { name: product.name }).waitFor();
    await checkScreen(page, "catalogue-list-en");
  });

  it("picks an accessory by typing part of its name, with the keyboard (ar)", async () => {
    // Another product, found by two words of its Arabic name typed without its article and final taa marbuta.
    const others = await staffApi<{ data: { id: number; code: string; name: { ar: string } }[] }>(
      baseURL,
      "staff/products?per_page=5&sort=code",
      { token: ownerToken },
    );
    const other = others.body.data.find((p) => p.id !== product.id)!;
    const typed = other.name.ar
      .split(" ")
      .slice(0, 2)
      .map((word) => word.replace(/^ال/, "").replace(/ة$/, "ه"))
      .join(" ");
    const page = await browser.newPage();
    await openStaffPage(page, `/catalogue/products/${product.id}`, "ar");
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    const box = page.getByRole("combobox", { name: "ابحث عن ملحق بالاسم أو الرمز" });
    await box.fill(typed);
    await page.getByRole("option").filter({ hasText: other.code }).waitFor();
    await checkScreen(page, "catalogue-accessory-picker-ar");
    // Down to the product, Enter picks it (and does not submit the form).
    const options = await page.getByRole("option").allTextContents();
    const index = options.findIndex((text) => text.includes(other.code));
    for (let i = 0; i < index; i++) await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(
      await page.getByRole("option").nth(index).getAttribute("id"),
    );
    await box.press("Enter");
    await page.getByRole("button", { name: new RegExp(other.code) }).waitFor();
    expect(await page.getByRole("listbox").count()).toBe(0);
    await page.locator("form[data-shortcut-save]").getByRole("button", { name: "حفظ" }).click();
    await expect
      .poll(async () => {
        const read = await staffApi<{ data: { accessories: { id: number }[] } }>(
          baseURL,
          `staff/products/${product.id}`,
          { token: ownerToken },
        );
        return read.body.data.accessories.map((a) => a.id);
      })
      .toContain(other.id);
  });

  it("lets a translator write Kurdish beside the Arabic source (ckb, right-to-left)", async () => {
    const email = `translator-${stamp.toLowerCase()}@dukkan.iq`;
    const password = "Counter-and-sink-7";
    const account = await staffApi(baseURL, "staff/staff-users", {
      method: "POST",
      token: ownerToken,
      body: { email, name: "Translator", role: "translator", languages: ["ckb"], password },
    });
    expect(account.status).toBe(201);
    await browser.context().clearCookies();
    const page = await browser.newPage();
    await openStaffPage(page, `/catalogue/products/${product.id}`, "ckb", { email, password });
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    // A translator starts in their language, with the Arabic source beside each field.
    const name = page.getByLabel("ناو · کوردی (سۆرانی)");
    expect(await name.getAttribute("lang")).toBe("ckb");
    await page.getByText(product.name, { exact: true }).nth(1).waitFor();
    await page.getByRole("button", { name: "کۆپیکردنی سەرچاوەی عەرەبی" }).first().waitFor();
    await name.fill(`دەستشۆری مەڕمەڕ ${stamp}`);
    expect(await page.getByLabel("کۆد").isDisabled()).toBe(true);
    await page.locator("form[data-shortcut-save]").getByRole("button", { name: "پاشەکەوتکردن" }).click();
    await page.getByRole("status").filter({ hasText: "پاشەکەوت کرا" }).waitFor();
    const saved = await staffApi<{ data: Product }>(baseURL, `staff/products/${product.id}`, {
      token: ownerToken,
    });
    expect(saved.body.data.name.ckb).toBe(`دەستشۆری مەڕمەڕ ${stamp}`);
    // The sizes' names follow the language being edited: the Arabic beside, the price not the translator's.
    const sizeRow = page
      .locator("li")
      .filter({ has: page.getByLabel("قەبارە · کوردی (سۆرانی)") })
      .first();
    await sizeRow.getByLabel("قەبارە · کوردی (سۆرانی)").fill("٦٠ سانتیمەتر");
    await sizeRow.getByRole("button", { name: "پاشەکەوتکردن" }).click();
    await expect
      .poll(async () => {
        const read = await staffApi<{ data: Product }>(baseURL, `staff/products/${product.id}`, {
          token: ownerToken,
        });
        return read.body.data.colors[0]!.sizes[0]!.size;
      })
      .toEqual({ ar: "٦٠ سم", ckb: "٦٠ سانتیمەتر" });
    // Prices and the product's own fields are read, not edited: the server would refuse them from a translator.
    expect(await sizeRow.getByLabel("نرخ").count()).toBe(0);
    await sizeRow.getByTestId("size-price").getByText("125,000", { exact: false }).waitFor();
    expect(await page.getByLabel("داشکاندن (%)").isDisabled()).toBe(true);
    // Nor is the order of rows and images: no move buttons to press for nothing.
    expect(await page.getByRole("button", { name: /بۆ سەرەوە ببە|بۆ خوارەوە ببە/ }).count()).toBe(0);
    // Only their languages are theirs to write: English is shown read-only.
    await page.getByRole("button", { name: /^ئینگلیزی/ }).click();
    expect(await page.getByLabel("ناو · ئینگلیزی").getAttribute("readonly")).not.toBeNull();
    await checkScreen(page, "catalogue-translator-ckb");
  });

  it("sends a save the server refuses for the role only once, and says why (ckb)", async () => {
    const email = `translator-refused-${stamp.toLowerCase()}@dukkan.iq`;
    const password = "Counter-and-sink-7";
    const account = await staffApi<{ data: { id: number } }>(baseURL, "staff/staff-users", {
      method: "POST",
      token: ownerToken,
      body: { email, name: "Translator", role: "translator", languages: ["ckb"], password },
    });
    expect(account.status).toBe(201);
    await browser.context().clearCookies();
    const page = await browser.newPage({
      expectedFailures: new RegExp(`/api/v1/staff/products/${product.id}\\b`),
    });
    await openStaffPage(page, `/catalogue/products/${product.id}`, "ckb", { email, password });
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    // While the page is open, the owner takes Kurdish away from this translator.
    const changed = await staffApi(baseURL, `staff/staff-users/${account.body.data.id}`, {
      method: "PATCH",
      token: ownerToken,
      body: { languages: ["tr"] },
    });
    expect(changed.status).toBe(200);
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().includes(`/staff/products/${product.id}`))
        saves.push(request.url());
    });
    await page.getByLabel("ناو · کوردی (سۆرانی)").fill(`ناوێکی ڕەتکراوە ${stamp}`);
    await page.locator("form[data-shortcut-save]").getByRole("button", { name: "پاشەکەوتکردن" }).click();
    await page.getByRole("alert").first().waitFor();
    expect(saves).toHaveLength(1);
    const stored = await staffApi<{ data: Product }>(baseURL, `staff/products/${product.id}`, {
      token: ownerToken,
    });
    expect(stored.body.data.name.ckb).not.toBe(`ناوێکی ڕەتکراوە ${stamp}`);
  });

  it("takes an inactive product off the storefront: its page answers 404", async () => {
    const shown = await browser.newPage();
    const visible = await shown.goto(`/Product/${product.id}`);
    expect(visible?.status()).toBe(200);
    const off = await staffApi(baseURL, `staff/products/${product.id}`, {
      method: "PATCH",
      token: ownerToken,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    const page = await browser.newPage({ documentStatus: 404 });
    const hidden = await page.goto(`/Product/${product.id}`);
    expect(hidden?.status()).toBe(404);
    await staffApi(baseURL, `staff/products/${product.id}`, {
      method: "PATCH",
      token: ownerToken,
      body: { active: true },
    });
  });
});
