import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { productLine } from "./account-helpers.ts";
import { API_KEY, apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * The audit log as staff read it (issue 33): an order's status change and a size's new price in words, in Arabic
 * and Sorani: the order by its number, the size by its product, colour and size, the status as the order desk
 * says it; no codes, ids or request ids in view; cards at 360 px, axe at both widths.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let token = "";
let orderNumber = "";
let size = { id: 0, product: "", color: "", size: "" };
const apiUrl = (p: string) => `${baseURL}/api/v1/${p}${p.includes("?") ? "&" : "?"}api_key=${API_KEY}`;

/** A client places an order of one piece through the API. */
async function placeOrder() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  const phone = `0783${digits}`;
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
  const { token: clientToken } = (await login.json()) as { token: string };
  const line = await productLine(baseURL);
  const cities = (await (await fetch(apiUrl("ar/cities"))).json()) as { data: { id: number }[] };
  const res = await fetch(apiUrl("orders?lang=ar"), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${clientToken}`,
      "idempotency-key": `e2e-audit-${digits}-${Date.now()}`,
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
  return { number: ((await res.json()) as { data: { order_number: string } }).data.order_number, line };
}

/** What an element shows: a closed details disclosure's content (the request id) is not shown. */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
const shownText = (element: Locator) => element.innerText();

beforeAll(async () => {
  token = await apiSignIn(baseURL, demoOwner);
  const placed = await placeOrder();
  orderNumber = placed.number;
  const cancelled = await staffApi(baseURL, `staff/orders/${orderNumber}/status`, {
    method: "POST",
    token,
    body: { status: "cancelled", reason: "غيّر رأيه" },
  });
  expect(cancelled.status).toBe(200);
  // The ordered size: its entries (the demo seed's creation) name it by product, colour and size.
  const sizeId = placed.line.size.size_id;
  const stock = await staffApi<{
    data: { product_name: { ar: string }; color: { ar: string }; size: { ar: string } };
  }>(baseURL, `staff/sizes/${sizeId}/stock`, { token });
  size = {
    id: sizeId,
    product: stock.body.data.product_name.ar,
    color: stock.body.data.color.ar,
    size: stock.body.data.size.ar,
  };
});

describe("the audit log in words (issue 33)", () => {
  it("names an order by its number and its status change in the order desk's words (ar)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/audit?entity=order", "ar", demoOwner);
    await page.getByRole("heading", { level: 1, name: "سجل التدقيق" }).waitFor();
    const headers = await page.getByRole("columnheader").allInnerTexts();
    // The request id was under a column named "الطلب" (the order): gone from the table.
    expect(headers).not.toContain("الطلب");
    await page.getByRole("row").filter({ hasText: orderNumber }).first().waitFor();
    const row = page.getByRole("row").filter({ hasText: orderNumber }).first();
    const text = await shownText(row);
    expect(text).toContain("حالة الطلب");
    expect(text).toContain("جديد");
    expect(text).toContain("ملغى");
    expect(text).not.toMatch(/placed|cancelled|status|reason|#\d/);
    // The request id is still there for whoever traces a problem, behind "Details".
    await row.getByText("تفاصيل").click();
    await row.getByText("رقم العملية (للدعم الفني)").waitFor();
    await checkScreen(page, "audit-orders-ar");
    await checkScreen(page, "audit-orders-ar");
  });

  it("names a size by its product, colour and size; no codes in any row (ar)", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, `/audit?entity=size&entity_id=${size.id}`, "ar", demoOwner);
    await page.getByRole("heading", { level: 1, name: "سجل التدقيق" }).waitFor();
    await page.getByRole("row").nth(1).waitFor();
    const text = await shownText(page.getByRole("row").nth(1));
    expect(text).toContain(size.product);
    expect(text).toContain(size.color);
    expect(text).toContain(size.size);
    expect(text).not.toMatch(/size #|#\d/);
    // Every entry on the first page of the whole log: no snake_case field names or codes shown.
    await openStaffPage(page, "/audit", "ar", demoOwner);
    await page.getByRole("row").nth(1).waitFor();
    const table = await shownText(page.getByRole("table"));
    // Media keys (`products/tap_1.webp`) may hold underscores; field names and codes may not.
    expect(table).not.toMatch(
      /(?<![\w/.-])[a-z]+_[a-z_]+(?![\w/.-])|\bcreated\b|\bmain text\b|\bcourier id\b/,
    );
    await checkScreen(page, "audit-ar");
  });

  it("says the same in Sorani, as cards at 360 px", async () => {
    const page = await browser.newPage();
    await openStaffPage(page, "/audit?entity=order", "ckb", demoOwner);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    const card = page.getByRole("listitem").filter({ hasText: orderNumber }).first();
    await card.waitFor();
    const text = await shownText(card);
    expect(text).toContain("دۆخی داواکاری");
    expect(text).toContain("هەڵوەشێنرایەوە");
    expect(text).not.toMatch(/cancelled|placed/);
    expect(await card.isVisible()).toBe(true);
    await checkScreen(page, "audit-orders-ckb");
  });
});
