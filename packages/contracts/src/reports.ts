import { z } from "zod";
import { languages } from "./languages.ts";
import { staffOrderListQuerySchema } from "./order-desk.ts";
import { orderStatuses } from "./order-statuses.ts";
import { daysBetween } from "./shop-days.ts";

/**
 * Money at a glance (issue 38): the figures of a range of the shop's days, the order list's export and bulk
 * moves. Zod messages are stable codes the staff app translates.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalid_date" });

/** The longest range the figures cover at once: a year (the queries stay fast, the CSV small). */
export const maxReportDays = 366;

export const reportFiguresQuerySchema = z
  .object({
    /** Baghdad calendar days, both included; today when absent */
    from: isoDate.optional(),
    to: isoDate.optional(),
    lang: z.enum(languages).optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const days = daysBetween(query.from, query.to);
    if (Number.isNaN(days) || days < 1)
      ctx.addIssue({ code: "custom", path: ["to"], message: "range_reversed" });
    else if (days > maxReportDays) ctx.addIssue({ code: "custom", path: ["to"], message: "range_too_long" });
  });
export type ReportFiguresQuery = z.infer<typeof reportFiguresQuerySchema>;

const amount = z.number().int();

export const reportFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** Orders that reached `delivered` in the range (the cash the customer paid), refunds of returns after. */
  delivered: z.object({
    orders: z.number().int(),
    sales: amount.meta({ description: "totals of the delivered orders, delivery fees included (IQD)" }),
    delivery_fees: amount,
    refunds: amount.meta({ description: "cash handed back for returns recorded in the range" }),
    net_sales: amount.meta({ description: "sales less refunds" }),
    average_order_value: z.number().int().nullable(),
  }),
  /** Orders placed in the range that are confirmed but not delivered yet (confirmed, preparing, with a courier). */
  confirmed_not_delivered: z.object({ orders: z.number().int(), value: amount }),
  /** Orders placed in the range still waiting for the confirmation call. */
  awaiting_confirmation: z.object({ orders: z.number().int(), value: amount }),
  /** Of the orders placed in the range (drafts aside): refused at the door, or cancelled after confirmation. */
  refusals: z.object({
    orders: z.number().int(),
    returned_at_door: z.number().int(),
    cancelled_after_confirmation: z.number().int(),
    rate: z.number().meta({ description: "(returned + cancelled after confirmation) / orders, 0 to 1" }),
  }),
  /** Now, whatever the range: what each courier holds. */
  couriers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      out_orders: z.number().int(),
      out_amount: amount.meta({ description: "cash to collect on orders out with the courier" }),
      cash_to_settle: amount.meta({ description: "cash of delivered orders not handed in yet" }),
    }),
  ),
  cash_with_couriers: z.object({ out_amount: amount, cash_to_settle: amount }),
  /** Now, whatever the range: settlements whose difference nobody has resolved. */
  open_differences: z.array(
    z.object({
      settlement_id: z.number().int(),
      courier: z.object({ id: z.number().int(), name: z.string() }),
      expected: amount,
      received: amount,
      difference: amount,
      created_at: z.string(),
    }),
  ),
  /**
   * Why orders were cancelled or refused at the door (their status moves in the range) and why goods came back
   * after delivery (the returns recorded in the range), by the shop's reasons; `reason_id` null: free text only.
   */
  reasons: z.array(
    z.object({
      kind: z.enum(["cancelled", "returned", "return"]),
      reason_id: z.number().int().nullable(),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Units of the orders placed in the range that were not cancelled or returned, best first (10). */
  top_products: z.array(
    z.object({
      product_id: z.number().int(),
      code: z.string(),
      name: z.string(),
      units: z.number().int(),
      sales: amount,
    }),
  ),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

// ---------------------------------------------------------------- order export

/** The most orders an export of a selection names (the query string stays short). */
export const maxExportSelection = 500;

/** The order list's filters (its sort and page are ignored: newest first, every page), or a selection. */
export const orderExportQuerySchema = staffOrderListQuerySchema
  .omit({ page: true, per_page: true, sort: true })
  .extend({
    /** order numbers, comma-separated: export these (the filters then do not apply) */
    numbers: z
      .string()
      .max(maxExportSelection * 12)
      .transform((text) => [
        ...new Set(
          text
            .split(",")
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(40)).max(maxExportSelection, { error: "too_many" }))
      .optional(),
  });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** The export's columns, in order. */
export const orderExportColumns = [
  "order_number",
  "created_at",
  "status",
  "channel",
  "full_name",
  "phone",
  "governorate",
  "city",
  "address",
  "landmark",
  "notes",
  "units",
  "subtotal",
  "discount",
  "delivery_fee",
  "total",
  "courier",
  "amount_to_collect",
  "settlement_id",
] as const;

// ---------------------------------------------------------------- bulk moves

/** The most orders one bulk move takes: each is its own transaction, the answer comes when all are done. */
export const maxBulkMove = 100;

/** The moves the order list offers for a selection (cancelling and returning need a reason, one by one). */
export const bulkMoveTargets = ["confirmed", "preparing", "with_courier", "delivered"] as const;
export type BulkMoveTarget = (typeof bulkMoveTargets)[number];

export const bulkMoveRequestSchema = z
  .object({
    order_numbers: z
      .array(z.string().trim().min(1).max(40), { error: "required" })
      .min(1, { error: "required" })
      .max(maxBulkMove, { error: "too_many" }),
    status: z.enum(bulkMoveTargets, { error: "invalid_status" }),
    /** an active courier: required to hand the orders over (`with_courier`) */
    courier_id: z.number().int().positive().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "with_courier" && body.courier_id === undefined)
      ctx.addIssue({ code: "custom", path: ["courier_id"], message: "required" });
  });
export type BulkMoveRequest = z.infer<typeof bulkMoveRequestSchema>;

/** Why an order of a bulk move was left as it was. */
export const bulkSkipReasons = [
  "not_found",
  "not_allowed",
  "moved_meanwhile",
  "out_of_stock",
  "settled",
  // a blocked phone's order waits for someone to confirm it on its own page, with the warning in view (decision 0034)
  "blocked_phone",
] as const;
export type BulkSkipReason = (typeof bulkSkipReasons)[number];

export const bulkMoveResultSchema = z.object({
  status: z.enum(bulkMoveTargets),
  moved: z.array(z.string()),
  skipped: z.array(
    z.object({
      order_number: z.string(),
      /** the order's status when it was skipped (absent: no such order) */
      status: z.enum(orderStatuses).nullable(),
      reason: z.enum(bulkSkipReasons),
    }),
  ),
});
export type BulkMoveResult = z.infer<typeof bulkMoveResultSchema>;
