import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { productLine } from "./account-helpers.ts";
import {
  API_KEY,
  apiSignIn,
  checkScreen,
  demoOwner,
  expectDocumentLanguage,
  signInThroughPage,
  staffApi,
} from "./staff-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

/**
 * The order desk (issue 17) in a browser: the list and the order page in Arabic and English, printing (checked
 * as PDFs: Arabic joined and in reading order, numbers and codes whole), and a courier's cash settlement.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
let courier = { id: 0, name: "" };
type PlacedOrder = { order_number: string; total: number; customer: { phone: string } };
const apiUrl = (p: string) => `${baseURL}/api/v1/${p}${p.includes("?") ? "&" : "?"}api_key=${API_KEY}`;

/** A client places an order through the API (Arabic name, in `lang`). */
async function placeOrder(lang: string) {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  const phone = `0782${digits}`;
  const password = "Sink-and-tap-42";
  const register = await fetch(apiUrl("client"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ full_name: "زينب علي", phone, password }),
  });
  expect(register.status).toBe(201);
  const login = await fetch(apiUrl("client-login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const line = await productLine(baseURL);
  const cities = (await (await fetch(apiUrl("ar/cities"))).json()) as { data: { id: number }[] };
  const res = await fetch(apiUrl(`orders?lang=${lang}`), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "idempotency-key": `e2e-desk-${digits}-${Date.now()}`,
    },
    body: JSON.stringify({
      customer: {
        full_name: "زينب علي",
        phone,
        governorate_id: cities.data[0]!.id,
        city: "الكرادة",
        address: "شارع 62، دار 14",
      },
      items: [
        { product_id: line.product_id, color_id: line.color.id, size_id: line.size.size_id, quantity: 1 },
      ],
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: PlacedOrder }).data;
}

async function move(orderNumber: string, body: Record<string, unknown>) {
  const res = await staffApi(baseURL, `staff/orders/${orderNumber}/status`, {
    method: "POST",
    token: ownerToken,
    body,
  });
  expect(res.status).toBe(200);
}

/**
 * Each test places its own orders and takes them to where it starts, so that a retried test never meets
 * what its failed attempt changed.
 */
async function orderAt(
  lang: string,
  status: "placed" | "confirmed" | "with_courier",
  courierId = courier.id,
) {
  const order = await placeOrder(lang);
  if (status === "placed") return order;
  await move(order.order_number, { status: "confirmed" });
  if (status === "with_courier") {
    await move(order.order_number, { status: "preparing" });
    await move(order.order_number, { status: "with_courier", courier_id: courierId });
  }
  return order;
}

async function newCourier(name: string) {
  const created = await staffApi<{ data: { id: number; name: string } }>(baseURL, "staff/couriers", {
    method: "POST",
    token: ownerToken,
    body: { name, phone: `0790${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}` },
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

/** Prints the page to PDF (the page's own paper sizes), returns its text in reading order, and keeps a PNG. */
function pdfText(pdf: Buffer, name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `staff-print-${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", file, file.replace(/\.pdf$/, "")]);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
}

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

async function printToPdf(page: Page) {
  await page.emulateMedia({ media: "print" });
  return page.pdf({ preferCSSPageSize: true, printBackground: true });
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
    await page.getByLabel("الكمية").fill("٢");
    await page.getByRole("button", { name: "احفظ التغييرات" }).click();
    await page.getByText("تغيير المنتجات").waitFor();
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
    const first = await orderAt("ar", "placed");
    // Fresh names each attempt, so that a retry finds only its own.
    const code = `E2E${Date.now() % 100000}`;
    const omar = `Omar ${Date.now() % 100000}`;
    const newPhone = `0791${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    const storedPhone = `+964${newPhone.slice(1)}`;
    for (const lang of ["en", "ar"] as const) {
      const en = lang === "en";
      const page = await browser.newPage();
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
        await page.getByText(storedPhone, { exact: true }).waitFor();
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
        await page.getByRole("cell", { name: "15%" }).waitFor();
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
