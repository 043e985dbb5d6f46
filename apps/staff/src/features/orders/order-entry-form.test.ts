import type { OrderEntryProduct } from "@dukkan/contracts/order-entry";
import { describe, expect, it } from "vitest";
import { firstSize, orderEntryFormSchema, orderTotals } from "./order-entry-form.ts";

const customer = {
  full_name: "حوراء كاظم",
  phone: "٠٧٧١ ٢٣٤ ٥٦٧٨",
  governorate_id: "1",
  city: "المنصور",
  address: "شارع 14",
  landmark: "",
  note: "",
};
const line = { product_id: 1, color_id: 2, size_id: 3, quantity: 2 };

describe("the order entry form", () => {
  it("accepts what the server accepts: a phone in Arabic-Indic digits, a line, a channel", () => {
    const parsed = orderEntryFormSchema.safeParse({ customer, items: [line], channel: "phone" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ draft: false, language: "ar" });
  });

  it("puts the checkout's codes under the customer's fields, and the schema's under the rest", () => {
    const parsed = orderEntryFormSchema.safeParse({
      customer: { ...customer, phone: "12345", address: " ", governorate_id: "" },
      items: [],
      channel: "phone",
      discount: { amount: 1000, reason: "" },
    });
    const issues = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(issues).toMatchObject({
      "customer.phone": "invalid_phone",
      "customer.address": "required",
      "customer.governorate_id": "required",
      items: "required",
      "discount.reason": "required",
    });
  });

  it("adds up as the server does: lines at their unit price, less the discount, plus the fee", () => {
    expect(
      orderTotals(
        [
          { unitPrice: 232_500, quantity: 2 },
          { unitPrice: 10_000, quantity: Number.NaN },
        ],
        5_000,
        1_000,
      ),
    ).toEqual({ subtotal: 465_000, deliveryFee: 5_000, discount: 1_000, total: 469_000 });
  });

  it("starts a line with the first size in stock", () => {
    const size = (id: number, quantity: number) => ({ id, size: `${id}`, unit_price: 1000, quantity });
    const product: OrderEntryProduct = {
      id: 1,
      code: "DK-1",
      name: "Tap",
      image: "",
      colors: [
        { id: 10, name: "Red", hex: "#f00", sizes: [size(1, 0), size(2, 0)] },
        { id: 11, name: "Blue", hex: "#00f", sizes: [size(3, 0), size(4, 5)] },
      ],
    };
    expect(firstSize(product)).toMatchObject({ color: { id: 11 }, size: { id: 4 } });
    const soldOut = { ...product, colors: [product.colors[0]!] };
    expect(firstSize(soldOut)).toMatchObject({ color: { id: 10 }, size: { id: 1 } });
  });
});
