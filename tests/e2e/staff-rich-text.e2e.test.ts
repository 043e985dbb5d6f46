import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * The rich-text editor (issue 33, docs/decisions/0024) in a browser: staff type bold text and lists into the
 * rendered text (never tags) in Arabic on the product page and in Kurdish in the translation workspace, a paste
 * from a word processor arrives clean, and what is stored is exactly the tags typed.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
let ownerToken = "";

interface StoredProduct {
  name: Record<string, string>;
  description: Record<string, string> | null;
  detail: Record<string, string> | null;
}

async function newProduct(name: string, description: string) {
  const brands = await staffApi<{ data: { id: number }[] }>(baseURL, "staff/brands", { token: ownerToken });
  const created = await staffApi<{ data: { id: number } }>(baseURL, "staff/products", {
    method: "POST",
    token: ownerToken,
    body: {
      name: { ar: name },
      code: `E2E-RT-${stamp}-${Math.random().toString(36).slice(2, 6)}`,
      brand_id: brands.body.data[0]!.id,
      description: { ar: description },
      colors: [],
    },
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

const stored = async (id: number) =>
  (await staffApi<{ data: StoredProduct }>(baseURL, `staff/products/${id}`, { token: ownerToken })).body.data;

async function expectEditorIn(editor: Locator, lang: string) {
  await editor.waitFor();
  expect(await editor.getAttribute("contenteditable")).toBe("true");
  expect(await editor.getAttribute("lang")).toBe(lang);
  expect(await editor.getAttribute("dir")).toBe("rtl");
  expect(await editor.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
}

/** A paste as a word processor hands it over: HTML with styles, classes, spans and a table. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.evaluate((element, content) => {
    const data = new DataTransfer();
    data.setData("text/html", content);
    data.setData("text/plain", element.textContent ?? "");
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

async function toggle(page: Page, name: string, pressed: boolean) {
  const button = page.getByRole("button", { name, exact: true }).first();
  await button.click();
  await expect.poll(() => button.getAttribute("aria-pressed")).toBe(String(pressed));
}

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
});

describe("the rich-text editor", () => {
  it("types bold text and a list into a product's Arabic description; a paste arrives clean (ar)", async () => {
    const id = await newProduct(`حوض التحرير ${stamp}`, "<p>نص قديم</p>");
    const page = await browser.newPage();
    await openStaffPage(page, `/catalogue/products/${id}`, "ar", demoOwner);
    const description = page.getByRole("textbox", { name: "الوصف · العربية" });
    await expectEditorIn(description, "ar");
    // The stored HTML is shown rendered, not as tags.
    await description.getByText("نص قديم", { exact: true }).waitFor();
    expect(await description.textContent()).not.toContain("<");

    await description.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("حوض ");
    await toggle(page, "عريض", true);
    await page.keyboard.type("كبير");
    await toggle(page, "عريض", false);
    await page.keyboard.press("Enter");
    await toggle(page, "قائمة نقطية", true);
    await page.keyboard.type("أول");
    await page.keyboard.press("Enter");
    await page.keyboard.type("ثانٍ");

    const detail = page.getByRole("textbox", { name: "التفاصيل · العربية" });
    await detail.click();
    await pasteHtml(
      detail,
      '<meta charset="utf-8"><p class="MsoNormal" style="color:red;font-family:Calibri" dir="rtl">' +
        '<span style="font-weight:700">متين</span> <span lang="AR-IQ" class="x">ومقاوم</span><o:p></o:p></p>' +
        '<table style="width:100%"><tr><td><font size="2">للصدأ</font></td></tr></table>',
    );
    await detail.getByText("للصدأ").waitFor();

    await page.locator("form[data-shortcut-save]").getByRole("button", { name: "حفظ", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "تم الحفظ" }).waitFor();
    const product = await stored(id);
    expect(product.description?.ar).toBe("<p>حوض <strong>كبير</strong></p><ul><li>أول</li><li>ثانٍ</li></ul>");
    expect(product.detail?.ar).toBe("<p><strong>متين</strong> ومقاوم</p><p>للصدأ</p>");
  });

  it("is used from the keyboard: the toolbar is one tab stop, arrows follow the reading direction (ar)", async () => {
    const id = await newProduct(`حوض المفاتيح ${stamp}`, "<p>وصف</p>");
    const page = await browser.newPage();
    await openStaffPage(page, `/catalogue/products/${id}`, "ar", demoOwner);
    const detail = page.getByRole("textbox", { name: "التفاصيل · العربية" });
    await expectEditorIn(detail, "ar");
    await detail.click();
    await page.keyboard.type("نص ");
    // Back to the toolbar: its first button; in right-to-left, ← is the next one.
    await page.keyboard.press("Shift+Tab");
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe("عريض");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("مائل");
    await page.keyboard.press("Enter");
    // The command returns the caret to the text.
    await page.keyboard.type("مائل");
    await page.keyboard.press("Control+i");
    await page.keyboard.type(" ");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("End");
    expect(await focused()).toBe("رابط");
    await page.keyboard.press("Enter");
    const address = page.getByLabel("عنوان الرابط");
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await page.getByText("اكتب عنوان موقع").waitFor();
    await address.fill("dukkan.iq");
    await address.press("Enter");
    await detail.getByRole("link", { name: "https://dukkan.iq" }).waitFor();
    await page.keyboard.press("Control+s");
    await page.getByRole("status").filter({ hasText: "تم الحفظ" }).waitFor();
    expect((await stored(id)).detail?.ar).toBe(
      '<p>نص <em>مائل</em> <a href="https://dukkan.iq" rel="noopener noreferrer">https://dukkan.iq</a></p>',
    );
  });

  it("translates a description in the workspace from the source's structure, rendered both sides (ckb)", async () => {
    const tag = `${stamp}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
    const id = await newProduct(
      `حوض الهيكل ${tag}`,
      "<h3>المواصفات</h3><p>حوض من <strong>الفولاذ</strong></p><ul><li>عميق</li><li>صامت</li></ul>",
    );
    const page = await browser.newPage();
    await openStaffPage(
      page,
      "/translations/work?entity=product&language=ckb&state=missing",
      "ckb",
      demoOwner,
    );
    await page.getByRole("button", { name: new RegExp(`حوض الهيكل ${tag}`) }).click();

    // The Arabic source, rendered and right-to-left: its bold and list items are elements, not tags as text.
    const source = page
      .locator('[lang="ar"]')
      .filter({ has: page.locator("strong", { hasText: "الفولاذ" }) });
    await source.waitFor();
    expect(await source.getAttribute("dir")).toBe("rtl");
    expect(await source.locator("li").count()).toBe(2);
    expect(await source.textContent()).not.toContain("<");

    const target = page.getByRole("textbox", { name: "وەسف · کوردی (سۆرانی)" });
    await expectEditorIn(target, "ckb");
    await page.getByRole("button", { name: "لە پێکهاتەی سەرچاوەوە دەست پێبکە" }).click();
    // The same blocks, empty, for the translator to type into.
    await expect.poll(() => target.locator("h3, p, li").count()).toBeGreaterThanOrEqual(4);
    expect(await target.locator("li").count()).toBe(2);
    await checkScreen(page, "rich-text-workspace-ckb");

    await target.locator("h3").click();
    await page.keyboard.type("تایبەتمەندی");
    await target.locator(":scope > p").click();
    await page.keyboard.type("حەوز لە ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("پۆڵا");
    await page.keyboard.press("Control+b");
    await target.locator("li").nth(0).click();
    await page.keyboard.type("قووڵ");
    await target.locator("li").nth(1).click();
    await page.keyboard.type("بێدەنگ");
    await page.keyboard.press("Control+s");
    await page.getByRole("status").filter({ hasText: "پاشەکەوت کرا" }).waitFor();

    const product = await stored(id);
    expect(product.description?.ckb).toBe(
      "<h3>تایبەتمەندی</h3><p>حەوز لە <strong>پۆڵا</strong></p><ul><li>قووڵ</li><li>بێدەنگ</li></ul>",
    );
    expect(product.description?.ar).toBe(
      "<h3>المواصفات</h3><p>حوض من <strong>الفولاذ</strong></p><ul><li>عميق</li><li>صامت</li></ul>",
    );
  });
});
