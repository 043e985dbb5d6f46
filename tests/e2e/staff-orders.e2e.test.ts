import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deskActions, nationalPhone, printToPdf, readPdf } from "./order-desk-helpers.ts";
import {
  apiSignIn,
  checkScreen,
  demoOwner,
  expectDocumentLanguage,
  inTimeZone,
  openStaffPage,
  signInThroughPage,
  staffApi,
} from "./staff-helpers.ts";
import { expectAccessible, useBrowser, waitForHydration } from "./support/browser.ts";
import { type StartedServer, startServer } from "./support/global-setup.ts";

/**
 * The order desk (issue 17) in a browser: the list and the order page in Arabic and English, printing (checked
 * as PDFs: Arabic joined and in reading order, numbers and codes whole), and a courier's cash settlement.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
let courier = { id: 0, name: "" };
const desk = deskActions(baseURL, () => ownerToken);
const { newCourier } = desk;
const orderAt = (lang: string, status: "placed" | "confirmed" | "with_courier", courierId = courier.id) =>
  desk.orderAt(lang, status, courierId);
const pdfText = (pdf: Buffer, name: string) => readPdf(pdf, name).text;

/** Opens a staff page in `lang` (the app remembers the language per browser), signing in when asked to. */
async function open(page: Page, pathname: string, lang: "ar" | "en") {
  // Before the app's scripts run (the last one added wins when a page changes language).
  await page.addInitScript((l) => localStorage.setItem("dukkan-staff-language", l), lang);
  await page.goto(`/staff${pathname}`);
  await page.locator("h1").first().waitFor();
  if (page.url().includes("/staff/sign-in")) {
    await signInThroughPage(page, demoOwner);
    await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
  }
  await expectDocumentLanguage(page, lang, lang === "ar" ? "rtl" : "ltr");
}

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
  courier = await newCourier(`مندوب ${Date.now() % 10000}`);
});

describe("the order desk", () => {
  it("lists, finds and opens orders in Arabic (right-to-left), and moves one on", async () => {
    const page = await browser.newPage();
    await open(page, "/", "ar");
    await page.getByRole("heading", { level: 1, name: "الرئيسية" }).waitFor();
    await page
      .getByRole("navigation", { name: "القائمة الرئيسية" })
      .getByRole("link", { name: /^الطلبات/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "الطلبات" }).waitFor();
    await expectDocumentLanguage(page, "ar", "rtl");
    const first = await orderAt("ar", "placed");
    await page.getByRole("searchbox").fill(first.order_number.slice(3).toLowerCase());
    // The search box reports after a short pause; then the list is the one order.
    await page.waitForURL(new RegExp(`q=${first.order_number.slice(3).toLowerCase()}`));
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    await page.getByRole("link", { name: first.order_number }).waitFor();
    await checkScreen(page, "orders-ar");

    await page.getByRole("link", { name: first.order_number }).click();
    await page.getByRole("heading", { level: 1, name: new RegExp(first.order_number) }).waitFor();
    const whatsapp = await page.getByRole("link", { name: "راسل الزبون عبر واتساب" }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/9647\d{9}\?text=/);
    expect(decodeURIComponent(whatsapp!)).toContain(first.order_number);
    // Before dispatch the customer asks for two: typed with Arabic-Indic digits; stock and totals follow.
    // (The order's edit form, decision 0032: the change needs a reason.)
    await page.getByRole("button", { name: "تعديل الطلب", exact: true }).click();
    const editForm = page.getByRole("form", { name: "تعديل الطلب قبل الإرسال" });
    await editForm.getByLabel("الكمية", { exact: true }).fill("٢");
    await editForm.getByLabel("السبب", { exact: true }).fill("طلبت الزبونة قطعتين");
    await editForm.getByRole("button", { name: "حفظ التعديلات" }).click();
    await editForm.waitFor({ state: "detached" });
    await page.getByText("طلبت الزبونة قطعتين").waitFor();
    const edited = await staffApi<{ data: { total: number; items: { quantity: number }[] } }>(
      baseURL,
      `staff/orders/${first.order_number}`,
      { token: ownerToken },
    );
    expect(edited.body.data.items[0]!.quantity).toBe(2);
    await page.getByRole("radio", { name: "تأكيد" }).check();
    await page.getByLabel("ملاحظة (اختيارية)").first().fill("اتصلت بها وأكدت");
    await page.getByRole("button", { name: "تأكيد" }).click();
    await page.getByText("اتصلت بها وأكدت").waitFor();
    await page.getByLabel("ملاحظة داخلية").fill("تريد التوصيل بعد الخامسة");
    await page.getByRole("button", { name: "أضف الملاحظة" }).click();
    await page.getByText("تريد التوصيل بعد الخامسة").waitFor();
    await checkScreen(page, "order-ar");
  });

  it("works the same in English (left-to-right): views, a status move with its courier, a wrong move refused", async () => {
    const first = await orderAt("en", "confirmed");
    const page = await browser.newPage();
    await open(page, "/orders?view=to_prepare", "en");
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    await page.getByRole("link", { name: first.order_number }).waitFor();
    await checkScreen(page, "orders-en");
    // Sorting by a column's header, kept in the URL: the largest totals first on the second click.
    await page.getByRole("button", { name: /^Total/ }).click();
    await page.waitForURL(/sort=total/);
    await page.getByRole("button", { name: /^Total/ }).click();
    await page.waitForURL(/sort=-total/);
    await expect
      .poll(async () => {
        const cells = await page.locator("tbody tr td:nth-child(7)").allTextContents();
        const totals = cells.map((c) => Number(c.replace(/\D/g, "")));
        return totals.length > 1 && totals.every((v, i) => i === 0 || totals[i - 1]! >= v);
      })
      .toBe(true);
    expect(await page.getByRole("columnheader", { name: /^Total/ }).getAttribute("aria-sort")).toBe(
      "descending",
    );
    // A third click goes back to newest first, where the new order is.
    await page.getByRole("button", { name: /^Total/ }).click();
    await page.waitForURL((url) => !url.searchParams.has("sort"));
    await page.getByRole("link", { name: first.order_number }).click();
    await page.getByRole("heading", { level: 1, name: new RegExp(first.order_number) }).waitFor();
    await page.getByRole("radio", { name: "Start preparing" }).check();
    await page.getByRole("button", { name: "Start preparing" }).click();
    await page.getByRole("radio", { name: "Hand to courier" }).waitFor();
    await page.getByRole("radio", { name: "Hand to courier" }).check();
    await page.getByLabel("Courier", { exact: true }).selectOption(String(courier.id));
    await page.getByRole("button", { name: "Hand to courier" }).click();
    await page.getByText("Amount to collect").waitFor();
    await checkScreen(page, "order-en");
  });

  it("prints an Arabic A4 invoice, an 80 mm packing slip and the courier's manifest (checked as PDFs)", async () => {
    const page = await browser.newPage();
    const first = await orderAt("ar", "confirmed");
    const second = await orderAt("en", "with_courier");

    await open(page, `/print/orders?doc=invoice&numbers=${first.order_number},${second.order_number}`, "en");
    await page.getByTestId("invoice").nth(1).waitFor();
    await checkScreen(page, "print-invoice");
    const invoice = pdfText(await printToPdf(page), "invoice");
    // Arabic comes out joined and in reading order, the order number whole.
    // (pdftotext wraps runs in direction marks and spells the lam-alef ligature back as ا ل: words without it.)
    expect(invoice).toContain("فاتورة");
    expect(invoice).toContain("الدفع عند");
    expect(invoice).toContain("زينب علي");
    expect(invoice).toContain("المجموع الفرعي");
    expect(invoice).toContain(first.order_number);
    expect(invoice).toContain(second.order_number);
    expect(invoice).toContain(first.total.toLocaleString("en-US"));

    await page.emulateMedia({ media: "screen" });
    await page.goto(`/staff/print/orders?doc=slip&numbers=${second.order_number}&lang=customer`);
    await page.getByTestId("slip").waitFor();
    const slip = pdfText(await printToPdf(page), "slip");
    // The second order was placed in English: its slip is in English.
    expect(slip).toContain("Packing slip");
    expect(slip).toContain(second.order_number);

    await page.emulateMedia({ media: "screen" });
    await page.goto(`/staff/print/manifest?courier_id=${courier.id}`);
    await page.getByTestId("manifest").waitFor();
    await checkScreen(page, "print-manifest");
    const manifest = pdfText(await printToPdf(page), "manifest");
    expect(manifest).toContain("كشف المندوب");
    expect(manifest).toContain("مندوب");
    expect(manifest).toContain(second.order_number);
    expect(manifest).toContain("توقيع المندوب");
  });

  it("shows the new statuses on the storefront's order tracking, in Arabic and English", async () => {
    const second = await orderAt("en", "with_courier");
    for (const [lang, status, step] of [
      ["ar", "مع المندوب", "قيد التجهيز"],
      ["en", "With the courier", "Being prepared"],
    ] as const) {
      const page = await browser.newPage();
      await page.goto(`/${lang}/order?order_number=${second.order_number}`);
      await waitForHydration(page);
      await page.locator("#lookup-contact").fill(second.customer.phone);
      await page.locator("form button[type=submit]").click();
      await page.getByTestId("order-status").waitFor();
      expect(await page.getByTestId("order-status").textContent()).toBe(status);
      await page.getByText(step).waitFor();
      await expectAccessible(page);
    }
  });

  it("settles the courier's cash in Arabic and English; a difference stays flagged until resolved", async () => {
    // A courier of its own: the settlement is of exactly these two orders.
    const own = await newCourier(`مندوب التسوية ${Date.now() % 10000}`);
    const first = await orderAt("ar", "with_courier", own.id);
    const second = await orderAt("en", "with_courier", own.id);
    const page = await browser.newPage();
    await open(page, "/settlements", "en");
    await page.getByRole("heading", { level: 1, name: "Cash settlements" }).waitFor();
    await page.getByLabel("Courier").selectOption(String(own.id));
    await page.getByText(first.order_number).waitFor();
    await page.getByText(second.order_number).waitFor();
    await checkScreen(page, "settlements-en");
    // Short by 1,000 IQD, typed with Arabic-Indic digits.
    const received = first.total + second.total - 1000;
    const arabicIndic = received.toString().replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    await page.getByLabel("Received").fill(arabicIndic);
    await page.getByRole("button", { name: "Save the settlement" }).click();
    await page.getByText("to resolve").waitFor();
    await page.getByLabel("Interface language").first().selectOption("ar");
    await page.getByRole("heading", { level: 1, name: "تسويات النقد" }).waitFor();
    await page.getByText("بانتظار الحل").waitFor();
    await checkScreen(page, "settlements-ar");
    await page.getByLabel("كيف عولج").fill("خصم متفق عليه بالهاتف");
    await page.getByRole("button", { name: "معالجة" }).click();
    await page.getByText(/تمت المعالجة: خصم متفق عليه بالهاتف/).waitFor();
    const order = await staffApi<{ data: { status: string; settlement_id: number | null } }>(
      baseURL,
      `staff/orders/${second.order_number}`,
      { token: ownerToken },
    );
    expect(order.body.data).toMatchObject({ status: "delivered", settlement_id: expect.any(Number) });
  });

  it("couriers, customers, coupons and delivery fees work in Arabic and English", async () => {
    // A customer of its own, found by their phone.
    const first = await desk.orderAt("ar", "placed", courier.id, { ownClient: true });
    // Fresh names each attempt, so that a retry finds only its own.
    const code = `E2E${Date.now() % 100000}`;
    const omar = `Omar ${Date.now() % 100000}`;
    const newPhone = `0791${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    const storedPhone = `+964${newPhone.slice(1)}`;
    for (const lang of ["en", "ar"] as const) {
      const en = lang === "en";
      const page = await browser.newPage();
      // The coupon's days are Baghdad's whatever the browser's clock: in English, a browser in Los Angeles.
      if (en) await inTimeZone(page, "America/Los_Angeles");
      await open(page, "/couriers", lang);
      await page.getByRole("heading", { level: 1, name: en ? "Couriers" : "المندوبون" }).waitFor();
      if (en) {
        await page.getByLabel("Name", { exact: true }).fill(omar);
        await page.getByLabel("Mobile phone").fill(`٠٧٥٠${String(Date.now() % 10_000_000).padStart(7, "0")}`);
        await page.getByRole("button", { name: "Add the courier" }).click();
        await page.getByText(omar, { exact: true }).waitFor();
      } else {
        // An existing courier's phone changes; the form starts from their current details.
        await page.getByRole("button", { name: `تعديل ${courier.name}` }).click();
        expect(await page.getByLabel("الاسم", { exact: true }).inputValue()).toBe(courier.name);
        await page.getByLabel("رقم الموبايل").fill(newPhone);
        await page.getByRole("button", { name: "حفظ", exact: true }).click();
        // Shown as couriers dial it; stored in E.164.
        await page.getByText(nationalPhone(storedPhone), { exact: true }).waitFor();
      }
      await checkScreen(page, `couriers-${lang}`);

      await open(page, `/customers?q=${encodeURIComponent(first.customer.phone.slice(-7))}`, lang);
      await page.getByRole("link", { name: "زينب علي" }).first().click();
      await page.getByRole("link", { name: first.order_number }).waitFor();
      await checkScreen(page, `customer-${lang}`);

      await open(page, "/coupons", lang);
      await page.getByRole("heading", { level: 1, name: en ? "Coupons" : "القسائم" }).waitFor();
      if (en) {
        await page.getByLabel("Code", { exact: true }).fill(code);
        await page.getByLabel("Value", { exact: true }).fill("١٠");
        await page.getByLabel("First day (optional)").fill("2030-01-01");
        await page.getByLabel("Last day (optional)").fill("2030-01-31");
        await page.getByRole("button", { name: "Create the coupon" }).click();
        await page.getByRole("button", { name: `Deactivate ${code}` }).waitFor();
      } else {
        // Its terms change: the form starts from them, and the first day stays.
        await page.getByRole("button", { name: `تعديل ${code}` }).click();
        expect(await page.getByLabel("القيمة", { exact: true }).inputValue()).toBe("10");
        await page.getByLabel("القيمة", { exact: true }).fill("١٥");
        await page.getByLabel("آخر يوم (اختياري)").fill("2030-02-28");
        await page.getByRole("button", { name: "حفظ", exact: true }).click();
        // In this coupon's row: the seed's EID2025 is 15 % too.
        await page.getByRole("row", { name: code }).getByRole("cell", { name: "15%" }).waitFor();
      }
      await checkScreen(page, `coupons-${lang}`);

      await open(page, "/delivery-fees", lang);
      await page.getByRole("heading", { level: 1, name: en ? "Delivery fees" : "أجور التوصيل" }).waitFor();
      await checkScreen(page, `delivery-fees-${lang}`);
    }
    const { body } = await staffApi<{
      data: { code: string; kind: string; value: number; starts_at: string }[];
    }>(baseURL, "staff/coupons", { token: ownerToken });
    // Baghdad's days: from 1 January 00:00 (UTC+3) to 31 January 23:59:59.
    // Created for January at 10 %, then changed to 15 % until the end of February.
    expect(body.data.find((c) => c.code === code)).toMatchObject({
      kind: "percent",
      value: 15,
      starts_at: "2029-12-31T21:00:00.000Z",
      ends_at: "2030-02-28T20:59:59.000Z",
    });
    const couriers = await staffApi<{ data: { id: number; phone: string }[] }>(baseURL, "staff/couriers", {
      token: ownerToken,
    });
    expect(couriers.body.data.find((c) => c.id === courier.id)?.phone).toBe(storedPhone);
  });
});

/** A part of an order's code from its middle with a digit in it (as read off a slip), if it has one. */
function middlePart(orderNumber: string): string | null {
  const code = orderNumber.slice(3);
  for (let i = 1; i + 5 <= code.length; i++) {
    if (/\d/.test(code.slice(i, i + 5))) return code.slice(i, i + 5);
  }
  return null;
}

const arabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
/** Text as read: without the left-to-right isolates (U+2066 … U+2069) around counts. */
const readText = async (locator: Locator) =>
  ((await locator.textContent()) ?? "").replace(/[\u2066-\u2069]/g, "");

/** Every visible box of `locator` lies within the viewport: nothing is behind a sideways scroll. */
async function expectWithinWidth(locator: Locator, width: number) {
  const outside = await locator.evaluateAll(
    (elements, w) =>
      elements
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && (r.left < -0.5 || r.right > w + 0.5))
        .map((r) => `${Math.round(r.left)}…${Math.round(r.right)}`),
    width,
  );
  expect(outside).toEqual([]);
}

const screens = {
  ar: {
    status: "مع المندوب",
    pick: (n: string) => `اختر ${n} للطباعة`,
    invoices: { 2: "اطبع فاتورتين", 3: "اطبع 3 فواتير" },
    slips: { 2: "اطبع قسيمتي تغليف", 3: "اطبع 3 قسائم تغليف" },
    time: /\d{1,2}:\d{2} (ص|م)$/,
    deactivate: (name: string) => `أوقف ${name}`,
    deactivateShort: "أوقف",
  },
  ckb: {
    status: "لای گەیەنەر",
    pick: (n: string) => `${n} بۆ چاپ هەڵبژێرە`,
    invoices: { 2: "2 پسوڵە چاپ بکە", 3: "3 پسوڵە چاپ بکە" },
    slips: { 2: "2 پسوڵەی پێچان چاپ بکە", 3: "3 پسوڵەی پێچان چاپ بکە" },
    // Sorani's own AM/PM: not Arabic ص/م, not English.
    time: /\d{1,2}:\d{2} (ب\.ن|د\.ن)$/,
    deactivate: (name: string) => `${name} ناچالاک بکە`,
    deactivateShort: "ناچالاک بکە",
  },
} as const;

describe("the order desk as staff use it (issue 33)", () => {
  for (const lang of ["ar", "ckb"] as const) {
    const words = screens[lang];
    it(`${lang}: a part of a number finds the order; at 360 px lists are cards; phones, times and counts read right`, async () => {
      let order = await orderAt(lang, "with_courier");
      let part = middlePart(order.order_number);
      // One number in six has no digit in its middle; a slip's reader would type letters and digits.
      while (!part) {
        order = await orderAt(lang, "with_courier");
        part = middlePart(order.order_number);
      }
      const page = await browser.newPage();
      await openStaffPage(page, "/orders", lang);
      // Typed in lower case, the Arabic page's digits as an Arabic keyboard types them.
      const typed = lang === "ar" ? arabicIndic(part.toLowerCase()) : part.toLowerCase();
      await page.getByRole("searchbox").fill(typed);
      await page.waitForURL((url) => url.searchParams.get("q") === typed);
      await page.getByRole("link", { name: order.order_number }).waitFor();
      const time = await readText(page.locator("tbody tr td:nth-child(3)").first());
      expect(time).toMatch(words.time);
      await expectAccessible(page);

      await page.setViewportSize({ width: 360, height: 800 });
      const card = page.getByTestId("list-cards").getByRole("listitem").first();
      for (const text of [
        order.order_number,
        "زينب علي",
        words.status,
        order.total.toLocaleString("en-US"),
        courier.name,
        nationalPhone(order.customer.phone),
      ]) {
        await expect.poll(() => readText(card)).toContain(text);
      }
      await expectWithinWidth(card.locator("*"), 360);
      await checkScreen(page, `orders-cards-${lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectAccessible(page);

      // Counts in the print buttons in the language's plural forms.
      await page.setViewportSize({ width: 1280, height: 800 });
      const others = [await orderAt(lang, "placed"), await orderAt(lang, "placed")];
      await page.goto("/staff/orders");
      for (const [index, picked] of [order, ...others].entries()) {
        await page.getByRole("checkbox", { name: words.pick(picked.order_number) }).check();
        if (index === 0) continue;
        const count = (index + 1) as 2 | 3;
        await expect.poll(() => readText(page.locator('a[href*="doc=invoice"]'))).toBe(words.invoices[count]);
        await expect.poll(() => readText(page.locator('a[href*="doc=slip"]'))).toBe(words.slips[count]);
      }

      // Couriers: short words on their buttons, the name in the accessible name; cards at 360 px.
      await page.goto("/staff/couriers");
      const deactivate = page.getByRole("button", { name: words.deactivate(courier.name), exact: true });
      expect(await readText(deactivate)).toBe(words.deactivateShort);
      expect((await deactivate.boundingBox())!.height).toBeLessThanOrEqual(44);
      await page
        .getByText(nationalPhone((await courierPhone(courier.id))!))
        .first()
        .waitFor();
      await checkScreen(page, `couriers-cards-${lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectWithinWidth(page.getByTestId("list-cards").locator("*"), 360);
      await expectAccessible(page);
    });
  }

  it("handing an order to a courier when there is none: a clear message and a way to add one (ar, ckb)", async () => {
    // A store of its own, with no courier yet (the other tests add theirs to the shared one).
    const store = await startOwnServer();
    const own = deskActions(store.baseURL, () => store.token);
    const order = await own.orderAt("ar", "confirmed", 0);
    await own.move(order.order_number, { status: "preparing" });
    // Its pages on "localhost": cookies are per host, not per port, and the shared server's must stay its own.
    const site = store.baseURL.replace("127.0.0.1", "localhost");
    const page = await browser.newPage();
    for (const [lang, none, add] of [
      ["ckb", "هیچ گەیەنەرێکی چالاک نییە بۆ ڕادەستکردنی داواکارییەکە.", "گەیەنەرێک زیاد بکە"],
      ["ar", "لا يوجد مندوب فعّال لتسليمه الطلب.", "أضف مندوباً"],
    ] as const) {
      await page.goto(`${site}/api/health`);
      await page.evaluate((l) => localStorage.setItem("dukkan-staff-language", l), lang);
      await page.goto(`${site}/staff/orders/${order.order_number}`);
      await page.locator("h1").first().waitFor();
      if (page.url().includes("/sign-in")) {
        await signInThroughPage(page, demoOwner);
        await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
      }
      await page.getByRole("radio", { name: lang === "ar" ? "تسليم للمندوب" : "پێدان بە گەیەنەر" }).check();
      await page.getByRole("status").filter({ hasText: none }).waitFor();
      expect(await page.getByRole("link", { name: add }).getAttribute("href")).toBe("/staff/couriers");
      await checkScreen(page, `order-no-courier-${lang}`);
    }
    // The link leads to the couriers; back on the order the choice prompts, and no choice is said under it.
    await page.getByRole("link", { name: "أضف مندوباً" }).click();
    await page.getByRole("heading", { level: 1, name: "المندوبون" }).waitFor();
    await page.getByLabel("الاسم", { exact: true }).fill("مندوب أول");
    await page.getByLabel("رقم الموبايل").fill("0790 111 2233");
    await page.getByRole("button", { name: "أضف المندوب" }).click();
    await page.getByText("0790 111 2233", { exact: true }).waitFor();
    await page.goBack();
    await page.getByRole("radio", { name: "تسليم للمندوب" }).check();
    const select = page.getByLabel("المندوب", { exact: true });
    expect(await select.locator("option").first().textContent()).toBe("اختر مندوباً");
    await page.getByRole("button", { name: "تسليم للمندوب" }).click();
    await page.getByText("هذا الحقل مطلوب.").waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await select.selectOption({ label: "مندوب أول" });
    await page.getByRole("button", { name: "تسليم للمندوب" }).click();
    await page.getByText("المبلغ المطلوب تحصيله").waitFor();
  }, 240_000);
});

async function courierPhone(id: number) {
  const { body } = await staffApi<{ data: { id: number; phone: string }[] }>(baseURL, "staff/couriers", {
    token: ownerToken,
  });
  return body.data.find((c) => c.id === id)?.phone;
}

const ownServers: StartedServer[] = [];
afterAll(async () => {
  for (const server of ownServers.splice(0)) await server.stop();
});

/** A second server on a copy of the seeded demo store (no courier), with the owner signed in. */
async function startOwnServer() {
  const server = await startServer({}, { seededFrom: inject("seededDataDir") });
  ownServers.push(server);
  return { baseURL: server.baseURL, token: await apiSignIn(server.baseURL, demoOwner) };
}
