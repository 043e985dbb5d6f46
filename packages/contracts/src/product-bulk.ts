import { z } from "zod";
import { localizedSchema } from "./i18n.ts";
import { staffProductListQuerySchema } from "./staff-products.ts";

/**
 * Bulk changes from the staff product list (issue 19): one change to every product the list's filters select
 * (all pages), previewed first (before and after), then applied in batches with one audit entry each.
 */
const id = z.number().int().positive().max(2_147_483_647);

export const bulkChangeSchema = z.discriminatedUnion("kind", [
  /** Each size's price by a percentage or an amount of IQD, then rounded to the nearest 250 IQD. */
  z
    .object({
      kind: z.literal("price"),
      percent: z.number().min(-90).max(500).optional(),
      amount: z.number().int().min(-10_000_000).max(10_000_000).optional(),
    })
    .refine((c) => (c.percent === undefined) !== (c.amount === undefined), {
      error: "percent_or_amount",
      path: ["percent"],
    }),
  z.object({ kind: z.literal("discount"), value: z.number().int().min(0).max(100) }),
  z.object({ kind: z.literal("active"), value: z.boolean() }),
  z.object({ kind: z.literal("brand"), brand_id: id }),
  /** `add` files the products in the category too; `replace` makes it their only one. */
  z.object({ kind: z.literal("category"), category_id: id, mode: z.enum(["add", "replace"]).default("add") }),
]);
export type BulkChange = z.input<typeof bulkChangeSchema>;

/** The list's filters (page and sort aside) and the change. */
export const bulkRequestSchema = z.object({
  filters: staffProductListQuerySchema.omit({ page: true, per_page: true, sort: true }).default({}),
  change: bulkChangeSchema,
});
export type BulkRequest = z.input<typeof bulkRequestSchema>;

export const bulkPreviewRowSchema = z.object({
  product_id: z.number().int(),
  code: z.string(),
  name: localizedSchema,
  /** The size, for price changes. */
  size: localizedSchema.nullable(),
  before: z.string(),
  after: z.string(),
});
export type BulkPreviewRow = z.infer<typeof bulkPreviewRowSchema>;

export const bulkAnswerSchema = z.object({
  applied: z.boolean(),
  /** Products the filters select. */
  products: z.number().int(),
  /** Rows that change (sizes for a price change, else products). */
  changes: z.number().int(),
  /** The first 100 changes, before and after. */
  preview: z.array(bulkPreviewRowSchema),
});
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;
