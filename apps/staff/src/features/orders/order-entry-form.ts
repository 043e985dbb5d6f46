import { validateCheckoutCustomer } from "@dukkan/contracts/checkout-fields";
import { staffOrderEntryRequestSchema } from "@dukkan/contracts/order-desk";
import type { OrderEntryProduct } from "@dukkan/contracts/order-entry";
import type { z } from "zod";

/**
 * The order entry form: the API's own schema (`POST /staff/orders`), and the customer's fields checked as the
 * server checks them (the checkout's `validateCheckoutCustomer`: the phone in any digit form, required city and
 * address…), so that what the form lets through the server accepts, with the same error codes.
 */
export const orderEntryFormSchema = staffOrderEntryRequestSchema.superRefine((value, ctx) => {
  const { note, client_id: _clientId, ...fields } = value.customer;
  const checked = validateCheckoutCustomer({ ...fields, notes: note });
  if (!checked.ok) {
    for (const [field, code] of Object.entries(checked.errors)) {
      ctx.addIssue({ code: "custom", path: ["customer", field === "notes" ? "note" : field], message: code });
    }
  }
});

export type OrderEntryValues = z.input<typeof orderEntryFormSchema>;
export type OrderEntryOutput = z.output<typeof orderEntryFormSchema>;

/** The form's fields that a server error can name (`customer.notes` is the form's `customer.note`). */
export const orderEntryFields = [
  "customer.full_name",
  "customer.phone",
  "customer.governorate_id",
  "customer.city",
  "customer.address",
  "customer.landmark",
  "customer.note",
  "customer.client_id",
  "channel",
  "discount.amount",
  "discount.reason",
  "language",
] as const;

export const emptyCustomer = {
  full_name: "",
  phone: "",
  governorate_id: "",
  city: "",
  address: "",
  landmark: "",
  note: "",
};

/** The size a line of this product starts with: the first with stock, else the first. */
export function firstSize(product: OrderEntryProduct) {
  for (const color of product.colors) {
    const size = color.sizes.find((s) => s.quantity > 0);
    if (size) return { color, size };
  }
  const color = product.colors[0];
  return color?.sizes[0] ? { color, size: color.sizes[0] } : null;
}

/** A line's colour and size as the product lookup described them (null when the line names no known size). */
export function lineSize(product: OrderEntryProduct | undefined, colorId: number, sizeId: number) {
  const color = product?.colors.find((c) => c.id === colorId);
  const size = color?.sizes.find((s) => s.id === sizeId);
  return color && size ? { color, size } : null;
}

/** Subtotal, fee, discount and total, as the server computes them: lines at their unit price, less the discount. */
export function orderTotals(
  lines: { unitPrice: number; quantity: number }[],
  deliveryFee: number,
  discount: number,
) {
  const subtotal = lines.reduce(
    (sum, l) => sum + l.unitPrice * (Number.isFinite(l.quantity) ? l.quantity : 0),
    0,
  );
  return { subtotal, deliveryFee, discount, total: subtotal - discount + deliveryFee };
}
