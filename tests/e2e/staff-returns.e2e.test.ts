import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deskActions, placeOrder } from "./order-desk-helpers.ts";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * Returns after delivery (issue 38) in a browser: the owner records a return with a refund in Arabic; a stock
 * clerk records one in English with the condition and no refund field; the owner edits the reasons list.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
let courierId = 0;
const desk = deskActions(baseURL, () => ownerToken);

type Returns = {
  data: {
    refunded: number;
    returns: {
      refund: number;
      reason: string | null;
      reason_id: number | null;
      exchange_order_number: string | null;
      lines: { quantity: number; condition: string }[];
    }[];
  };
};

/** An order of two units, taken to `delivered` through the API. */
async function deliveredOrder(lang: string) {
  const order = await placeOrder(baseURL, lang, { quantity: 2 });
  for (const body of [
    { status: "confirmed" },
    { status: "preparing" },
    { status: "with_courier", courier_id: courierId },
    { status: "delivered" },
  ]) {
    await desk.move(order.order_number, body);
  }
  return order;
}

const returnsOf = async (orderNumber: string) =>
  (await staffApi<Returns>(baseURL, `staff/orders/${orderNumber}/returns`, { token: ownerToken })).body.data;

async function openAs(page: Page, pathname: string, lang: string, who = demoOwner) {
  await browser.context().clearCookies();
  await openStaffPage(page, pathname, lang, who);
}

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
  courierId = (await desk.newCourier(`مندوب المرتجعات ${Date.now() % 10000}`)).id;
});

describe("returns after delivery", () => {
  it("the owner records a return with a reason from the list and a refund, in Arabic", async () => {
    const order = await deliveredOrder("ar");
    const page = await browser.newPage();
    await openAs(page, `/orders/${order.order_number}`, "ar");
    await page.getByRole("heading", { level: 2, name: "المرتجعات" }).waitFor();
    await page.getByRole("button", { name: "تسجيل إرجاع" }).click();
    const dialog = page.getByRole("dialog", { name: new RegExp(order.order_number) });
    await dialog.waitFor();
    await checkScreen(page, "return-dialog-ar");
    // One unit back, typed in Arabic-Indic digits, in good condition; the refund with Arabic digits and separator.
    await dialog.getByLabel(/الكمية المُرجعة/).fill("١");
    await dialog.getByLabel("الحالة").selectOption("restock");
    await dialog.getByLabel("السبب من القائمة").selectOption({ label: "تضرر أثناء التوصيل" });
    await dialog.getByLabel(/تفاصيل السبب/).fill("الغطاء مكسور");
    await dialog.getByLabel("المبلغ المُعاد للزبون").fill("٥٬٠٠٠");
    await dialog.getByRole("button", { name: "حفظ الإرجاع" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("تضرر أثناء التوصيل — الغطاء مكسور").waitFor();
    await page.getByText("إرجاع بعد التوصيل").first().waitFor();
    // The timeline says the listed reason too.
    await page.getByText("السبب: تضرر أثناء التوصيل").waitFor();

    const data = await returnsOf(order.order_number);
    expect(data.refunded).toBe(5_000);
    expect(data.returns).toMatchObject([
      { refund: 5_000, reason: "الغطاء مكسور", lines: [{ quantity: 1, condition: "restock" }] },
    ]);
    await checkScreen(page, "order-returns-ar");
  });

  it("a stock clerk records the condition, without a refund field, in English", async () => {
    const order = await deliveredOrder("en");
    const email = `clerk-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@dukkan.iq`;
    const password = "Counter-and-sink-7";
    const created = await staffApi(baseURL, "staff/staff-users", {
      method: "POST",
      token: ownerToken,
      body: { email, name: "Returns clerk", role: "stock_clerk", languages: [], password },
    });
    expect(created.status).toBe(201);
    const page = await browser.newPage();
    await openAs(page, `/orders/${order.order_number}`, "en", { email, password });
    await page.getByRole("button", { name: "Record a return" }).click();
    const dialog = page.getByRole("dialog", { name: new RegExp(order.order_number) });
    await dialog.waitFor();
    await dialog.getByText("Your role may not hand back cash").waitFor();
    expect(await dialog.getByLabel("Cash refunded").count()).toBe(0);
    // More than were delivered is said before anything is sent.
    await dialog.getByLabel(/Units returned/).fill("3");
    await dialog.getByLabel("Details of the reason", { exact: false }).fill("Cracked basin");
    await dialog.getByRole("button", { name: "Save the return" }).click();
    await dialog.getByRole("alert").getByText("no more than are left").waitFor();
    await dialog.getByLabel(/Units returned/).fill("2");
    await dialog.getByLabel("Condition").selectOption({ label: "Damaged, not restocked" });
    await checkScreen(page, "return-dialog-en");
    await dialog.getByRole("button", { name: "Save the return" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Damaged, not restocked").first().waitFor();
    // Everything delivered came back: nothing is left to record.
    expect(await page.getByRole("button", { name: "Record a return" }).count()).toBe(0);

    // The customer then takes another basin: the new order is linked as the exchange.
    const replacement = await placeOrder(baseURL, "en");
    await page.getByLabel("Exchange order number").fill(replacement.order_number);
    await page.getByRole("button", { name: "Link the exchange" }).click();
    await page.getByRole("link", { name: replacement.order_number }).waitFor();

    const data = await returnsOf(order.order_number);
    expect(data.returns).toMatchObject([
      {
        refund: 0,
        reason: "Cracked basin",
        reason_id: null,
        exchange_order_number: replacement.order_number,
        lines: [{ quantity: 2, condition: "damaged" }],
      },
    ]);
    await checkScreen(page, "order-returns-en");
  });
});

describe("the reasons list", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`the owner adds and deactivates a reason (${lang})`, async () => {
      const page = await browser.newPage();
      await openAs(page, "/order-reasons", lang);
      const words =
        lang === "ar"
          ? { title: "أسباب الإلغاء والإرجاع", labelAr: "النص: العربية", add: "إضافة السبب", off: "إيقاف" }
          : {
              title: "Cancel and return reasons",
              labelAr: "Label in Arabic",
              add: "Add the reason",
              off: "Deactivate",
            };
      await page.getByRole("heading", { level: 1, name: words.title }).waitFor();
      await checkScreen(page, `order-reasons-${lang}`);
      const label = `سبب تجريبي ${Date.now() % 100000}`;
      await page.getByLabel(words.labelAr).fill(label);
      await page.getByRole("button", { name: words.add }).click();
      const off = page.getByRole("button", { name: new RegExp(`${words.off}.*${label}`) });
      await off.waitFor();
      await off.click();
      await expect
        .poll(async () => {
          const list = (
            await staffApi<{ data: { label: { ar: string }; active: boolean }[] }>(
              baseURL,
              "staff/order-reasons",
              {
                token: ownerToken,
              },
            )
          ).body.data;
          return list.find((r) => r.label.ar === label)?.active;
        })
        .toBe(false);
    });
  }
});
