import { randomUUID } from "node:crypto";
import { clients, messages, orders } from "@dukkan/db/schema";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessTokenFor, bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import { useAppWithSms } from "#server/modules/messages/app-with-sms.test-support.ts";
import { demoOwner, signedInStaff, signIn } from "#server/modules/staff/staff.test-support.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";
import { orderFixtures } from "./order-desk.test-support.ts";

const shop = useAppWithSms();

/** A client of its own with a phone, and a function placing a cash-on-delivery order to that phone. */
async function customer() {
  const fixtures = await orderFixtures(shop.t);
  const phone = freshPhone();
  const [client] = await shop.t.database.db
    .insert(clients)
    .values({
      fullName: "Zainab Ali",
      phone: phone.e164,
      passwordHash: "x",
      cityId: fixtures.governorates[0]!.id,
    })
    .returning({ id: clients.id });
  const token = await accessTokenFor(shop.t, client!.id);
  const size = await fixtures.freshSize(20);
  const order = (phoneCode?: string) =>
    shop.t.app.inject({
      method: "POST",
      url: api("orders", { lang: "en" }),
      headers: { ...bearer(token), "idempotency-key": randomUUID() },
      payload: {
        customer: {
          full_name: "Zainab Ali",
          phone: phone.typed,
          governorate_id: fixtures.governorates[0]!.id,
          city: "Karrada",
          address: "Street 62, house 14",
        },
        items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity: 1 }],
        payment_method: "cod",
        ...(phoneCode ? { phone_code: phoneCode } : {}),
      },
    });
  const askCode = () =>
    shop.t.app.inject({
      method: "POST",
      url: api("orders/phone-code"),
      headers: bearer(token),
      payload: { phone: phone.typed, lang: "en" },
    });
  const lastCode = async () => {
    const [row] = await shop.t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, phone.e164), eq(messages.templateKey, "phone_confirmation_code")))
      .orderBy(desc(messages.id))
      .limit(1);
    return row?.params.code;
  };
  return { phone, order, askCode, lastCode };
}

describe(`phone confirmation before a first cash-on-delivery order on ${testDatabaseKind}`, () => {
  it("is off by default; orders.settings turns it on; a new phone then confirms with a code, once", async () => {
    const before = await customer();
    expect((await before.order()).statusCode).toBe(201);
    expect((await before.askCode()).statusCode).toBe(202);
    expect(await before.lastCode()).toBeUndefined();

    const owner = await signIn(shop.t, demoOwner);
    const editor = await signedInStaff(shop.t, owner, "catalogue_editor");
    const put = (token: string, on: boolean) =>
      shop.t.app.inject({
        method: "PUT",
        url: api("staff/order-settings"),
        headers: bearer(token),
        payload: { cod_phone_confirmation: on },
      });
    expect((await put(editor.token, true)).statusCode).toBe(403);
    const saved = await put(owner.token, true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ cod_phone_confirmation: true });
    const read = await shop.t.app.inject({ url: api("staff/order-settings"), headers: bearer(owner.token) });
    expect(read.json().data.cod_phone_confirmation).toBe(true);

    const c = await customer();
    const refused = await c.order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_codes).toEqual({ phone_code: ["phone_confirmation_required"] });
    expect((await c.askCode()).statusCode).toBe(202);
    const code = await c.lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await c.order(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error_codes).toEqual({ phone_code: ["phone_code_invalid"] });
    const placed = await c.order(code);
    expect(placed.statusCode, placed.body).toBe(201);
    // Used once: the next order needs a new code while the phone has no delivered order.
    expect((await c.order(code)).json().error_codes).toEqual({ phone_code: ["phone_code_invalid"] });

    // A phone with a delivered order is not new: no code asked, none sent.
    await shop.t.database.db
      .update(orders)
      .set({ status: "delivered" })
      .where(eq(orders.orderNumber, placed.json().data.order_number));
    expect((await c.order()).statusCode).toBe(201);

    expect((await put(owner.token, false)).json().data.cod_phone_confirmation).toBe(false);
    expect((await (await customer()).order()).statusCode).toBe(201);
  });
});
