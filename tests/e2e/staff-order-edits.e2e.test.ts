import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deskActions, placeOrder } from "./order-desk-helpers.ts";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * Order edits before dispatch and the undo of a status move (issue 38, decision 0032) in a browser, in Arabic
 * (RTL) and English: the owner edits a placed order's quantity, product line and address with a reason, and
 * undoes a delivery with a reason.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
let courierId = 0;
const desk = deskActions(baseURL, () => ownerToken);

type Order = {
  status: string;
  customer: { address: string };
  items: { quantity: number; code: string }[];
  events: { kind: string; reason: string | null }[];
};
const orderOf = async (orderNumber: string) =>
  (await staffApi<{ data: Order }>(baseURL, `staff/orders/${orderNumber}`, { token: ownerToken })).body.data;

async function openAs(page: Page, pathname: string, lang: string) {
  await browser.context().clearCookies();
  await openStaffPage(page, pathname, lang, demoOwner);
}

const words = {
  ar: {
    edit: "تعديل الطلب",
    title: "تعديل الطلب قبل الإرسال",
    quantity: "الكمية",
    address: "العنوان",
    addProduct: "إضافة منتج",
    reason: "السبب",
    save: "حفظ التعديلات",
    undo: "تراجع عن آخر حالة",
    undoTitle: "التراجع عن آخر تغيير للحالة",
    confirm: "تراجع",
  },
  en: {
    edit: "Edit order",
    title: "Edit the order before dispatch",
    quantity: "Quantity",
    address: "Address",
    addProduct: "Add a product",
    reason: "Reason",
    save: "Save changes",
    undo: "Undo last move",
    undoTitle: "Undo the last status move",
    confirm: "Undo",
  },
} as const;

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
  courierId = (await desk.newCourier(`مندوب التراجع ${Date.now() % 10000}`)).id;
});

describe("order edits and undo", () => {
  for (const lang of ["ar", "en"] as const) {
    const w = words[lang];

    it(`the owner edits a placed order: quantity, a product found by its code, the address, with a reason (${lang})`, async () => {
      const order = await placeOrder(baseURL, lang, { quantity: 1 });
      const code = order.items[0]!.code;
      const page = await browser.newPage();
      await openAs(page, `/orders/${order.order_number}`, lang);
      await page.getByRole("button", { name: w.edit, exact: true }).click();
      const form = page.getByRole("form", { name: w.title });
      await form.waitFor();
      // The quantity typed in Arabic-Indic digits in Arabic.
      await form.getByLabel(w.quantity, { exact: true }).fill(lang === "ar" ? "٢" : "2");
      // A second line of the same product, found by its code and picked by keyboard.
      await form.getByRole("combobox", { name: w.addProduct }).fill(code);
      await form.getByRole("option").first().waitFor();
      await page.keyboard.press("Enter");
      await expect.poll(() => form.getByLabel(w.quantity, { exact: true }).count()).toBe(2);
      await form
        .getByLabel(w.address, { exact: true })
        .fill(lang === "ar" ? "شارع 9، دار 1" : "Street 9, house 1");
      await form
        .getByLabel(w.reason, { exact: true })
        .fill(lang === "ar" ? "اتصلت الزبونة" : "The customer called");
      await checkScreen(page, `order-edit-${lang}`);
      await form.getByRole("button", { name: w.save }).click();
      await form.waitFor({ state: "detached" });
      await page.getByRole("button", { name: w.edit, exact: true }).waitFor();

      const data = await orderOf(order.order_number);
      expect(data.items.map((i) => i.quantity)).toEqual([2, 1]);
      expect(data.customer.address).toBe(lang === "ar" ? "شارع 9، دار 1" : "Street 9, house 1");
      expect(data.events.at(-1)).toMatchObject({ kind: "edit" });
      await checkScreen(page, `order-edited-${lang}`);
    });

    it(`the owner undoes a delivery with a reason (${lang})`, async () => {
      const order = await placeOrder(baseURL, lang, { quantity: 1 });
      for (const body of [
        { status: "confirmed" },
        { status: "preparing" },
        { status: "with_courier", courier_id: courierId },
        { status: "delivered" },
      ]) {
        await desk.move(order.order_number, body);
      }
      const page = await browser.newPage();
      await openAs(page, `/orders/${order.order_number}`, lang);
      await page.getByRole("button", { name: w.undo }).click();
      const dialog = page.getByRole("dialog", { name: w.undoTitle });
      await dialog.waitFor();
      // No reason: said before anything is sent.
      await dialog.getByRole("button", { name: w.confirm, exact: true }).click();
      await dialog.getByRole("alert").waitFor();
      await dialog
        .getByLabel(w.reason, { exact: true })
        .fill(lang === "ar" ? "ضغطة بالخطأ" : "Tapped by mistake");
      await checkScreen(page, `order-undo-${lang}`);
      await dialog.getByRole("button", { name: w.confirm, exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      // The move is undone once: the button is gone.
      await expect.poll(() => page.getByRole("button", { name: w.undo }).count()).toBe(0);
      const data = await orderOf(order.order_number);
      expect(data.status).toBe("with_courier");
      expect(data.events.at(-1)).toMatchObject({
        kind: "undo",
        reason: lang === "ar" ? "ضغطة بالخطأ" : "Tapped by mistake",
      });
    });
  }
});
