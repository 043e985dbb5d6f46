import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deskActions, placeOrder } from "./order-desk-helpers.ts";
import {
  apiSignIn,
  checkScreen,
  demoOwner,
  expectDocumentLanguage,
  signInThroughPage,
} from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";
import { useOwnServer } from "./support/own-server.ts";

/**
 * Customers' messages in the staff app (issue 39, decision 0037), in Arabic and English: the settings page (a
 * provider on, a text refused for an unknown placeholder, previewed, saved; a test message sent) and an order's
 * messages on its page. The shared test server has no provider, so this file starts its own, with an SMS
 * gateway stand-in on a loopback port.
 */
const browser = useBrowser();
const own = useOwnServer<{ recipient: string; message: string }>({
  smsBody: '{"recipient":"{to}","message":"{text}"}',
});
let ownerToken = "";
let desk: ReturnType<typeof deskActions>;

beforeAll(async () => {
  ownerToken = await apiSignIn(own.baseURL, demoOwner);
  desk = deskActions(own.baseURL, () => ownerToken);
});

/** A staff page of this file's server in `lang`, signed in as the owner. */
async function open(page: Page, pathname: string, lang: string) {
  await browser.context().clearCookies();
  await page.goto(`${own.baseURL}/api/health`);
  await page.evaluate((l) => localStorage.setItem("dukkan-staff-language", l), lang);
  await page.goto(`${own.baseURL}/staff${pathname}`);
  await page.locator("h1").first().waitFor();
  if (page.url().includes("/staff/sign-in")) {
    await signInThroughPage(page, demoOwner);
    await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
  }
  await expectDocumentLanguage(page, lang, lang === "ar" ? "rtl" : "ltr");
}

const words = {
  ar: {
    title: "رسائل الزبائن",
    on: "مفعّل",
    text: "النص",
    save: "احفظ النص",
    preview: "معاينة",
    own: "هذا نصّك الخاص بدل النص الافتراضي.",
    unknown: "في النص متغير غير معروف لهذا الحدث:",
    phone: "رقم الهاتف",
    send: "أرسل",
    sent: "أُرسلت",
    messages: "الرسائل",
    placed: "استلام الطلب · رسالة نصية",
    confirmed: "تأكيد الطلب · رسالة نصية",
    draft: "شكراً {order_number}! سنتصل بك قريباً. {colour}",
    fixed: "شكراً {order_number}! سنتصل بك قريباً.",
    previewed: "شكراً DK-7K3M9Q2X! سنتصل بك قريباً.",
  },
  en: {
    title: "Customer messages",
    on: "On",
    text: "Text",
    save: "Save the text",
    preview: "Preview",
    own: "This is your own text instead of the default one.",
    unknown: "The text has a placeholder this event does not know:",
    phone: "Phone number",
    send: "Send",
    sent: "Sent",
    messages: "Messages",
    placed: "Order placed · SMS",
    confirmed: "Order confirmed · SMS",
    draft: "Thanks for order {order_number}, we will call you. {colour}",
    fixed: "Thanks for order {order_number}, we will call you.",
    previewed: "Thanks for order DK-7K3M9Q2X, we will call you.",
  },
} as const;

describe("customers' messages in the staff app", () => {
  for (const lang of ["ar", "en"] as const) {
    const w = words[lang];

    it(`settings (${lang}): a provider on, a text refused, previewed and saved, a test message sent`, async () => {
      // The refused text answers 422 on purpose.
      const page = await browser.newPage({ expectedFailures: /message-settings\/templates\// });
      await open(page, "/messages-settings", lang);
      await page.getByRole("heading", { level: 1, name: w.title }).waitFor();
      await page.getByText(w.on, { exact: true }).waitFor();
      await checkScreen(page, `messages-settings-${lang}`);

      // The order-placed text in the interface's language (the editor starts on that event).
      await page.getByLabel(lang === "ar" ? "اللغة" : "Language", { exact: true }).selectOption(lang);
      const text = page.getByLabel(w.text, { exact: true });
      await text.fill(w.draft);
      await page.getByRole("button", { name: w.save }).click();
      await page.getByRole("alert").filter({ hasText: w.unknown }).waitFor();
      await expect.poll(() => page.getByRole("alert").textContent()).toContain("{colour}");

      await text.fill(w.fixed);
      await page.getByRole("button", { name: w.preview }).click();
      // The preview is the sender's text: in Arabic with its right-to-left mark and the number isolated.
      const preview = page.getByTestId("message-preview");
      await expect
        .poll(async () => (await preview.textContent())?.replace(/[\u200f\u2066-\u2069]/g, ""))
        .toContain(w.previewed);
      if (lang === "ar") expect(await preview.textContent()).toContain("\u2066DK-7K3M9Q2X\u2069");
      await page.getByRole("button", { name: w.save }).click();
      await page.getByText(w.own).waitFor();

      const phone = `0781${String(Date.now()).slice(-7)}`;
      await page.getByLabel(w.phone).fill(phone);
      await page.getByRole("button", { name: w.send, exact: true }).click();
      await page.getByRole("status").filter({ hasText: w.sent }).waitFor({ timeout: 20_000 });
      await checkScreen(page, `messages-settings-sent-${lang}`);
      expect(own.sms.some((m) => m.recipient === `+964${phone.slice(1)}`)).toBe(true);
    });

    it(`an order's messages on its page (${lang})`, async () => {
      const order = await placeOrder(own.baseURL, lang);
      await desk.move(order.order_number, { status: "confirmed" });
      const page = await browser.newPage();
      await open(page, `/orders/${order.order_number}`, lang);
      const panel = page.getByRole("list", { name: w.messages });
      await panel.getByText(w.placed).waitFor();
      await panel.getByText(w.confirmed).waitFor();
      // Both leave within the sender's rounds (2 s); the panel looks again while one is queued.
      await expect.poll(() => panel.getByText(w.sent, { exact: true }).count(), { timeout: 20_000 }).toBe(2);
      await checkScreen(page, `order-messages-${lang}`);
      // The saved text of the settings test went out for this order (placed in the same language).
      const mine = own.sms.filter((m) => m.message.includes(order.order_number)).map((m) => m.message);
      expect(mine).toHaveLength(2);
      expect(mine.some((m) => m.includes(lang === "ar" ? "سنتصل بك قريباً" : "we will call you"))).toBe(true);
    });
  }
});
