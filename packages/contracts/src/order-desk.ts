import { z } from "zod";
import { customerRecordSchema, orderCustomerFlagsSchema } from "./customer-record.ts";
import { type Language, languages } from "./languages.ts";
import { statusDeskViews } from "./order-statuses.ts";
import {
  checkoutCustomerSchema,
  orderItemSchema,
  orderLineRequestSchema,
  orderSchema,
  orderStatuses,
} from "./orders.ts";

/**
 * The staff order desk (issue 17): the order list with saved views and search, the order page with its whole
 * timeline and private notes, line edits before dispatch, couriers and their cash settlements.
 * Zod messages are stable codes (`required`) that the staff app translates.
 */

/** 422 of the desk's writes: the error envelope with field → stable codes (`error_codes`) beside the messages. */
export const deskFieldErrorSchema = z.object({
  message: z.string(),
  code: z.literal("validation_failed"),
  errors: z.record(z.string(), z.array(z.string())),
  error_codes: z.record(z.string(), z.array(z.string())).optional(),
});

// ---------------------------------------------------------------- channels

/** Where staff take an order from (issue 38); the storefront's own orders are `storefront`. */
export const staffOrderChannels = ["phone", "whatsapp", "facebook", "showroom"] as const;
export const orderChannels = ["storefront", ...staffOrderChannels] as const;
export type OrderChannel = (typeof orderChannels)[number];

// ---------------------------------------------------------------- order list

/** Saved views of the order list: what each desk job looks at. */
export const orderViews = [...statusDeskViews, "cash_not_settled", "today"] as const;
export type OrderView = (typeof orderViews)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalid_date" });

/** The order list's sorts: a column, `-` first for descending; newest first by default. Status: workflow order. */
export const orderListSorts = ["date", "-date", "total", "-total", "status", "-status"] as const;
export type OrderListSort = (typeof orderListSorts)[number];

export const staffOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  view: z.enum(orderViews).optional(),
  /** an order number, a customer's name, or a phone in any digit form (07XX, +9647XX, ٠٧٧٠) */
  q: z.string().trim().max(100).optional(),
  status: z.enum(orderStatuses).optional(),
  governorate_id: z.coerce.number().int().positive().optional(),
  courier_id: z.coerce.number().int().positive().optional(),
  /** Baghdad calendar days, inclusive */
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(orderListSorts, { error: "invalid_sort" }).default("-date"),
  lang: z.enum(languages).optional(),
});
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;

export const staffOrderSummarySchema = z.object({
  order_number: z.string(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  full_name: z.string(),
  phone: z.string(),
  governorate_id: z.number().int(),
  governorate: z.string(),
  // Where the courier goes (the manifest prints them).
  city: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  notes: z.string().nullable().meta({ description: "the customer's note" }),
  total: z.number().int(),
  items: z.number().int().meta({ description: "units ordered" }),
  courier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  amount_to_collect: z.number().int().nullable(),
  settled: z.boolean(),
  channel: z.enum(orderChannels),
  // The customer's record beside each order (issue 38, decision 0034).
  ...orderCustomerFlagsSchema.shape,
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrderListResponseSchema = z.object({
  data: z.array(staffOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type StaffOrderList = z.infer<typeof staffOrderListResponseSchema>;

/** The new-orders signal: the count the menu shows and the newest order, to refresh lists when it changes. */
export const newOrdersSchema = z.object({
  to_confirm: z.number().int(),
  latest: z.string().nullable().meta({ description: "the newest order's number" }),
});
export type NewOrders = z.infer<typeof newOrdersSchema>;

// ---------------------------------------------------------------- order page

export const orderEventKinds = [
  "status",
  "note",
  "line_edit",
  "settlement",
  // a return after delivery (issue 38): its lines, condition and refund are in `details`
  "return",
  // an edit before dispatch (before and after in `details.changes`) and a status move reversed (issue 38, 0032)
  "edit",
  "undo",
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

export const staffOrderEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(orderEventKinds),
  status: z.enum(orderStatuses),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;

export const staffOrderSchema = orderSchema.extend({
  items: z.array(orderItemSchema.extend({ id: z.number().int() })),
  lang: z.enum(languages),
  courier: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  amount_to_collect: z.number().int().nullable(),
  settlement_id: z.number().int().nullable(),
  events: z.array(staffOrderEventSchema),
  whatsapp_url: z.string(),
  channel: z.enum(orderChannels),
  entered_by: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .meta({ description: "the staff member who entered it; null for a storefront order" }),
  // The customer's record beside the order (issue 38, decision 0034).
  ...orderCustomerFlagsSchema.shape,
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderResponseSchema = z.object({ data: staffOrderSchema });

export const orderNoteRequestSchema = z.object({
  note: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(2000, { error: "too_long" }),
});

/**
 * A staff-entered order (issue 38): a new customer's fields, or `client_id` (the account's name, phone and
 * governorate, and its last order's address, unless given). The fields are checked as the checkout checks them
 * (a 422 with `customer.<field>` codes), the phone in any digit form.
 */
export const staffOrderEntryRequestSchema = z.object({
  customer: checkoutCustomerSchema.omit({ notes: true }).extend({
    client_id: z.number({ error: "invalid_client" }).int().positive({ error: "invalid_client" }).optional(),
    note: checkoutCustomerSchema.shape.notes,
  }),
  items: z.array(orderLineRequestSchema).min(1, { error: "required" }).max(50),
  channel: z.enum(staffOrderChannels, { error: "invalid_channel" }),
  discount: z
    .object({
      amount: z
        .number({ error: "invalid_amount" })
        .int({ error: "invalid_amount" })
        .min(1, { error: "invalid_amount" }),
      reason: z
        .string({ error: "required" })
        .trim()
        .min(1, { error: "required" })
        .max(500, { error: "too_long" }),
    })
    .optional(),
  draft: z.boolean().default(false),
  /** The customer's language: their messages and printouts (a storefront order takes the storefront's). */
  language: z.enum(languages, { error: "invalid_language" }).default("ar"),
});
export type StaffOrderEntryRequest = z.input<typeof staffOrderEntryRequestSchema>;
export type StaffOrderEntry = z.output<typeof staffOrderEntryRequestSchema>;

/** The confirmation message sent over WhatsApp, in the order's language. */
export const orderConfirmationMessages: Record<Language, (orderNumber: string, total: string) => string> = {
  ar: (n, total) =>
    `مرحباً، نود تأكيد طلبك رقم ${n} من دكّان. المبلغ عند الاستلام: ${total} د.ع. هل نؤكد الطلب؟`,
  en: (n, total) =>
    `Hello, we would like to confirm your Dukkan order ${n}. Amount due on delivery: ${total} IQD. Shall we confirm it?`,
  ckb: (n, total) =>
    `سڵاو، دەمانەوێت داواکارییەکەت ژمارە ${n} لە دوکان پشتڕاست بکەینەوە. بڕی پارە لە کاتی گەیاندن: ${total} دینار. پشتڕاستی بکەینەوە؟`,
  tr: (n, total) =>
    `Merhaba, Dukkan siparişiniz ${n} için onay almak istiyoruz. Teslimatta ödenecek tutar: ${total} IQD. Onaylayalım mı?`,
  it: (n, total) =>
    `Buongiorno, vorremmo confermare il suo ordine Dukkan ${n}. Importo alla consegna: ${total} IQD. Confermiamo?`,
};

// ---------------------------------------------------------------- couriers

const nameSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(100, { error: "too_long" });
const phoneSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(40, { error: "too_long" });

export const courierCreateRequestSchema = z.object({ name: nameSchema, phone: phoneSchema });
export const courierUpdateRequestSchema = z.object({
  name: nameSchema.optional(),
  phone: phoneSchema.optional(),
  active: z.boolean({ error: "invalid_value" }).optional(),
});
export type CourierCreateRequest = z.infer<typeof courierCreateRequestSchema>;
export type CourierUpdateRequest = z.infer<typeof courierUpdateRequestSchema>;

export const courierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  active: z.boolean(),
  /** orders out with this courier now, and their cash not handed in yet */
  with_courier: z.number().int(),
  cash_to_settle: z.number().int().meta({ description: "IQD of delivered orders not settled yet" }),
});
export type Courier = z.infer<typeof courierSchema>;
export const courierResponseSchema = z.object({ data: courierSchema });
export const courierListResponseSchema = z.object({ data: z.array(courierSchema) });

// ---------------------------------------------------------------- settlements

export const settlementCreateRequestSchema = z.object({
  courier_id: z.number({ error: "required" }).int().positive(),
  order_numbers: z.array(z.string().max(40)).min(1, { error: "required" }).max(500),
  received: z
    .number({ error: "required" })
    .int({ error: "invalid_amount" })
    .min(0, { error: "invalid_amount" }),
  note: z.string().trim().max(500, { error: "too_long" }).optional(),
});
export type SettlementCreateRequest = z.infer<typeof settlementCreateRequestSchema>;

export const settlementResolveRequestSchema = z.object({
  resolution_note: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(500, { error: "too_long" }),
});

export const settlementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  courier_id: z.coerce.number().int().positive().optional(),
  /** only differences not resolved yet */
  open: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

export const settlementSchema = z.object({
  id: z.number().int(),
  courier: z.object({ id: z.number().int(), name: z.string() }),
  orders: z.array(z.object({ order_number: z.string(), amount: z.number().int() })),
  expected: z.number().int(),
  received: z.number().int(),
  difference: z.number().int().meta({ description: "received − expected" }),
  /** a difference not resolved yet */
  flagged: z.boolean(),
  note: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;
export const settlementResponseSchema = z.object({ data: settlementSchema });
export const settlementListResponseSchema = z.object({
  data: z.array(settlementSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type SettlementList = z.infer<typeof settlementListResponseSchema>;

// ---------------------------------------------------------------- customers

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  /** a name, or a phone in any digit form */
  q: z.string().trim().max(100).optional(),
});

export const customerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  orders: z.number().int(),
  /** IQD of the orders that were not cancelled or returned */
  spent: z.number().int(),
  // The phone's refusals and block, as beside each order (issue 38, decision 0034).
  ...orderCustomerFlagsSchema.shape,
});
export type Customer = z.infer<typeof customerSchema>;
export const customerListResponseSchema = z.object({
  data: z.array(customerSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListResponseSchema>;
export const customerResponseSchema = z.object({
  data: customerSchema
    .extend({ recent_orders: z.array(staffOrderSummarySchema) })
    .extend(customerRecordSchema.shape),
});
export type CustomerDetail = z.infer<typeof customerResponseSchema>["data"];
export const customerUpdateRequestSchema = z.object({ active: z.boolean({ error: "invalid_value" }) });

// ---------------------------------------------------------------- coupons

const couponFields = {
  code: z
    .string({ error: "required" })
    .trim()
    .min(2, { error: "required" })
    .max(40, { error: "too_long" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "invalid_code" }),
  kind: z.enum(["percent", "fixed"], { error: "invalid_value" }),
  value: z
    .number({ error: "required" })
    .int({ error: "invalid_amount" })
    .positive({ error: "invalid_amount" }),
  min_subtotal: z.number().int({ error: "invalid_amount" }).min(0, { error: "invalid_amount" }),
  starts_at: z.iso.datetime({ offset: true, error: "invalid_date" }).nullable(),
  ends_at: z.iso.datetime({ offset: true, error: "invalid_date" }).nullable(),
  usage_limit: z.number().int({ error: "invalid_amount" }).positive({ error: "invalid_amount" }).nullable(),
  per_client_limit: z
    .number()
    .int({ error: "invalid_amount" })
    .positive({ error: "invalid_amount" })
    .nullable(),
  active: z.boolean({ error: "invalid_value" }),
};

function couponRules(
  value: Partial<{ kind: string; value: number; starts_at: string | null; ends_at: string | null }>,
  ctx: z.RefinementCtx,
) {
  if (value.kind === "percent" && value.value !== undefined && value.value > 100) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "percent_over_100" });
  }
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at) {
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: "ends_before_start" });
  }
}

export const couponCreateRequestSchema = z
  .object({
    ...couponFields,
    min_subtotal: couponFields.min_subtotal.default(0),
    starts_at: couponFields.starts_at.default(null),
    ends_at: couponFields.ends_at.default(null),
    usage_limit: couponFields.usage_limit.default(null),
    per_client_limit: couponFields.per_client_limit.default(null),
    active: couponFields.active.default(true),
  })
  .superRefine(couponRules);
export type CouponCreateRequest = z.infer<typeof couponCreateRequestSchema>;
export const couponUpdateRequestSchema = z.object(couponFields).partial().superRefine(couponRules);
export type CouponUpdateRequest = z.infer<typeof couponUpdateRequestSchema>;

export const staffCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  value: z.number().int(),
  min_subtotal: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_client_limit: z.number().int().nullable(),
  active: z.boolean(),
  /** counted from the orders that used it (a cancelled order gives its use back) */
  uses: z.number().int(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const staffCouponResponseSchema = z.object({ data: staffCouponSchema });
export const staffCouponListResponseSchema = z.object({ data: z.array(staffCouponSchema) });

// ---------------------------------------------------------------- delivery fees

export const deliveryFeeSchema = z.object({
  governorate_id: z.number().int(),
  name: z.string(),
  delivery_fee: z.number().int(),
});
export type DeliveryFee = z.infer<typeof deliveryFeeSchema>;
export const deliveryFeeListResponseSchema = z.object({ data: z.array(deliveryFeeSchema) });
export const deliveryFeeUpdateRequestSchema = z.object({
  delivery_fee: z
    .number({ error: "required" })
    .int({ error: "invalid_amount" })
    .min(0, { error: "invalid_amount" })
    .max(1_000_000, { error: "invalid_amount" }),
});
