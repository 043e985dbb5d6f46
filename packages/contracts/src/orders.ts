import { z } from "zod";
import { checkoutErrorMessages } from "./checkout-fields.ts";
import { type OrderStatus, orderMoveTargets, orderStatuses } from "./order-statuses.ts";

/**
 * Orders (issue 10): `POST /orders` (with `Idempotency-Key`), `GET /orders/lookup`,
 * `GET /client-auth/orders[/{order_number}]`, and the staff status changes.
 */

export * from "./order-statuses.ts";

export const paymentMethods = ["cod", "creditCard"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const looseText = z.union([z.string(), z.number()]).nullish();

/**
 * The customer fields. The route only documents them: the service checks them with
 * `validateCheckoutCustomer`, so a bad form is a 422 with field codes (decision 0004), never a 400.
 */
export const checkoutCustomerSchema = z.object({
  full_name: looseText.meta({ description: "required, up to 100 characters" }),
  phone: looseText.meta({ description: "an Iraqi mobile number in any usual spelling; stored as E.164" }),
  email: looseText.meta({ description: "optional" }),
  governorate_id: looseText.meta({ description: "a city id of `GET {lang}/cities`: the delivery fee" }),
  city: looseText.meta({ description: "town or district, required" }),
  address: looseText.meta({ description: "required" }),
  landmark: looseText.meta({ description: "nearest landmark, optional" }),
  notes: looseText.meta({ description: "optional" }),
});

/** Anything else a client sends on a line (a price, a name) is dropped: the server prices every line itself. */
export const orderLineRequestSchema = z.object({
  product_id: z.number().int().positive(),
  color_id: z.number().int().positive().meta({ description: "the product colour's `id` (product_colors)" }),
  size_id: z.number().int().positive().meta({ description: "the colour size's `id` (product_color_sizes)" }),
  quantity: z.number().int().min(1).max(1000),
});

export const placeOrderRequestSchema = z.object({
  customer: checkoutCustomerSchema,
  items: z.array(orderLineRequestSchema).min(1).max(50),
  coupon: z.string().trim().max(40).nullish(),
  payment_method: z.enum(paymentMethods).default("cod"),
  /**
   * The code sent to the customer's phone, when the shop asks a new customer to confirm the phone before a
   * first cash-on-delivery order (decision 0038): without it such an order is a 422 `phone_confirmation_required`.
   */
  phone_code: z.string().trim().max(12).nullish(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_\-:.]+$/)
  .meta({
    description: "a fresh random key per checkout attempt (a UUID): a retry with it returns the same order",
  });

export const orderItemSchema = z.object({
  product_id: z.number().int(),
  color_id: z.number().int().nullable(),
  size_id: z.number().int().nullable(),
  name: z.string(),
  code: z.string(),
  image: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unit_price: z.number().int().meta({ description: "IQD before the product discount" }),
  discount: z.number().int().meta({ description: "percent" }),
  price: z.number().int().meta({ description: "IQD per unit after the discount" }),
  quantity: z.number().int(),
  line_total: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderEventSchema = z.object({ status: z.enum(orderStatuses), at: z.string() });
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = z.object({
  order_number: z.string(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  customer: z.object({
    full_name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    governorate_id: z.number().int(),
    governorate: z.string(),
    city: z.string(),
    address: z.string(),
    landmark: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  delivery_fee: z.number().int(),
  total: z.number().int(),
  payment_method: z.enum(paymentMethods),
  coupon: z.string().nullable(),
  timeline: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });

export const orderListResponseSchema = z.object({
  data: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});

export const orderLookupQuerySchema = z
  .object({
    order_number: z.string().min(1).max(40),
    email: z.string().max(254).optional(),
    phone: z.string().max(40).optional(),
    lang: z.string().optional(),
  })
  .refine((q) => Boolean(q.email?.trim() || q.phone?.trim()), { message: "email or phone is required" });

export const orderNotFoundMessage = "No order matches these details";

/** A line that cannot be sold as asked (409 sold out, 422 unknown): its index in `items` and what is left. */
export const orderLineErrorSchema = z.object({
  index: z.number().int(),
  product_id: z.number().int(),
  size_id: z.number().int(),
  code: z.enum(["invalid_item", "out_of_stock", "insufficient_stock"]),
  available: z.number().int().meta({ description: "units in stock now (0 for unknown items)" }),
});
export type OrderLineError = z.infer<typeof orderLineErrorSchema>;

export const checkoutErrorSchema = z.object({
  message: z.string(),
  code: z.enum(["validation_failed", "conflict"]),
  errors: z.record(z.string(), z.array(z.string())),
  error_codes: z.record(
    z.string(),
    z.array(z.enum(Object.keys(checkoutErrorMessages) as [string, ...string[]])),
  ),
  lines: z.array(orderLineErrorSchema).optional(),
});
export type CheckoutError = z.infer<typeof checkoutErrorSchema>;

// ---------------------------------------------------------------- staff

/** `cancelled` needs a reason and `with_courier` a courier (stable codes as messages: the staff app translates). */
export const orderStatusChangeRequestSchema = z
  .object({
    status: z.enum(orderMoveTargets as [OrderStatus, ...OrderStatus[]], {
      error: "invalid_status",
    }),
    note: z.string().trim().max(500, { error: "too_long" }).optional(),
    reason: z.string().trim().max(500, { error: "too_long" }).optional(),
    /** a reason from the shop's list (issue 38): a cancel reason when cancelling, a return reason when refused */
    reason_id: z.number().int().positive().optional(),
    courier_id: z.number().int().positive().optional(),
    /**
     * The status the staff member saw: when the order is no longer in it (someone else moved it meanwhile), the
     * move is a 409 even when it would be allowed from the new status. The staff app always sends it.
     */
    from: z.enum(orderStatuses, { error: "invalid_status" }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "cancelled" && !value.reason && value.reason_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "required" });
    }
    if (value.status === "with_courier" && value.courier_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["courier_id"], message: "required" });
    }
  });
export type OrderStatusChangeRequest = z.infer<typeof orderStatusChangeRequestSchema>;

// ---------------------------------------------------------------- checkout page

export interface CheckoutQuoteLine {
  product_id: number;
  color_id: number;
  size_id: number;
  quantity: number;
}

/** The checkout page's cart, priced by the server (what `POST /orders` will charge, before the coupon). */
export interface CheckoutQuote {
  items: (CheckoutQuoteLine & {
    name: string | null;
    image: string | null;
    color: string | null;
    size: string | null;
    unit_price: number;
    discount: number;
    price: number;
    line_total: number;
    available: number;
    problem: "invalid_item" | "out_of_stock" | "insufficient_stock" | null;
  })[];
  /** Of the sellable lines only. */
  subtotal: number;
  governorates: { id: number; name: string; delivery_fee: number }[];
  /** Whether a card payment provider is configured. */
  card_payments: boolean;
}
