import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  API_KEY,
  apiSignIn,
  checkScreen,
  demoOwner,
  inTimeZone,
  openStaffPage,
  staffApi,
} from "./staff-helpers.ts";
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

describe("a schedule on the shop's clock", () => {
  it("reads and writes Baghdad's times from a browser in another time zone (en, New York)", async () => {
    // A draft (not published): its edits are saved as they are. 07:00 UTC is 10:00 in Baghdad, 02:00 in New York.
    const id = await newSlide(`مجدول ${stamp}`, { active: false, starts_at: "2030-01-15T07:00:00.000Z" });
    const page = await browser.newPage();
    await inTimeZone(page, "America/New_York");
    await openAs(page, `/content/slides/${id}`, "en");
    const starts = page.getByLabel("Starts", { exact: true });
    await expect.poll(() => starts.inputValue()).toBe("2030-01-15T10:00");
    await page.getByText("Baghdad time. Leave empty for no limit.").first().waitFor();

    await starts.fill("2030-01-16T09:30");
    await page.getByLabel("Ends", { exact: true }).fill("2030-01-31T23:00");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const stored = async () =>
      (
        await staffApi<{ data: { starts_at: string | null; ends_at: string | null } }>(
          baseURL,
          `staff/content/slides/${id}`,
          { token: ownerToken },
        )
      ).body.data;
    // The instants (the API writes them with an offset: 2030-01-16T06:30:00+00:00).
    const instant = (at: string | null) => (at ? new Date(at).toISOString() : null);
    await expect.poll(async () => instant((await stored()).starts_at)).toBe("2030-01-16T06:30:00.000Z");
    expect(instant((await stored()).ends_at)).toBe("2030-01-31T20:00:00.000Z");
    const removed = await fetch(new URL(`/api/v1/staff/content/slides/${id}?api_key=${API_KEY}`, baseURL), {
      method: "DELETE",
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(removed.status).toBe(204);
  });
});

/** A slide the storefront does not show yet (it starts tomorrow) but that is published: its edits are drafts. */
const publishedSlide = (title: string) =>
  newSlide(title, { active: true, starts_at: new Date(Date.now() + 24 * 3_600_000).toISOString() });

/** A new slide with the first seeded slide's picture, published or not, from a time. */
async function newSlide(title: string, schedule: { active: boolean; starts_at: string }) {
  const seeded = await staffApi<{ data: { image: string }[] }>(baseURL, "staff/content/slides", {
    token: ownerToken,
  });
  const created = await staffApi<{ data: { id: number } }>(baseURL, "staff/content/slides", {
    method: "POST",
    token: ownerToken,
    body: {
      media_type: "image",
      image: seeded.body.data[0]!.image,
      main_text: { ar: `<h2>${title}</h2>` },
      ...schedule,
    },
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

type SlideRow = { main_text: { ar: string }; draft: { main_text?: { ar: string } } | null };

describe("editing published content and leaving forms (issue 33)", () => {
  it("keeps a published slide as it is while its edit waits as a draft: previewed, then published (ar, ckb)", async () => {
    const [live, pending] = [`العرض الحالي ${stamp}`, `العرض الجديد ${stamp}`];
    const id = await publishedSlide(live);
    const stored = async () =>
      (await staffApi<{ data: SlideRow }>(baseURL, `staff/content/slides/${id}`, { token: ownerToken })).body
        .data;
    const page = await browser.newPage();
    await openAs(page, `/content/slides/${id}`, "ar");
    await page.getByRole("heading", { level: 1, name: live }).waitFor();
    // Written in Arabic only: Arabic is complete, the other languages are missing.
    await page.getByRole("button", { name: "العربية", exact: true }).waitFor();
    await page.getByRole("button", { name: "الإنجليزية (ناقصة)" }).waitFor();

    // A rich text editor: typed as text.
    await page.getByLabel("العنوان · العربية").fill(pending);
    // Leaving with the edit unsaved asks first; staying keeps it.
    await page
      .getByRole("navigation", { name: "أنواع المحتوى" })
      .getByRole("link", { name: "المزايا" })
      .click();
    const dialog = page.getByRole("dialog", { name: "تغييرات غير محفوظة" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "إلغاء" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toMatch(new RegExp(`/content/slides/${id}$`));
    expect(await page.getByLabel("العنوان · العربية").textContent()).toContain(pending);

    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    await page.getByText("حُفظت كمسودة: عاينها ثم انشرها").waitFor();
    await page.getByText("توجد تغييرات لم تُنشر بعد.", { exact: false }).waitFor();
    const saved = await stored();
    expect(saved.main_text.ar).toBe(`<h2>${live}</h2>`);
    expect(saved.draft?.main_text?.ar).toContain(pending);
    await checkScreen(page, "content-slide-pending-ar");
    await checkScreen(page, "content-slide-pending-ar");

    await page.getByRole("button", { name: "رابط المعاينة" }).click();
    const href = (await page
      .getByRole("link", { name: "فتح المعاينة في المتجر" })
      .getAttribute("href")) as string;
    const storefront = await browser.newPage();
    await storefront.goto(href);
    await storefront.getByTestId("hero").getByText(pending).waitFor();
    await storefront.close();

    await page.getByRole("button", { name: "نشر التغييرات" }).click();
    await expect.poll(async () => (await stored()).draft).toBeNull();
    expect((await stored()).main_text.ar).toContain(pending);
    await page.getByRole("heading", { level: 1, name: new RegExp(pending) }).waitFor();
    expect(await page.getByText("توجد تغييرات لم تُنشر بعد.", { exact: false }).count()).toBe(0);

    // Saved: leaving asks nothing.
    await page
      .getByRole("navigation", { name: "أنواع المحتوى" })
      .getByRole("link", { name: "المزايا" })
      .click();
    await page.waitForURL(/\/content\/features$/);
    expect(await page.getByRole("dialog").count()).toBe(0);

    await openAs(page, `/content/slides/${id}`, "ckb");
    await page.getByRole("heading", { level: 1, name: new RegExp(pending) }).waitFor();
    await page.getByRole("button", { name: "عەرەبی", exact: true }).waitFor();
    await checkScreen(page, "content-slide-ckb");
    const removed = await fetch(new URL(`/api/v1/staff/content/slides/${id}?api_key=${API_KEY}`, baseURL), {
      method: "DELETE",
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(removed.status).toBe(204);
  });

  it("warns before leaving a product or the settings with unsaved changes, and when the tab closes (en)", async () => {
    const products = await staffApi<{ data: { id: number }[] }>(baseURL, "staff/products?per_page=1", {
      token: ownerToken,
    });
    const productId = products.body.data[0]!.id;
    const page = await browser.newPage();
    await openAs(page, `/catalogue/products/${productId}`, "en");
    const code = page.getByLabel("Code", { exact: true });
    await code.fill(`${await code.inputValue()}-X`);
    await page.getByRole("link", { name: "All products" }).click();
    const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL(/\/catalogue$/);

    // Closing the tab with a change: the browser asks (beforeunload).
    await openAs(page, `/catalogue/products/${productId}`, "en");
    await code.fill(`${await code.inputValue()}-Y`);
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (question) => {
        resolve(question.type());
        void question.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");

    const settings = await browser.newPage();
    await openAs(settings, "/settings", "en");
    const email = settings.getByLabel("E-mail", { exact: true });
    await email.fill(`x${await email.inputValue()}`);
    await settings
      .getByRole("navigation", { name: "Content kinds" })
      .getByRole("link", { name: "Home slides" })
      .click();
    const question = settings.getByRole("dialog", { name: "Unsaved changes" });
    await question.waitFor();
    await question.getByRole("button", { name: "Cancel" }).click();
    expect(settings.url()).toMatch(/\/settings$/);
  });
});
