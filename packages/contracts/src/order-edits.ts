import { z } from "zod";
import { checkoutCustomerSchema } from "./orders.ts";

/**
 * Order edits before dispatch and the undo of a status move (issue 38, decision 0032).
 *
 * An edit names only what changes. A line entry is one of:
 * - `{ item_id, quantity }`: the line's new quantity (0 removes it);
 * - `{ item_id, product_id, color_id, size_id, quantity }`: the line replaced by that size (another colour or
 *   size, or another product), priced from the catalogue now;
 * - `{ product_id, color_id, size_id, quantity }`: a new line, priced from the catalogue now.
 * Lines not named keep their quantity and the price they were sold at. At least one line stays.
 */
/** A line's quantity in an edit: 0 removes the line. */
export const orderEditQuantitySchema = z
  .number({ error: "invalid_quantity" })
  .int({ error: "invalid_quantity" })
  .min(0, { error: "invalid_quantity" })
  .max(1000, { error: "invalid_quantity" });
const idSchema = z
  .number({ error: "invalid_item" })
  .int({ error: "invalid_item" })
  .positive({ error: "invalid_item" });

export const orderEditLineSchema = z.object({
  item_id: idSchema.optional().meta({ description: "a line of this order; absent for a new line" }),
  product_id: idSchema.optional(),
  color_id: idSchema.optional(),
  size_id: idSchema.optional(),
  quantity: orderEditQuantitySchema,
});
export type OrderEditLine = z.infer<typeof orderEditLineSchema>;

/** The customer's contact and address as the checkout checks them (the phone in any digit form). */
const editableCustomerSchema = checkoutCustomerSchema
  .pick({ full_name: true, phone: true, governorate_id: true, city: true, address: true, landmark: true })
  .partial();

export const orderEditRequestSchema = z.object({
  lines: z.array(orderEditLineSchema).max(50).optional(),
  customer: editableCustomerSchema
    .optional()
    .meta({ description: "a new governorate sets its delivery fee unless `delivery_fee` is given" }),
  delivery_fee: z
    .number({ error: "invalid_amount" })
    .int({ error: "invalid_amount" })
    .min(0, { error: "invalid_amount" })
    .max(10_000_000, { error: "invalid_amount" })
    .optional(),
  discount: z
    .number({ error: "invalid_amount" })
    .int({ error: "invalid_amount" })
    .min(0, { error: "invalid_amount" })
    .max(100_000_000, { error: "invalid_amount" })
    .optional()
    .meta({ description: "IQD off the subtotal (0 removes it); an order with a coupon keeps the coupon's" }),
  reason: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(500, { error: "too_long" }),
});
export type OrderEditRequest = z.input<typeof orderEditRequestSchema>;
export type OrderEdit = z.output<typeof orderEditRequestSchema>;

/** What an edit changed, field by field, as the timeline shows it (`details.changes` of an `edit` event). */
export interface OrderEditChange {
  field:
    | "line"
    | "full_name"
    | "phone"
    | "governorate_id"
    | "city"
    | "address"
    | "landmark"
    | "delivery_fee"
    | "discount";
  from: unknown;
  to: unknown;
}

export const orderUndoRequestSchema = z.object({
  reason: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(500, { error: "too_long" }),
});
export type OrderUndoRequest = z.infer<typeof orderUndoRequestSchema>;

/** A status move may be undone for this long after it was made. */
export const orderUndoWindowHours = 24;
