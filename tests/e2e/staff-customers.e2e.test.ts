import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deskActions, placeOrder } from "./order-desk-helpers.ts";
import { apiSignIn, checkScreen, demoOwner, openStaffPage, staffApi } from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * The customer record (issue 38, decision 0034) in a browser: the owner writes notes and tags and blocks a
 * customer's phone in Arabic, and sees the badges on the order list and the warning on the order page; an order
 * agent blocks and unblocks a phone from an order in English.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
let courierId = 0;
const desk = deskActions(baseURL, () => ownerToken);

type Detail = {
  data: { id: number; notes: string | null; tags: string[]; refusals: { count: number }; blocked: unknown };
};

/** A customer's order refused at the door: the file's shared client, or a new one. */
async function customerWithARefusal(lang: string, ownClient: boolean) {
  const refused = await placeOrder(baseURL, lang, { ownClient });
  for (const body of [
    { status: "confirmed" },
    { status: "preparing" },
    { status: "with_courier", courier_id: courierId },
    { status: "returned", reason: "refused at the door" },
  ]) {
    await desk.move(refused.order_number, body);
  }
  const phone = refused.customer.phone;
  const found = await staffApi<{ data: { id: number }[] }>(
    baseURL,
    `staff/customers?q=${encodeURIComponent(phone)}`,
    { token: ownerToken },
  );
  const id = found.body.data[0]!.id;
  return { id, phone, refused };
}

const detailOf = async (id: number) =>
  (await staffApi<Detail>(baseURL, `staff/customers/${id}`, { token: ownerToken })).body.data;

async function openAs(page: Page, pathname: string, lang: string, who = demoOwner) {
  await browser.context().clearCookies();
  await openStaffPage(page, pathname, lang, who);
}

beforeAll(async () => {
  ownerToken = await apiSignIn(baseURL, demoOwner);
  courierId = (await desk.newCourier(`مندوب السجل ${Date.now() % 10000}`)).id;
});

describe("the customer record", () => {
  it("the owner writes notes and tags and blocks the phone, in Arabic; the orders show it", async () => {
    const customer = await customerWithARefusal("ar", false);
    const page = await browser.newPage();
    await openAs(page, `/customers/${customer.id}`, "ar");
    await page.getByRole("heading", { name: "سجل الزبون" }).waitFor();
    await page.getByTestId("refusals-badge").first().waitFor();
    await page.getByText("لم يرفض أي طلب.").waitFor({ state: "detached" });

    await page.getByRole("textbox", { name: "ملاحظات" }).fill("يتصل بعد السادسة مساءً");
    await page.getByRole("textbox", { name: "الوسوم" }).fill("زبون دائم، جملة، زبون دائم");
    await page.getByRole("button", { name: "حفظ الملاحظات والوسوم" }).click();
    await page.getByRole("status").getByText("حُفظت الملاحظات والوسوم.").waitFor();
    await expect.poll(async () => (await detailOf(customer.id)).tags).toEqual(["زبون دائم", "جملة"]);
    expect((await detailOf(customer.id)).notes).toBe("يتصل بعد السادسة مساءً");

    await page.getByLabel("سبب الحظر").fill("رفض الاستلام عند الباب");
    await page.getByRole("button", { name: "حظر هذا الرقم" }).click();
    await page.getByRole("heading", { name: /هذا الرقم محظور/ }).waitFor();
    await page.getByText("السبب: رفض الاستلام عند الباب").waitFor();
    await page.getByTestId("blocked-badge").first().waitFor();
    await checkScreen(page, "customer-record-ar");

    // The customer's next storefront order waits for confirmation, with the warning and both badges.
    const waiting = (await placeOrder(baseURL, "ar")).order_number;
    const placed = await staffApi<{ data: { status: string; blocked: unknown } }>(
      baseURL,
      `staff/orders/${waiting}`,
      {
        token: ownerToken,
      },
    );
    expect(placed.body.data).toMatchObject({
      status: "placed",
      blocked: { reason: "رفض الاستلام عند الباب" },
    });
    await openAs(page, `/orders/${waiting}`, "ar");
    await page.getByText("رقم هاتف الزبون محظور. لا تؤكد هذا الطلب قبل التحدث مع الزبون.").waitFor();
    await page.getByText("سبب الحظر: رفض الاستلام عند الباب").waitFor();
    await checkScreen(page, "order-blocked-ar");

    await openAs(page, `/orders?q=${encodeURIComponent(customer.phone)}`, "ar");
    const row = page.getByRole("row", { name: new RegExp(waiting) });
    await row.getByTestId("blocked-badge").waitFor();
    await row.getByTestId("refusals-badge").waitFor();
    await checkScreen(page, "orders-badges-ar");

    await openAs(page, `/customers?q=${encodeURIComponent(customer.phone)}`, "ar");
    const listed = page.getByRole("row", { name: /رقم محظور/ });
    await listed.getByTestId("refusals-badge").waitFor();
    await checkScreen(page, "customers-badges-ar");
    await page.close();
  });

  it("an order agent blocks and unblocks a phone from its order, in English", async () => {
    const customer = await customerWithARefusal("en", true);
    const email = `agent-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@dukkan.iq`;
    const password = "Counter-and-sink-7";
    const created = await staffApi(baseURL, "staff/staff-users", {
      method: "POST",
      token: ownerToken,
      body: { email, name: "Order agent", role: "order_agent", languages: [], password },
    });
    expect(created.status).toBe(201);
    const page = await browser.newPage();
    await openAs(page, `/orders/${customer.refused.order_number}`, "en", { email, password });
    await page.getByRole("heading", { name: "Customer record" }).waitFor();
    await page.getByText(/Refused \W?1\W? times/).waitFor();
    // A block says why: an empty reason is refused before anything is sent.
    await page.getByRole("button", { name: "Block this phone" }).click();
    await page.getByText("This field is required.").waitFor();
    await page.getByLabel("Reason for blocking").fill("Three refused deliveries");
    await page.getByRole("button", { name: "Block this phone" }).click();
    await page
      .getByText(
        "The customer's phone is blocked. Do not confirm this order without speaking to the customer.",
      )
      .waitFor();
    await checkScreen(page, "order-record-en");
    expect((await detailOf(customer.id)).blocked).toMatchObject({ reason: "Three refused deliveries" });

    await page.getByRole("button", { name: "Unblock this phone" }).click();
    await page.getByRole("heading", { name: /This phone is not blocked/ }).waitFor();
    expect(await page.getByText("The customer's phone is blocked.", { exact: false }).count()).toBe(0);
    expect((await detailOf(customer.id)).blocked).toBeNull();

    await openAs(page, `/customers/${customer.id}`, "en", { email, password });
    await page.getByRole("textbox", { name: "Notes" }).fill("Prefers WhatsApp");
    await page
      .getByRole("textbox", { name: "Tags" })
      .fill(Array.from({ length: 11 }, (_, i) => `tag ${i}`).join(", "));
    await page.getByRole("button", { name: "Save notes and tags" }).click();
    await page.getByText("Use at most 10 tags.").waitFor();
    await page.getByRole("textbox", { name: "Tags" }).fill("VIP, vip, late payer");
    await page.getByRole("button", { name: "Save notes and tags" }).click();
    await page.getByRole("status").getByText("Notes and tags saved.").waitFor();
    expect((await detailOf(customer.id)).tags).toEqual(["VIP", "late payer"]);
    await checkScreen(page, "customer-record-en");
    await page.close();
  });
});
