import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { API_KEY, apiSignIn, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * Issue 16's whole flow: a catalogue editor creates a product in Arabic with two colours and three sizes and
 * uploads their images; a translator adds Kurdish; the storefront shows it in Kurdish and its search finds it;
 * a client buys it; the order is cancelled; the size's stock history and the audit log show each step.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
const stamp = Date.now().toString(36).toUpperCase();
const password = "Counter-and-sink-7";
const apiUrl = (p: string) => `${baseURL}/api/v1/${p}${p.includes("?") ? "&" : "?"}api_key=${API_KEY}`;

interface Product {
  id: number;
  name: Record<string, string>;
  colors: { id: number; color_id: number; images: string[]; sizes: { id: number; quantity: number }[] }[];
}

async function staffAccount(ownerToken: string, role: string, languages: string[] = []) {
  const email = `${role}-${stamp.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@dukkan.iq`;
  const res = await staffApi(baseURL, "staff/staff-users", {
    method: "POST",
    token: ownerToken,
    body: { email, name: `Flow ${role.replaceAll("_", " ")}`, role, languages, password },
  });
  expect(res.status).toBe(201);
  return { email, password, id: (res.body as { data: { id: number } }).data.id };
}

/** A fresh session in the staff app as `who`, in `lang`. */
async function openAs(page: Page, pathname: string, lang: string, who: { email: string; password: string }) {
  await browser.context().clearCookies();
  await openStaffPage(page, pathname, lang, who);
}

const png = (colour: string) =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function readProduct(token: string, id: number): Promise<Product> {
  return (await staffApi<{ data: Product }>(baseURL, `staff/products/${id}`, { token })).body.data;
}

describe("issue 16's flow: from a new product to a cancelled sale, every step on record", () => {
  it("creates, translates, sells, cancels, and keeps the history", async () => {
    const ownerToken = await apiSignIn(baseURL, demoOwner);
    const editor = await staffAccount(ownerToken, "catalogue_editor");
    const translator = await staffAccount(ownerToken, "translator", ["ckb"]);
    const name = `مغسلة الفيروز ${stamp}`;
    const kurdish = `دەستشۆری فەیرووز ${stamp}`;
    const code = `FLOW-${stamp}`;
    const page = await browser.newPage();

    // 1. The catalogue editor creates the product in Arabic.
    await openAs(page, "/catalogue/products/new", "ar", editor);
    await page.getByLabel("الاسم · العربية").fill(name);
    await page.getByLabel("الرمز", { exact: true }).fill(code);
    await page.getByLabel("العلامة التجارية").selectOption({ index: 1 });
    await page.locator("form[data-shortcut-save]").getByRole("button", { name: "حفظ" }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const productId = Number(page.url().split("/").at(-1));
    expect(productId).toBeGreaterThan(0);

    // Two colours, three sizes (two and one), images for each colour.
    for (const index of [1, 2]) {
      await page.getByLabel("اللون", { exact: true }).selectOption({ index });
      await page.getByRole("button", { name: "إضافة لون" }).click();
      await expect.poll(async () => page.locator("section[aria-labelledby^='colour-']").count()).toBe(index);
    }
    const sizes = [
      [0, "٦٠ سم", "١٢٥٬٠٠٠", "5"],
      [0, "٨٠ سم", "160,000", "2"],
      [1, "١٠٠ سم", "210000", "4"],
    ] as const;
    for (const [colour, size, price, stock] of sizes) {
      const card = page.locator("section[aria-labelledby^='colour-']").nth(colour);
      const form = card.locator("form");
      await form.getByLabel("المقاس (بالعربية)").fill(size);
      await form.getByLabel("السعر").fill(price);
      await form.getByLabel("المخزون الافتتاحي").fill(stock);
      await form.getByRole("button", { name: "إضافة مقاس" }).click();
      // The new size appears as a row of the colour's size list.
      await card.locator(`li input[value="${size}"]`).first().waitFor();
    }
    for (const [colour, fill] of [
      [0, "#1f8a8a"],
      [1, "#8a1f5c"],
    ] as const) {
      const card = page.locator("section[aria-labelledby^='colour-']").nth(colour);
      await card
        .getByLabel(/^رفع صور/)
        .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await png(fill) });
      await card.getByRole("img", { name: "الصورة 1" }).waitFor();
    }
    let product = await readProduct(ownerToken, productId);
    expect(product.colors.map((c) => c.sizes.length)).toEqual([2, 1]);
    expect(product.colors.every((c) => c.images.length === 1)).toBe(true);
    expect(product.colors[0]!.sizes.map((s) => s.quantity)).toEqual([5, 2]);
    await page.getByText("نعم: يستطيع الزبائن رؤية هذا المنتج وشراءه.").waitFor();

    // 2. The translator adds Kurdish.
    await openAs(page, `/catalogue/products/${productId}`, "ckb", translator);
    await page.getByLabel("ناو · کوردی (سۆرانی)").fill(kurdish);
    await page.locator("form[data-shortcut-save]").getByRole("button", { name: "پاشەکەوتکردن" }).click();
    await page.getByRole("status").filter({ hasText: "پاشەکەوت کرا" }).waitFor();
    product = await readProduct(ownerToken, productId);
    expect(product.name).toMatchObject({ ar: name, ckb: kurdish });

    // 3. The storefront shows it in Kurdish, and its search finds it.
    await page.goto(`/ckb/Product/${productId}`);
    await page.getByRole("heading", { level: 1, name: kurdish }).waitFor();
    await page.goto(`/ckb/search?search=${encodeURIComponent(`فەیرووز ${stamp}`)}`);
    await page
      .getByRole("link", { name: new RegExp(kurdish) })
      .first()
      .waitFor();

    // 4. A client buys two of the first size; 5. the order is cancelled.
    const phone = `0783${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
    const registered = await fetch(apiUrl("client"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "هيفاء كريم", phone, password: "Sink-and-tap-42" }),
    });
    expect(registered.status).toBe(201);
    const login = await fetch(apiUrl("client-login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone, password: "Sink-and-tap-42" }),
    });
    const { token } = (await login.json()) as { token: string };
    const cities = (await (await fetch(apiUrl("ar/cities"))).json()) as { data: { id: number }[] };
    const colour = product.colors[0]!;
    const size = colour.sizes[0]!;
    const order = await fetch(apiUrl("orders?lang=ckb"), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "idempotency-key": `flow-${stamp}-${Date.now()}`,
      },
      body: JSON.stringify({
        customer: {
          full_name: "هيفاء كريم",
          phone,
          governorate_id: cities.data[0]!.id,
          city: "الكرادة",
          address: "شارع ٦٢",
        },
        payment_method: "cod",
        items: [{ product_id: productId, color_id: colour.id, size_id: size.id, quantity: 2 }],
      }),
    });
    expect(order.status).toBe(201);
    const { order_number } = ((await order.json()) as { data: { order_number: string } }).data;
    expect((await readProduct(ownerToken, productId)).colors[0]!.sizes[0]!.quantity).toBe(3);
    const cancel = await staffApi(baseURL, `staff/orders/${order_number}/status`, {
      method: "POST",
      token: ownerToken,
      body: { status: "cancelled", reason: "العميلة ألغت الطلب", from: "placed" },
    });
    expect(cancel.status).toBe(200);
    expect((await readProduct(ownerToken, productId)).colors[0]!.sizes[0]!.quantity).toBe(5);

    // 6. The size's stock history: opening stock, the sale, the cancellation, each with its balance.
    const movements = await staffApi<{
      data: { delta: number; quantity_after: number; reason: string; order_number: string | null }[];
    }>(baseURL, `staff/sizes/${size.id}/movements`, { token: ownerToken });
    const steps = movements.body.data.map((m) => [m.reason, m.delta, m.quantity_after, m.order_number]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ["adjustment", 5, 5, null],
        ["sale", -2, 3, order_number],
        ["cancellation", 2, 5, order_number],
      ]),
    );
    expect(steps).toHaveLength(3);
    // 7. The audit log: the editor's creation and changes, the translator's Kurdish, each by name.
    const audit = await staffApi<{
      data: { action: string; entity: string; actor: { id: number | null } }[];
    }>(baseURL, `staff/audit?entity=product&entity_id=${productId}&per_page=100`, { token: ownerToken });
    const entries = audit.body.data.map((e) => [e.action, e.actor.id]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ["create", editor.id],
        ["update", translator.id],
      ]),
    );
    const sizeEntries = await staffApi<{ data: { action: string; actor: { id: number | null } }[] }>(
      baseURL,
      `staff/audit?entity=size&actor_id=${editor.id}&per_page=100`,
      { token: ownerToken },
    );
    expect(sizeEntries.body.data.filter((e) => e.action === "create")).toHaveLength(3);
  });
});
