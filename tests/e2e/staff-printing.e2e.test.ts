import { beforeAll, describe, expect, it } from "vitest";
import {
  type Courier,
  deskActions,
  nationalPhone,
  type PrintedPdf,
  paper,
  printToPdf,
  readPdf,
} from "./order-desk-helpers.ts";
import { apiSignIn, demoOwner, openStaffPage } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * Printing checked as paper (issue 33): the A4 invoice, the 80 mm packing slip and the A4 courier manifest,
 * printed to PDF by Chromium in Arabic and in Kurdish, read back with poppler: one page of the right size,
 * the whole cash to collect, the quantity, the landmark and the customer's note, phones as couriers dial them.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
const desk = deskActions(baseURL, () => ownerToken);

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
});

const landmark = "قرب جامع الرحمن";
const note = "اتصل قبل الوصول";
/** Words of each document language, as printed (pdftotext spells lam-alef back as ا ل: words without it). */
const words = {
  ar: {
    cash: "الدفع عند",
    slip: "قسيمة التغليف",
    manifest: "كشف المندوب",
    controls: ["لغة المستند", "العودة"],
  },
  ckb: {
    cash: "پارەدان لە کاتی گەیاندن",
    slip: "پسوڵەی پێچان",
    manifest: "لیستی گەیەنەر",
    controls: ["زمانی بەڵگەنامە", "گەڕانەوە"],
  },
} as const;

function expectOnePage(pdf: PrintedPdf, size: { width: number; height: number }) {
  expect(pdf.pages).toBe(1);
  expect(pdf.width).toBeCloseTo(size.width, 0);
  expect(pdf.height).toBeCloseTo(size.height, 0);
}

/** Digits and separators of an amount, without its currency (the suffix is the document language's). */
const amount = (value: number) => value.toLocaleString("en-US");

describe("printing, checked as paper", () => {
  for (const lang of ["ar", "ckb"] as const) {
    it(`prints the invoice (A4), the 80 mm slip and the manifest (A4) in ${lang}, one page each, nothing cut off`, async () => {
      const courier: Courier = await desk.newCourier(`مندوب الطباعة ${Date.now() % 100000}`);
      const order = await desk.orderAt(lang, "with_courier", courier.id, {
        landmark,
        notes: note,
        quantity: 2,
      });
      const phone = nationalPhone(order.customer.phone);
      const page = await browser.newPage();
      await openStaffPage(page, `/print/orders?doc=slip&numbers=${order.order_number}&lang=${lang}`, lang);
      await page.getByTestId("slip").waitFor();
      const slip = readPdf(await printToPdf(page), `slip-${lang}`);
      expectOnePage(slip, paper.slip);
      expect(slip.text).toContain(words[lang].slip);
      expect(slip.text).toContain(words[lang].cash);
      expect(slip.text).toContain(amount(order.total));
      expect(slip.text).toMatch(/×\s*2|2\s*×/);
      expect(slip.text).toContain(landmark);
      expect(slip.text).toContain(note);
      expect(slip.text).toContain(phone);
      expect(slip.text).not.toContain("+964");

      await page.goto(`/staff/print/orders?doc=invoice&numbers=${order.order_number}&lang=${lang}`);
      await page.getByTestId("invoice").waitFor();
      const invoice = readPdf(await printToPdf(page), `invoice-${lang}`);
      expectOnePage(invoice, paper.a4);
      expect(invoice.text).toContain(order.order_number);
      expect(invoice.text).toContain(amount(order.total));
      // The line: its code and its quantity on one printed row.
      const row = invoice.text.split("\n").find((l) => l.includes(order.items[0]!.code)) ?? "";
      expect(row).toMatch(/(^|\s)2(\s|$)/);
      expect(invoice.text).toContain(landmark);
      expect(invoice.text).toContain(note);
      expect(invoice.text).toContain(phone);
      expect(invoice.text).not.toContain("+964");

      await page.goto(`/staff/print/manifest?courier_id=${courier.id}&lang=${lang}`);
      await page.getByTestId("manifest").waitFor();
      const manifest = readPdf(await printToPdf(page), `manifest-${lang}`);
      expectOnePage(manifest, paper.a4);
      expect(manifest.text).toContain(words[lang].manifest);
      expect(manifest.text).toContain(order.order_number);
      expect(manifest.text).toContain(amount(order.total));
      expect(manifest.text).toContain("الكرادة");
      expect(manifest.text).toContain(landmark);
      expect(manifest.text).toContain(note);
      expect(manifest.text).toContain(phone);
      expect(manifest.text).not.toContain("+964");
      // None of the screen's controls (language and courier choices, buttons) is on paper.
      for (const control of words[lang].controls) expect(manifest.text).not.toContain(control);
    });
  }
});
