import { productSheetColumns } from "@dukkan/contracts/product-import";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { downloadedBytes, useBrowser } from "./support/browser.ts";

/**
 * Issue 19 in a browser: the product list's export, and an import checked, reported and written. The session
 * is kept between tests: the staff sign-in allows 10 a minute per address, shared by every file.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
const stamp = `E${Date.now().toString(36).toUpperCase()}`;
let ownerToken = "";
let brandName = "";
let colourName = "";

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
  const brands = await staffApi<{ data: { name: { ar: string } }[] }>(baseURL, "staff/brands", {
    token: ownerToken,
  });
  brandName = brands.body.data[0]!.name.ar;
  const colours = await staffApi<{ data: { name: { ar: string } }[] }>(baseURL, "staff/palette-colors", {
    token: ownerToken,
  });
  colourName = colours.body.data[0]!.name.ar;
});

const sheet = (rows: Record<string, string>[]) =>
  Buffer.from(
    `\uFEFF${[productSheetColumns.join(","), ...rows.map((r) => productSheetColumns.map((c) => r[c] ?? "").join(","))].join("\r\n")}\r\n`,
  );

describe("import and export in the staff app", () => {
  it("exports the product list as CSV with a BOM and the sheet's columns (ar)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/catalogue?q=%D9%85%D8%BA%D8%B3%D9%84%D8%A9", "ar", demoOwner);
    await page.getByRole("table").getByRole("link").first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "تصدير CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dukkan-products-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(productSheetColumns.join(","));
    expect(lines.length).toBeGreaterThan(1);
    await page.getByText("تغيير جماعي", { exact: true }).click();
    await page.getByRole("button", { name: "معاينة" }).waitFor();
    await checkScreen(page, "bulk-panel-ar");
  });

  it("checks a sheet, shows the rejected row in the staff member's language, then writes the valid product (en)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/import", "en", demoOwner);
    await page.getByRole("heading", { level: 1, name: "Import products" }).waitFor();
    const good = {
      code: `${stamp}-1`,
      "name:ar": "مغسلة",
      "name:en": `Sheet basin ${stamp}`,
      brand: brandName,
      colour: colourName,
      "size:ar": "٦٠ سم",
      price: "١٢٥٬٠٠٠",
      stock: "3",
    };
    const bad = { ...good, code: `${stamp}-2`, brand: "No such brand" };
    await page
      .getByLabel("Choose the file")
      .setInputFiles({ name: "sheet.csv", mimeType: "text/csv", buffer: sheet([good, bad]) });
    await page.getByRole("button", { name: "Check (writes nothing)" }).click();
    await page.getByText("Nothing was written: this is what would happen.").waitFor();
    await page.getByRole("cell", { name: "brand: no brand has this name" }).waitFor();
    await checkScreen(page, "import-report-en");
    await page.getByLabel("Write the valid products, skip the rest").check();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByText("The import is done.").waitFor();
    const found = await staffApi<{ data: { code: string }[] }>(
      baseURL,
      `staff/products?q=${encodeURIComponent(`Sheet basin ${stamp}`)}`,
      {
        token: ownerToken,
      },
    );
    expect(found.body.data.map((p) => p.code)).toEqual([`${stamp}-1`]);
  });

  it("says in Arabic why a file cannot be read (ar)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/import", "ar", demoOwner);
    await page.getByRole("heading", { level: 1, name: "استيراد المنتجات" }).waitFor();
    await page.getByLabel("اختر الملف").setInputFiles({
      name: "old.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("code,name:ar\r\nX1,Caf\xe9\r\n", "latin1"),
    });
    await page.getByRole("button", { name: "فحص دون كتابة" }).click();
    await page.getByText("الملف ليس نصاً بترميز UTF-8", { exact: false }).waitFor();
    await checkScreen(page, "import-ar");
  });

  it("previews a bulk price change of the filtered list, then applies it after a confirmation (en)", async () => {
    const word = `Bulky${stamp}`;
    const rows = [0, 1].map((i) => ({
      code: `${stamp}-B${i}`,
      "name:ar": "مغسلة",
      "name:en": `${word} basin ${i}`,
      brand: brandName,
      colour: colourName,
      "size:ar": "٦٠ سم",
      price: "10000",
      stock: "1",
    }));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(sheet(rows))]), "bulk.csv");
    const url = new URL("/api/v1/staff/import/products?mode=all&api_key=dukkan-public", baseURL);
    const imported = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${ownerToken}` },
      body: form,
    });
    expect(imported.status).toBe(200);

    const page = await browser.newPage();
    await openStaffPage(page, `/catalogue?q=${word}`, "en", demoOwner);
    await page.getByRole("table").getByRole("link").first().waitFor();
    await page.getByText("Bulk change", { exact: true }).click();
    await page.getByLabel("Percentage (like 10 or -5)").fill("12");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByText("2 products selected; 2 change.").waitFor();
    expect(await page.getByRole("cell", { name: "11,250" }).count()).toBe(2);
    await checkScreen(page, "bulk-preview-en");
    await page.getByRole("button", { name: "Apply to 2" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Apply to 2" }).click();
    await page.getByText("Done: 2 changed.").waitFor();
    const list = await staffApi<{ data: { price: number }[] }>(baseURL, `staff/products?q=${word}`, {
      token: ownerToken,
    });
    expect(list.body.data.map((p) => p.price)).toEqual([11_250, 11_250]);
  });

  it("leaves a unit written off after the export alone, lists each change old and new (ar), and reports a stock changed since as a conflict (ckb)", async () => {
    // Its own code on a retry too (the first attempt's product stays).
    const code = `${stamp}-STK${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const brands = await staffApi<{ data: { id: number }[] }>(baseURL, "staff/brands", { token: ownerToken });
    const palette = await staffApi<{ data: { id: number }[] }>(baseURL, "staff/palette-colors", {
      token: ownerToken,
    });
    const created = await staffApi<{ data: { id: number; colors: { sizes: { id: number }[] }[] } }>(
      baseURL,
      "staff/products",
      {
        method: "POST",
        token: ownerToken,
        body: {
          name: { ar: `مغسلة للجرد ${stamp}` },
          code,
          brand_id: brands.body.data[0]!.id,
          colors: [
            {
              color_id: palette.body.data[0]!.id,
              images: [],
              sizes: [{ size: { ar: "٦٠ سم" }, price: 50_000, quantity: 5 }],
            },
          ],
        },
      },
    );
    expect(created.status).toBe(201);
    const sizeId = created.body.data.colors[0]!.sizes[0]!.id;
    const exported = await fetch(
      new URL(`/api/v1/staff/export/products.csv?q=${code}&api_key=dukkan-public`, baseURL),
      { headers: { authorization: `Bearer ${ownerToken}` } },
    );
    const [head, row] = (await exported.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = head!.split(",");
    const cells = Object.fromEntries(row!.split(",").map((cell, i) => [columns[i]!, cell]));
    expect(cells).toMatchObject({ stock: "5", stock_at_export: "5" });
    // An hour later: one unit written off as damaged, then the file (a price changed in it) imported.
    const writeOff = await staffApi(baseURL, `staff/sizes/${sizeId}/stock`, {
      method: "POST",
      token: ownerToken,
      body: { delta: -1, reason: "damaged" },
    });
    expect(writeOff.status).toBe(201);

    const page = await browser.newPage();
    await openStaffPage(page, "/import", "ar", demoOwner);
    await page.getByRole("heading", { level: 1, name: "استيراد المنتجات" }).waitFor();
    await page.getByLabel("اختر الملف").setInputFiles({
      name: "sheet.csv",
      mimeType: "text/csv",
      buffer: sheet([{ ...cells, price: "55000" }]),
    });
    await page.getByRole("button", { name: "فحص دون كتابة" }).click();
    const changes = page.getByRole("table", { name: "التغييرات سطراً سطراً" });
    const priceRow = changes.getByRole("row").filter({ hasText: "السعر" });
    await priceRow.waitFor();
    expect(await priceRow.getByRole("cell").allInnerTexts()).toEqual([
      "2",
      code,
      "تعديل",
      "السعر",
      "50000",
      "55000",
    ]);
    expect(await changes.getByRole("row").filter({ hasText: "المخزون" }).count()).toBe(0);
    await checkScreen(page, "import-changes-ar");
    await page.getByRole("button", { name: "استيراد", exact: true }).click();
    await page.getByText("تم الاستيراد.").waitFor();
    const stock = await staffApi<{ data: { quantity: number; price: number } }>(
      baseURL,
      `staff/sizes/${sizeId}/stock`,
      {
        token: ownerToken,
      },
    );
    expect(stock.body.data.quantity).toBe(4);
    // The size's history shows the imported price change, before and after.
    await page.goto(`/staff/catalogue/products/${created.body.data.id}`);
    await page.getByRole("link", { name: "سجل تغييرات المقاس" }).click();
    await page.getByRole("heading", { level: 1, name: "سجل التدقيق" }).waitFor();
    const history = page.getByRole("table").filter({ hasText: "السعر" });
    await expect.poll(async () => (await history.textContent()) ?? "").toContain("55000");
    expect(await history.textContent()).toContain("50000");

    // The same file with a stock typed in it, set from the file: the shelf moved since, so a conflict.
    const kurdish = await browser.newPage();
    await openStaffPage(kurdish, "/import", "ckb", demoOwner);
    await kurdish.getByRole("heading", { level: 1, name: "هاوردەکردنی بەرهەم" }).waitFor();
    await kurdish
      .getByLabel("فایلەکە هەڵبژێرە")
      .setInputFiles({ name: "sheet.csv", mimeType: "text/csv", buffer: sheet([{ ...cells, stock: "9" }]) });
    await kurdish.getByLabel("دانانی کۆگا لە فایلەکەوە").check();
    await kurdish.getByRole("button", { name: "پشکنین (هیچ نانووسێت)" }).click();
    const stockRow = kurdish
      .getByRole("table", { name: "گۆڕانکارییەکان دێڕ بە دێڕ" })
      .getByRole("row")
      .filter({ hasText: "کۆگا" });
    await stockRow.waitFor();
    expect(await stockRow.getByRole("cell").allInnerTexts()).toEqual(["2", code, "ناکۆکی", "کۆگا", "4", "9"]);
    await kurdish.getByText("کۆگا لە دوای هەناردەکردنی فایلەکەوە گۆڕاوە", { exact: false }).waitFor();
    await checkScreen(kurdish, "import-conflict-ckb");
    await kurdish.getByRole("button", { name: "هاوردەکردن", exact: true }).click();
    await kurdish.getByText("هیچ نەنووسرا: دێڕە ڕەتکراوەکان", { exact: false }).waitFor();
    const after = await staffApi<{ data: { quantity: number } }>(baseURL, `staff/sizes/${sizeId}/stock`, {
      token: ownerToken,
    });
    expect(after.body.data.quantity).toBe(4);
  });
});
