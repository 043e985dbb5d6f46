import { z } from "zod";
import { localizedSchema } from "./i18n.ts";
import type { Localized } from "./languages.ts";

/**
 * Returns after delivery and the shop's list of cancel and return reasons (issue 38, decision 0033).
 * A zod message here is a stable code (`required`, `too_long`) that the staff app translates.
 */

export const orderReasonKinds = ["cancel", "return"] as const;
export type OrderReasonKind = (typeof orderReasonKinds)[number];

/** What happens to a returned unit: back on the shelf through the stock ledger, or recorded as damaged only. */
export const returnConditions = ["restock", "damaged"] as const;
export type ReturnCondition = (typeof returnConditions)[number];

// ---------------------------------------------------------------- the reasons list

const localizedLabel = localizedSchema.extend({
  ar: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(120, { error: "too_long" }),
  en: z.string().trim().max(120, { error: "too_long" }).optional(),
  ckb: z.string().trim().max(120, { error: "too_long" }).optional(),
  tr: z.string().trim().max(120, { error: "too_long" }).optional(),
  it: z.string().trim().max(120, { error: "too_long" }).optional(),
});

export const orderReasonSchema = z.object({
  id: z.number().int(),
  kind: z.enum(orderReasonKinds),
  label: localizedSchema,
  active: z.boolean(),
  position: z.number().int(),
});
export type OrderReasonView = z.infer<typeof orderReasonSchema> & { label: Localized };
export const orderReasonListResponseSchema = z.object({ data: z.array(orderReasonSchema) });
export const orderReasonResponseSchema = z.object({ data: orderReasonSchema });

export const orderReasonListQuerySchema = z.object({
  kind: z.enum(orderReasonKinds).optional(),
  /** `true`: the active ones only (the pickers); the settings page asks for all */
  active: z.enum(["true", "false"]).optional(),
});

export const orderReasonCreateSchema = z.object({
  kind: z.enum(orderReasonKinds, { error: "required" }),
  label: localizedLabel,
  active: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type OrderReasonCreate = z.infer<typeof orderReasonCreateSchema>;

export const orderReasonUpdateSchema = z.object({
  label: localizedLabel.optional(),
  active: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type OrderReasonUpdate = z.infer<typeof orderReasonUpdateSchema>;

// ---------------------------------------------------------------- returns

export const orderReturnLineRequestSchema = z.object({
  size_id: z.number({ error: "required" }).int().positive(),
  quantity: z.number({ error: "required" }).int().positive({ error: "too_small" }).max(10_000),
  condition: z.enum(returnConditions, { error: "invalid_condition" }),
});

export const orderReturnRequestSchema = z
  .object({
    lines: z.array(orderReturnLineRequestSchema).min(1, { error: "required" }).max(100),
    reason_id: z.number().int().positive().optional(),
    reason: z.string().trim().max(500, { error: "too_long" }).optional(),
    /** cash handed back to the customer, IQD (needs `orders.refund` when above 0) */
    refund: z.number({ error: "required" }).int().min(0, { error: "too_small" }).max(100_000_000).default(0),
    /** the staff-entered order the customer took instead: an exchange */
    exchange_order_number: z.string().trim().max(20).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason_id === undefined && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "required" });
    }
  });
export type OrderReturnRequest = z.input<typeof orderReturnRequestSchema>;

/** Links the order the customer took instead to a return recorded earlier (an exchange decided after). */
export const orderReturnExchangeRequestSchema = z.object({
  exchange_order_number: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(20),
});

const staffRef = z.object({ id: z.number().int(), name: z.string() });

export const orderReturnSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: staffRef.nullable(),
  reason_id: z.number().int().nullable(),
  reason_label: localizedSchema.nullable().meta({ description: "the listed reason's label" }),
  reason: z.string().nullable().meta({ description: "free text beside the listed reason" }),
  refund: z.number().int(),
  exchange_order_number: z.string().nullable(),
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      size_id: z.number().int().nullable(),
      quantity: z.number().int(),
      condition: z.enum(returnConditions),
    }),
  ),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** An order's returns, what is still returnable per line, and the order this one is an exchange for. */
export const orderReturnsSchema = z.object({
  returns: z.array(orderReturnSchema),
  returnable: z.array(
    z.object({
      order_item_id: z.number().int(),
      size_id: z.number().int().nullable(),
      delivered: z.number().int(),
      returned: z.number().int(),
    }),
  ),
  refunded: z.number().int().meta({ description: "the sum of the refunds, IQD" }),
  exchange_for: z
    .string()
    .nullable()
    .meta({ description: "the order number whose return this order replaces (an exchange)" }),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;
export const orderReturnsResponseSchema = z.object({ data: orderReturnsSchema });
export const orderReturnResponseSchema = z.object({ data: orderReturnSchema });
