import { formatIqd } from "@dukkan/client-kit/money";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "./order-desk-helpers.ts";
import { API_KEY, apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * Entering an order taken by phone or WhatsApp (issue 38) with the keyboard alone, in Arabic and English: a new
 * customer's confirmed order (its stock taken), and an existing customer's draft with a discount (no stock
 * taken); each found in the order list with its total.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";

type Size = { id: number; size: string; unit_price: number; quantity: number };
type Product = { id: number; code: string; name: string; colors: { id: number; sizes: Size[] }[] };

const lookup = async (code: string) =>
  (
    await staffApi<{ data: Product[] }>(
      baseURL,
      `staff/order-entry/products?q=${encodeURIComponent(code)}&lang=en`,
      { token: ownerToken },
    )
  ).body.data.find((p) => p.code === code);

/** The size a new line starts with (the first with stock), as the screen picks it. */
const firstSize = (product: Product) =>
  product.colors.flatMap((c) => c.sizes).find((s) => s.quantity > 0) ?? null;

/**
 * A product away from the front of the listing (other browser tests sell the first ones), whose first size has
 * stock enough for these tests.
 */
async function productToSell(skip: number): Promise<Product> {
  const list = await fetch(`${baseURL}/api/v1/en/products?page=1&per_page=40&api_key=${API_KEY}`);
  const cards = ((await list.json()) as { data: { code: string }[] }).data.slice(skip);
  for (const card of cards) {
    const product = await lookup(card.code);
    if (product && (firstSize(product)?.quantity ?? 0) >= 6) return product;
  }
  throw new Error("no product with stock to sell");
}

const stockOf = async (product: Product, sizeId: number) =>
  (await lookup(product.code))!.colors.flatMap((c) => c.sizes).find((s) => s.id === sizeId)!.quantity;

type Governorate = { id: number; name: string; delivery_fee: number };
const governorates = async (lang: string) =>
  (
    await staffApi<{ data: Governorate[] }>(baseURL, `staff/order-entry/governorates?lang=${lang}`, {
      token: ownerToken,
    })
  ).body.data;

const toArabicDigits = (text: string) => text.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);
const randomDigits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, "0");

/** Presses Tab until `target` has the focus (what a keyboard user does), failing when it is not reachable. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`not reachable with Tab: ${target}`);
}

/** Types a product's code in the product box and picks it with the arrows and Enter. */
async function addProductByKeyboard(page: Page, box: Locator, product: Product) {
  await tabTo(page, box);
  await page.keyboard.type(product.code);
  const listbox = page.getByRole("listbox").filter({ hasText: product.code });
  await listbox.waitFor();
  for (let i = 0; i < 8; i++) {
    const active = await box.getAttribute("aria-activedescendant");
    if (active && ((await page.locator(`[id="${active}"]`).textContent()) ?? "").includes(product.code))
      break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 3, name: new RegExp(product.code) }).waitFor();
}

async function orderOf(orderNumber: string) {
  const { body } = await staffApi<{
    data: {
      status: string;
      total: number;
      subtotal: number;
      delivery_fee: number;
      discount: number;
      channel: string;
      lang: string;
    };
  }>(baseURL, `staff/orders/${orderNumber}`, { token: ownerToken });
  return body.data;
}

/** The order list finds the order by its number and shows its total. */
async function expectInList(page: Page, orderNumber: string, total: number) {
  await page.goto(`/staff/orders?q=${orderNumber}`);
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await row.waitFor();
  expect(((await row.textContent()) ?? "").replace(/[\u2066-\u2069\u200e\u200f]/g, "")).toContain(
    formatIqd(total),
  );
}

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
});

describe("entering an order by keyboard", () => {
  it("a new customer's order by phone, in Arabic: refused when short, then confirmed with its stock taken", async () => {
    const product = await productToSell(6);
    const size = firstSize(product)!;
    const before = size.quantity;
    const fee = (await governorates("ar"))[0]!;
    const page = await browser.newPage({ expectedFailures: /\/api\/v1\/staff\/orders\?/ });
    await openStaffPage(page, "/orders", "ar");
    // N on the order list opens the entry screen.
    await page.getByRole("link", { name: "طلب جديد" }).waitFor();
    await page.keyboard.press("n");
    await page.waitForURL(/\/staff\/orders\/new$/);
    await page.getByRole("heading", { level: 1, name: "طلب جديد" }).waitFor();

    // Saving the empty form says what is missing, at the fields, in Arabic.
    await page.keyboard.press("Control+s");
    await page.getByRole("alert").filter({ hasText: "بعض الحقول تحتاج إلى تصحيح" }).waitFor();
    await expect.poll(() => page.getByText("هذا الحقل مطلوب.").count()).toBeGreaterThan(2);

    const phone = `0771${randomDigits(7)}`;
    await tabTo(page, page.getByLabel("الاسم الكامل"));
    await page.keyboard.type("حوراء كاظم");
    await page.keyboard.press("Tab");
    await page.keyboard.type(toArabicDigits(phone));
    await tabTo(page, page.getByLabel("المحافظة"));
    await page.keyboard.press("ArrowDown");
    await page.getByText(`أجرة التوصيل: ${formatIqd(fee.delivery_fee)}`).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.type("المنصور");
    await page.keyboard.press("Tab");
    await page.keyboard.type("شارع 14، دار 3");
    await page.keyboard.press("Tab");
    await page.keyboard.type("قرب الجامع");

    await addProductByKeyboard(page, page.getByRole("combobox", { name: "أضف منتجاً" }), product);
    // The new line's colour has the focus; Tab goes on to its size and quantity.
    const quantity = page.getByLabel("الكمية");
    await tabTo(page, quantity);
    await page.keyboard.press("Control+a");
    await page.keyboard.type(toArabicDigits(String(before + 1)));
    await page.keyboard.press("Control+s");
    // The server's refusal is said at the line, with what is left.
    await page.getByText(new RegExp(`المتبقي.{0,3}${before}.{0,3}فقط`)).waitFor();
    await page.getByRole("alert").filter({ hasText: "لم تعد متوفرة" }).waitFor();

    await tabTo(page, quantity, true);
    await page.keyboard.press("Control+a");
    await page.keyboard.type("٢");
    const total = size.unit_price * 2 + fee.delivery_fee;
    await page.getByText(formatIqd(total)).first().waitFor();
    await checkScreen(page, "order-entry-ar");

    await tabTo(page, page.getByRole("button", { name: "حفظ", exact: true }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/staff\/orders\/DK-/);
    const orderNumber = page.url().split("/").pop()!;
    expect(await orderOf(orderNumber)).toMatchObject({
      status: "confirmed",
      total,
      delivery_fee: fee.delivery_fee,
      channel: "phone",
      lang: "ar",
    });
    expect(await stockOf(product, size.id)).toBe(before - 2);
    await expectInList(page, orderNumber, total);
  });

  it("an existing customer's draft over WhatsApp with a discount, in English: no stock taken", async () => {
    const product = await productToSell(10);
    const size = firstSize(product)!;
    const customer = await placeOrder(baseURL, "en");
    const national = `0${customer.customer.phone.slice(4)}`;
    const before = await stockOf(product, size.id);
    const page = await browser.newPage();
    await openStaffPage(page, "/orders/new", "en");

    // The customer found by a phone typed in Arabic-Indic digits, picked with Enter; their last address fills in.
    const search = page.getByRole("combobox", { name: "Find a customer" });
    await tabTo(page, search);
    await page.keyboard.type(toArabicDigits(national));
    await page
      .getByRole("option", { name: /زينب علي/ })
      .first()
      .waitFor();
    await page.keyboard.press("Enter");
    await page.getByText(/Existing customer: زينب علي/).waitFor();
    await expect.poll(() => page.getByLabel("Address").inputValue()).toBe("شارع 62، دار 14");
    const governorateId = await page.getByLabel("Governorate").inputValue();
    const fee = (await governorates("en")).find((g) => String(g.id) === governorateId)!;

    await addProductByKeyboard(page, page.getByRole("combobox", { name: "Add a product" }), product);
    await tabTo(page, page.getByLabel("Channel"));
    await page.keyboard.press("ArrowDown"); // WhatsApp
    await tabTo(page, page.getByLabel("Add a discount"));
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1,000");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Regular customer");
    const total = size.unit_price - 1000 + fee.delivery_fee;
    await page.getByText(formatIqd(total)).first().waitFor();
    await checkScreen(page, "order-entry-en");

    await tabTo(page, page.getByRole("button", { name: "Save as draft" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/staff\/orders\/DK-/);
    const orderNumber = page.url().split("/").pop()!;
    expect(await orderOf(orderNumber)).toMatchObject({
      status: "draft",
      total,
      discount: 1000,
      channel: "whatsapp",
      // The customer's language follows their last order (placed in English).
      lang: "en",
    });
    expect(await stockOf(product, size.id)).toBe(before);
    await expectInList(page, orderNumber, total);
  });
});
