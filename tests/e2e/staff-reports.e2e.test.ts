import { formatIqd } from "@dukkan/client-kit/money";
import type { ReportFigures } from "@dukkan/contracts/reports";
import { shopDay } from "@dukkan/contracts/shop-days";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Courier, deskActions, type PlacedOrder } from "./order-desk-helpers.ts";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { downloadedBytes, useBrowser } from "./support/browser.ts";

/**
 * Money at a glance (issue 38) in a browser: the home page's figures after a scripted day checked against sums
 * the test computes from its own orders, the reports page with its CSV, and bulk moves and exports on the order
 * list, in Arabic (right-to-left) and English.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
const desk = deskActions(baseURL, () => ownerToken);

const figures = async (lang: string) => {
  const day = shopDay();
  const res = await staffApi<{ data: ReportFigures }>(
    baseURL,
    `staff/reports/figures?from=${day}&to=${day}&lang=${lang}`,
    { token: ownerToken },
  );
  expect(res.status).toBe(200);
  return res.body.data;
};

/** The figure named `label` in the panel titled `panel`, as the page shows it. */
const figureText = (page: Page, panel: string, label: string) =>
  page
    .locator(`section:has(> h2:text-is("${panel}"))`)
    .locator(`div:has(> dt:text-is("${label}"))`)
    .locator("dd")
    .first()
    .textContent();

/** Direction marks and the narrow spaces of number formats left out, to compare amounts as text. */
const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f\u2066-\u2069\u202f\u00a0]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("money at a glance", () => {
  let courier: Courier;
  let delivered: PlacedOrder[];
  let before: ReportFigures;

  beforeAll(async () => {
    ownerToken = await apiSignIn(baseURL, demoOwner);
    courier = await desk.newCourier(`مندوب التقارير ${Date.now() % 10000}`);
    before = await figures("en");
    // The scripted day: two orders delivered by the courier, one confirmed and not delivered yet.
    delivered = [];
    for (const lang of ["ar", "en"]) {
      const order = await desk.orderAt(lang, "with_courier", courier.id);
      await desk.move(order.order_number, { status: "delivered" });
      delivered.push(order);
    }
    await desk.orderAt("ar", "confirmed", courier.id);
  });

  it("adds the scripted day to today's figures: the sums the test computes from its orders", async () => {
    const after = await figures("en");
    const sum = delivered.reduce((s, o) => s + o.total, 0);
    expect(after.delivered.orders - before.delivered.orders).toBe(2);
    expect(after.delivered.sales - before.delivered.sales).toBe(sum);
    expect(after.confirmed_not_delivered.orders - before.confirmed_not_delivered.orders).toBe(1);
    expect(after.couriers.find((c) => c.id === courier.id)).toMatchObject({
      out_orders: 0,
      out_amount: 0,
      cash_to_settle: sum,
    });
  });

  it("shows today and this week on the home page, in English and in Arabic", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/", "en");
    await page.getByRole("heading", { name: "Money at a glance" }).waitFor();
    // What the page shows is what the server computes now (other tests may add orders meanwhile).
    await expect
      .poll(async () => {
        const now = await figures("en");
        return (
          plain((await figureText(page, "Today", "Sales (delivered, less refunds)")) ?? "") ===
          plain(formatIqd(now.delivered.net_sales))
        );
      })
      .toBe(true);
    await page.getByText(courier.name).first().waitFor();
    await checkScreen(page, "home-figures-en");

    const ar = await browser.newPage();
    await openStaffPage(ar, "/", "ar");
    await ar.getByRole("heading", { name: "المال في لمحة" }).waitFor();
    await expect
      .poll(async () => {
        const now = await figures("ar");
        return (
          plain((await figureText(ar, "اليوم", "المبيعات (المسلَّمة، بعد المبالغ المردودة)")) ?? "") ===
          plain(formatIqd(now.delivered.net_sales))
        );
      })
      .toBe(true);
    await checkScreen(ar, "home-figures-ar");
  });

  it("has a reports page with a range and the figures as CSV (Arabic)", async () => {
    const page = await browser.newPage();
    const day = shopDay();
    await openStaffPage(page, `/reports?from=${day}&to=${day}`, "ar");
    await page.getByRole("heading", { level: 1, name: "التقارير" }).waitFor();
    await page.getByRole("button", { name: "اليوم", pressed: true }).waitFor();
    await page.getByText(courier.name).first().waitFor();
    await checkScreen(page, "reports-ar");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "تصدير CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`dukkan-figures-${day}_${day}.csv`);
    const csv = (await downloadedBytes(download)).toString("utf8");
    expect(csv.startsWith("\uFEFFsection,item,count,amount_iqd,percent")).toBe(true);
    expect(csv).toMatch(/\r\ndelivered,sales,\d+,\d+,/);
    expect(csv).toContain(`courier_to_settle,${courier.name},`);
    // A reversed range is said on the page, not sent.
    await page.getByLabel("من يوم").fill("2099-01-01");
    await page.getByText("يوم البداية بعد يوم النهاية.").waitFor();
  });

  it("moves a selection on the order list and exports it (English)", async () => {
    const placed = [
      await desk.orderAt("en", "placed", courier.id),
      await desk.orderAt("en", "placed", courier.id),
    ];
    const done = delivered[0]!;
    const page = await browser.newPage();
    await openStaffPage(page, "/orders", "en");
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    for (const order of [...placed, done]) {
      await page.getByRole("searchbox").fill(order.order_number);
      await page.getByRole("link", { name: order.order_number }).waitFor();
      await page.getByRole("checkbox", { name: new RegExp(order.order_number) }).check();
    }
    await page.getByRole("searchbox").fill("");
    const form = page.getByRole("form", { name: /Move the selected orders/ });
    await form.getByLabel("Action on the selection").selectOption("confirmed");
    await form.getByRole("button", { name: /Apply to/ }).click();
    // Counts are isolated (U+2066…U+2069) in the text: compared without them.
    const summary = page.getByRole("status").filter({ hasText: "moved to" });
    await summary.waitFor();
    await expect
      .poll(async () => plain((await summary.textContent()) ?? ""))
      .toContain("2 moved to “Confirmed”, 1 skipped.");
    expect(plain((await summary.textContent()) ?? "")).toContain(
      `${done.order_number}: cannot make this move from “Delivered”`,
    );
    for (const order of placed) {
      const now = await staffApi<{ data: { status: string } }>(
        baseURL,
        `staff/orders/${order.order_number}`,
        {
          token: ownerToken,
        },
      );
      expect(now.body.data.status).toBe("confirmed");
    }
    await checkScreen(page, "orders-bulk-en");

    // The filtered list as XLSX: a workbook (a zip) of today's orders.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("group", { name: "Export the filtered list:" })
        .getByRole("button", { name: "Export Excel" })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dukkan-orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });
});
