import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * The storefront's content in the staff app (issue 18): a slide made in Arabic as a draft, scheduled, seen
 * through its preview link on the storefront, then deleted; the settings' typed forms and a branch in English.
 * Nothing here changes what the live storefront shows (other files test it at the same time).
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
let ownerToken = "";

/** Signs in once for the whole file (the staff sign-in allows 10 a minute per address, shared by every file). */
async function openAs(page: Page, pathname: string, lang: string) {
  await openStaffPage(page, pathname, lang, demoOwner);
}

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
});

describe("content in the staff app", () => {
  it("makes a slide in Arabic as a draft, schedules and previews it on the storefront, and deletes it (ar)", async () => {
    const page = await browser.newPage();
    await openAs(page, "/content/slides", "ar");
    await page.getByRole("heading", { level: 1, name: "شرائح الواجهة" }).waitFor();
    await page.getByRole("table").getByRole("link").first().waitFor();
    await checkScreen(page, "content-slides-ar");

    await page.getByRole("link", { name: "إضافة" }).click();
    await page.getByRole("heading", { level: 1, name: "شريحة جديدة" }).waitFor();
    const title = `عرض الافتتاح ${stamp}`;
    await page.getByLabel("العنوان · العربية").fill(`<h2>${title}</h2>`);
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#0f3d3e" } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: png });
    await page.locator('fieldset img[src^="/media/"]').first().waitFor();
    // Tomorrow: published, but not live yet.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}T10:00`;
    await page.getByLabel("يبدأ في").fill(local);
    await page.getByRole("button", { name: "حفظ كمسودة" }).click();
    await page.waitForURL(/\/staff\/content\/slides\/\d+$/);
    await page.getByText("مسودة", { exact: true }).first().waitFor();
    await checkScreen(page, "content-slide-ar");

    await page.getByRole("button", { name: "نشر الآن" }).click();
    await page.getByText("مجدول", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "رابط المعاينة" }).click();
    const preview = page.getByRole("link", { name: "فتح المعاينة في المتجر" });
    const href = (await preview.getAttribute("href")) as string;
    expect(href).toMatch(/^\/\?preview=[\w-]+$/);

    const storefront = await browser.newPage();
    const response = await storefront.goto(href);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await storefront.getByTestId("hero").getByText(title).waitFor();
    await storefront.goto("/");
    expect(await storefront.getByTestId("hero").getByText(title).count()).toBe(0);
    await storefront.close();

    await page.getByRole("button", { name: "حذف" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "حذف" }).click();
    await page.waitForURL(/\/staff\/content\/slides$/);
    await page.getByRole("heading", { level: 1, name: "شرائح الواجهة" }).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
  });

  it("edits the settings as typed forms and refuses a bad e-mail without saving it (en)", async () => {
    const page = await browser.newPage();
    await openAs(page, "/settings", "en");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    const email = page
      .getByRole("region", { name: "E-mail" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "E-mail" }) }));
    const input = email.getByLabel("E-mail", { exact: true });
    const stored = await input.inputValue();
    expect(stored).toMatch(/@/);
    await checkScreen(page, "settings-en");
    await input.fill("not an e-mail");
    await email.getByRole("button", { name: "Save" }).click();
    await email.getByText("Enter a valid e-mail address", { exact: false }).waitFor();
    const saved = await staffApi<{ data: { email: { email: string } } }>(baseURL, "staff/settings", {
      token: ownerToken,
    });
    expect(saved.body.data.email.email).toBe(stored);
    await openAs(page, "/settings", "ar");
    await page.getByRole("heading", { level: 1, name: "الإعدادات" }).waitFor();
    await checkScreen(page, "settings-ar");
  });

  it("shows a branch's opening hours as rows, edited in the chosen language (en)", async () => {
    const branches = await staffApi<{ data: { id: number }[] }>(baseURL, "staff/content/branches", {
      token: ownerToken,
    });
    const page = await browser.newPage();
    await openAs(page, `/content/branches/${branches.body.data[0]!.id}`, "en");
    await page.getByRole("group", { name: /Opening hours/ }).waitFor();
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("group", { name: /Opening hours · English/ }).waitFor();
    await checkScreen(page, "content-branch-en");
    await openAs(page, "/content/branches", "en");
    await page.getByRole("heading", { level: 1, name: "Branches" }).waitFor();
    await page.getByRole("table").getByRole("link").first().waitFor();
    await checkScreen(page, "content-branches-en");
  });
});
