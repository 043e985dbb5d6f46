import { describe, expect, it } from "vitest";
import { placeOrder } from "./order-desk-helpers.ts";
import { checkScreen, openStaffPage } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * The staff's new-order alerts (issue 39, decision 0038) in Arabic and English: the header's bell turns them on,
 * an order placed afterwards arrives by the event stream as a browser notification (recorded by a stand-in for
 * the Notification API: headless Chromium shows none), and the tab's title starts with the count to confirm.
 */
const browser = useBrowser();

const words = {
  ar: { bell: "تنبيهات الطلبات الجديدة (إشعار وصوت)", title: "طلب جديد" },
  en: { bell: "New-order alerts (notification and sound)", title: "New order" },
} as const;

describe("staff new-order alerts", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`the bell turns alerts on; a new order notifies and counts in the tab's title, in ${lang}`, async () => {
      await browser.context().clearCookies();
      const page = await browser.newPage();
      await page.addInitScript(() => {
        // Each language starts with alerts off (the browser profile is shared by the file's tests).
        localStorage.removeItem("dukkan-staff-order-alerts");
        const shown: { title: string; body: string }[] = [];
        (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
        class RecordedNotification {
          static permission = "granted";
          static requestPermission = async () => "granted";
          constructor(title: string, options: { body?: string } = {}) {
            shown.push({ title, body: options.body ?? "" });
          }
        }
        (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
      });
      await openStaffPage(page, "/orders", lang);
      const bell = page.getByRole("button", { name: words[lang].bell });
      expect(await bell.getAttribute("aria-pressed")).toBe("false");
      await bell.click();
      await expect.poll(() => bell.getAttribute("aria-pressed")).toBe("true");
      await checkScreen(page, `order-alerts-${lang}`);
      // Let the stream open before the order.
      await page.waitForTimeout(1500);

      const order = await placeOrder(browser.baseURL, lang);
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications.map(
                (n) => n.title,
              ),
            ),
          { timeout: 15_000 },
        )
        .toContain(`${words[lang].title} ${order.order_number}`);
      await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^\(\d+\) /);
    });
  }
});
