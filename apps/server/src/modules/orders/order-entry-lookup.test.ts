import { randomUUID } from "node:crypto";
import type { StaffRole } from "@dukkan/contracts";
import { productColorSizes, products } from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, freshPhone } from "#server/modules/clients/accounts.test-support.ts";
import { signedInStaff } from "#server/modules/staff/staff.test-support.ts";
import { api, testDatabaseKind } from "#server/test/harness.ts";
import { staffCall, useOrderDesk } from "./order-desk.test-support.ts";

const desk = useOrderDesk();

const persian = (text: string) => text.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);

const get = (path: string, query: Record<string, string>, token = desk.agent.token) =>
  staffCall(desk.t, token, "GET", path, undefined, query);

describe(`the order entry screen's reads on ${testDatabaseKind}`, () => {
  it.each<[StaffRole, number]>([
    ["order_agent", 200],
    ["manager", 200],
    ["stock_clerk", 403],
    ["catalogue_editor", 403],
  ])("%s asks for products, customers and fees: %i", async (role, status) => {
    const staff = role === "order_agent" ? desk.agent : await signedInStaff(desk.t, desk.owner, role);
    for (const [path, query] of [
      ["staff/order-entry/products", { q: "a" }],
      ["staff/order-entry/customers", { q: "0770" }],
      ["staff/order-entry/governorates", {}],
    ] as const) {
      expect((await get(path, query, staff.token)).statusCode, path).toBe(status);
    }
  });

  it("finds a product by its code, with every colour's sizes, stock and the discounted unit price", async () => {
    const size = await desk.fx.freshSize(7);
    const [product] = await desk.t.database.db
      .select({ code: products.code })
      .from(products)
      .where(eq(products.id, size.productId));
    const res = await get("staff/order-entry/products", { q: product!.code, lang: "en" });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data.find((p: { id: number }) => p.id === size.productId);
    expect(found.code).toBe(product!.code);
    const color = found.colors.find((c: { id: number }) => c.id === size.colorId);
    const line = color.sizes.find((s: { id: number }) => s.id === size.sizeId);
    expect(line).toEqual({
      id: size.sizeId,
      size: expect.any(String),
      unit_price: Math.round(size.price - (size.price * size.discount) / 100),
      quantity: 7,
    });
  });

  it("leaves out an unlisted product, and a blank query is a 400", async () => {
    const size = await desk.fx.freshSize(3);
    const [product] = await desk.t.database.db
      .update(products)
      .set({ status: 0 })
      .where(eq(products.id, size.productId))
      .returning({ code: products.code });
    try {
      const res = await get("staff/order-entry/products", { q: product!.code });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((p: { id: number }) => p.id)).not.toContain(size.productId);
    } finally {
      await desk.t.database.db.update(products).set({ status: 1 }).where(eq(products.id, size.productId));
    }
    expect((await get("staff/order-entry/products", { q: "  " })).statusCode).toBe(400);
  });

  it("finds a customer by a phone typed in Persian digits, with the address of their last order", async () => {
    const size = await desk.fx.freshSize(5);
    const order = await desk.fx.placeOrder([{ size, quantity: 1 }], {
      customer: { city: "Adhamiya", address: "Street 9", landmark: "By the bakery" },
      lang: "ckb",
    });
    const national = `0${order.customer.phone.slice(4)}`;
    const res = await get("staff/order-entry/customers", { q: persian(national) });
    expect(res.statusCode, res.body).toBe(200);
    const [customer] = res.json().data;
    expect(customer).toMatchObject({
      phone: order.customer.phone,
      governorate_id: desk.fx.governorates[0]!.id,
      city: "Adhamiya",
      address: "Street 9",
      landmark: "By the bakery",
      language: "ckb",
    });
    const again = await get("staff/order-entry/customers", { q: order.customer.phone });
    expect(again.json().data.map((c: { id: number }) => c.id)).toEqual([customer.id]);
  });

  it("answers a short line with what is left of it, and a bad customer with field codes", async () => {
    const size = await desk.fx.freshSize(2);
    const body = (quantity: number, customer: Record<string, unknown> = {}) => ({
      customer: {
        full_name: "Ali Hassan",
        phone: freshPhone().typed,
        governorate_id: desk.fx.governorates[0]!.id,
        city: "Karrada",
        address: "Street 1",
        ...customer,
      },
      items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity }],
      channel: "phone",
    });
    const post = (payload: Record<string, unknown>) =>
      desk.t.app.inject({
        method: "POST",
        url: api("staff/orders", { lang: "ar" }),
        headers: { ...bearer(desk.agent.token), "idempotency-key": randomUUID() },
        payload,
      });
    const short = await post(body(3));
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json()).toMatchObject({
      code: "conflict",
      error_codes: { "items.0": ["insufficient_stock"] },
      lines: [{ index: 0, size_id: size.sizeId, code: "insufficient_stock", available: 2 }],
    });
    const wrongPhone = await post(body(1, { phone: "12345" }));
    expect(wrongPhone.statusCode).toBe(422);
    expect(wrongPhone.json().error_codes).toEqual({ "customer.phone": ["invalid_phone"] });
  });

  it("lists the governorates with their delivery fees", async () => {
    const res = await get("staff/order-entry/governorates", { lang: "en" });
    expect(res.statusCode).toBe(200);
    const fees = new Map(
      res.json().data.map((g: { id: number; delivery_fee: number }) => [g.id, g.delivery_fee]),
    );
    for (const g of desk.fx.governorates) expect(fees.get(g.id)).toBe(g.deliveryFee);
  });

  it("stores an entered order's language (Arabic unless given) for its messages and printouts", async () => {
    const size = await desk.fx.freshSize(4);
    const enter = async (language?: string) => {
      const res = await desk.t.app.inject({
        method: "POST",
        url: api("staff/orders", { lang: "en" }),
        headers: { ...bearer(desk.agent.token), "idempotency-key": randomUUID() },
        payload: {
          customer: {
            full_name: "Shno Aziz",
            phone: freshPhone().typed,
            governorate_id: desk.fx.governorates[2]!.id,
            city: "Erbil",
            address: "100 m street",
          },
          items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity: 1 }],
          channel: "whatsapp",
          ...(language ? { language } : {}),
        },
      });
      return res;
    };
    const kurdish = await enter("ckb");
    expect(kurdish.statusCode, kurdish.body).toBe(201);
    expect(kurdish.json().data.lang).toBe("ckb");
    const plain = await enter();
    expect(plain.json().data.lang).toBe("ar");
    const wrong = await enter("fr");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.language).toEqual(["invalid_language"]);
    expect(
      (
        await desk.t.database.db
          .select({ q: productColorSizes.quantity })
          .from(productColorSizes)
          .where(eq(productColorSizes.id, size.sizeId))
      )[0]!.q,
    ).toBe(2);
  });
});
