import { z } from "zod";
import { namedActorSchema } from "./audit.ts";
import { paginatedSchema } from "./catalog.ts";
import { localizedSchema } from "./i18n.ts";
import type { Localized } from "./languages.ts";

/**
 * Staff writes to the catalogue (the dashboard's forms and the server's one write path validate with these same
 * schemas). Translated fields are `{ ar, en?, ckb?, tr?, it? }` as stored; blank translations are dropped. Money
 * is integer IQD. HTML fields are accepted as written and sanitized by the server.
 */

const maxInt = 2_147_483_647;
/** A row id: positive and within PostgreSQL's integer, so that no id can overflow a query. */
export const entityIdSchema = z.number().int().positive().max(maxInt);

function withoutBlanks(value: Record<string, string | undefined>): Localized {
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(value)) if (text !== undefined && text !== "") out[lang] = text;
  return { ...out, ar: value.ar ?? "" } as Localized;
}

/** A translated text: Arabic required, each language at most `max` characters. */
export const localizedTextSchema = (max: number) =>
  z
    .object({
      ar: z.string().trim().min(1).max(max),
      en: z.string().trim().max(max).optional(),
      ckb: z.string().trim().max(max).optional(),
      tr: z.string().trim().max(max).optional(),
      it: z.string().trim().max(max).optional(),
    })
    .transform(withoutBlanks);

/** Translated HTML (descriptions): Arabic may be empty; sanitized by the server, not refused. */
export const localizedHtmlSchema = z
  .object({
    ar: z.string().max(20_000).default(""),
    en: z.string().max(20_000).optional(),
    ckb: z.string().max(20_000).optional(),
    tr: z.string().max(20_000).optional(),
    it: z.string().max(20_000).optional(),
  })
  .transform(withoutBlanks);

/** A media key relative to the media directory (`products/sink-1.webp`) or an http(s) URL. */
export const mediaKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^(https?:\/\/\S+|[A-Za-z0-9][A-Za-z0-9._/-]*)$/)
  .refine((key) => !key.split("/").includes(".."), { message: "Invalid media key" });

export const moneySchema = z.number().int().min(0).max(2_000_000_000);
export const sortOrderSchema = z.number().int().min(0).max(100_000);
export const stockQuantitySchema = z.number().int().min(0).max(1_000_000);

export const productCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u);

/** A colour of the palette (shared by products). */
export const colorCreateSchema = z.object({
  name: localizedTextSchema(60),
  hex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type ColorCreate = z.input<typeof colorCreateSchema>;
export const colorUpdateSchema = colorCreateSchema.partial();

/** A size of a product colour: the sellable variant. Its stock changes only through stock movements. */
export const sizeCreateSchema = z.object({
  size: localizedTextSchema(60),
  price: moneySchema,
  /** The opening stock, recorded as the size's first movement. */
  quantity: stockQuantitySchema.optional(),
  sort_order: sortOrderSchema.optional(),
});
export type SizeCreate = z.input<typeof sizeCreateSchema>;
export const sizeUpdateSchema = sizeCreateSchema.omit({ quantity: true }).partial();
export type SizeUpdate = z.input<typeof sizeUpdateSchema>;

/** A product's colour: which palette colour, its images in order. */
const productColorFields = {
  color_id: entityIdSchema,
  images: z.array(mediaKeySchema).max(30),
  invoice_number: z.string().trim().max(60).nullable(),
  sort_order: sortOrderSchema,
};
export const productColorCreateSchema = z
  .object(productColorFields)
  .partial()
  .required({ color_id: true })
  .extend({ sizes: z.array(sizeCreateSchema).max(50).optional() });
export type ProductColorCreate = z.input<typeof productColorCreateSchema>;
export const productColorUpdateSchema = z.object(productColorFields).partial();
export type ProductColorUpdate = z.input<typeof productColorUpdateSchema>;

/** A product's own fields. A create needs name, code and brand; an update sends only what changes. */
const productFields = {
  name: localizedTextSchema(200),
  code: productCodeSchema,
  brand_id: entityIdSchema,
  category_ids: z.array(entityIdSchema).max(20),
  description: localizedHtmlSchema,
  detail: localizedHtmlSchema,
  image: mediaKeySchema.nullable(),
  pdf: mediaKeySchema.nullable(),
  discount: z.number().int().min(0).max(100),
  active: z.boolean(),
  /** Ordered translatable rows. */
  specifications: z.array(localizedTextSchema(300)).max(50),
  about: z.array(localizedTextSchema(300)).max(50),
  accessory_ids: z.array(entityIdSchema).max(50),
  /** Accessories by product code (as imports name them): existing products, or others of the same batch. */
  accessory_codes: z.array(productCodeSchema).max(50),
};
/** A new product, optionally with its colours and their sizes (one write: the form's or an import row's). */
export const productCreateSchema = z
  .object(productFields)
  .partial()
  .required({ name: true, code: true, brand_id: true })
  .extend({ colors: z.array(productColorCreateSchema).max(30).optional() });
export type ProductCreate = z.input<typeof productCreateSchema>;
/** Several new products in one write (an import's batch, the demo seed). */
export const productBatchCreateSchema = z.array(productCreateSchema).min(1).max(1000);
export const productUpdateSchema = z.object(productFields).partial();
export type ProductUpdate = z.input<typeof productUpdateSchema>;

const brandFields = {
  name: localizedTextSchema(100),
  country: localizedTextSchema(100),
  logo: mediaKeySchema,
  background_image: mediaKeySchema,
  catalog_file: mediaKeySchema.nullable(),
  sort_order: sortOrderSchema,
  /** Inactive: hidden from the storefront's menus and lists, kept for the products and orders that name it. */
  active: z.boolean(),
};
export const brandCreateSchema = z.object(brandFields).partial().required({
  name: true,
  country: true,
  logo: true,
  background_image: true,
});
export type BrandCreate = z.input<typeof brandCreateSchema>;
export const brandUpdateSchema = z.object(brandFields).partial();
export type BrandUpdate = z.input<typeof brandUpdateSchema>;

export const partCreateSchema = z.object({
  name: localizedTextSchema(100),
  sort_order: sortOrderSchema.optional(),
  active: z.boolean().optional(),
});
export type PartCreate = z.input<typeof partCreateSchema>;
export const partUpdateSchema = partCreateSchema.partial();

export const subPartCreateSchema = z.object({
  part_id: entityIdSchema,
  name: localizedTextSchema(100),
  sort_order: sortOrderSchema.optional(),
  active: z.boolean().optional(),
});
export type SubPartCreate = z.input<typeof subPartCreateSchema>;
export const subPartUpdateSchema = subPartCreateSchema.partial();

export const categoryCreateSchema = z.object({
  sub_part_id: entityIdSchema,
  name: localizedTextSchema(100),
  background_image: mediaKeySchema.nullable().optional(),
  sort_order: sortOrderSchema.optional(),
  active: z.boolean().optional(),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;
export const categoryUpdateSchema = categoryCreateSchema.partial();
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/** Why a size's quantity changed: every change is one stock movement. */
export const stockMovementReasons = [
  "sale",
  "cancellation",
  // units a customer brought back after delivery, put back on the shelf (issue 38)
  "return",
  "adjustment",
  "stocktake",
  "import",
] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

/** Why a stock clerk adjusts a size: goods received, returned to the shelf, damaged, lost, a correction, other. */
export const stockAdjustmentReasons = [
  "received",
  "returned",
  "damaged",
  "lost",
  "correction",
  "other",
] as const;
export type StockAdjustmentReason = (typeof stockAdjustmentReasons)[number];

const stockDeltaSchema = z
  .number()
  .int()
  .min(-1_000_000)
  .max(1_000_000)
  .refine((n) => n !== 0, { message: "A change of zero units changes nothing" });
const stockNoteSchema = z.string().trim().max(500);
/** "other" says nothing by itself: it needs a note. */
const noteForOther = (change: { reason?: StockAdjustmentReason | undefined; note?: string | undefined }) =>
  change.reason !== "other" || (change.note ?? "") !== "";
const noteRequired = { path: ["note"], message: "Say why in the note when the reason is “other”" };

/** A stock clerk's correction: units in (positive) or out (negative), and why (required). */
export const stockAdjustmentSchema = z
  .object({
    delta: stockDeltaSchema,
    reason: z.enum(stockAdjustmentReasons),
    note: stockNoteSchema.optional(),
  })
  .refine(noteForOther, noteRequired);
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

/** A stocktake: the quantity counted on the shelf becomes the size's stock. */
export const stocktakeSchema = z.object({
  counted: stockQuantitySchema,
  note: stockNoteSchema.optional(),
});
export type Stocktake = z.input<typeof stocktakeSchema>;

/**
 * The body of `POST /staff/sizes/{id}/stock`: an adjustment `{ delta, reason, note? }` or a stocktake
 * `{ counted, note? }`. One object (not a union) so that a mistake is reported on its field.
 */
export const stockChangeSchema = z
  .object({
    delta: stockDeltaSchema.optional(),
    reason: z.enum(stockAdjustmentReasons).optional(),
    counted: stockQuantitySchema.optional(),
    note: stockNoteSchema.optional(),
  })
  .superRefine((change, ctx) => {
    if ((change.delta === undefined) === (change.counted === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [change.delta === undefined ? "delta" : "counted"],
        message: "Send either `delta` with a `reason` (an adjustment) or `counted` (a stocktake)",
      });
    } else if (change.delta !== undefined && change.reason === undefined) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "An adjustment needs a reason" });
    } else if (!noteForOther(change)) {
      ctx.addIssue({ code: "custom", ...noteRequired });
    }
  });
export type StockChange = z.input<typeof stockChangeSchema>;

/** A size with this many pieces or fewer (but not none) is low on stock: the home screen, lists and filters. */
export const lowStockThreshold = 5;

/** The low-stock list: sizes with `min` ≤ quantity ≤ `threshold`, optionally of active products only. */
export const lowStockQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  threshold: z.coerce.number().int().min(0).max(1_000_000).default(lowStockThreshold),
  min: z.coerce.number().int().min(0).max(1_000_000).default(0),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  /** A product's code or name (any language). */
  q: z.string().trim().max(100).optional(),
});
export type LowStockQuery = z.infer<typeof lowStockQuerySchema>;

/**
 * Notes the system writes on the movements it makes, as stored (staff type their own notes on adjustments): the
 * staff app says them in its language (`system_note`), never in the stored English.
 */
export const stockSystemNotes = {
  opening_stock: "opening stock",
  import: "import",
  size_removed: "size removed",
  /** Units back on the shelf because a staff member reduced an order's line (not a cancellation). */
  order_line_reduced: "order line reduced",
} as const;
export type StockSystemNote = keyof typeof stockSystemNotes;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  size_id: z.number().int().nullable(),
  product_id: z.number().int(),
  delta: z.number().int(),
  quantity_after: z.number().int(),
  reason: z.enum(stockMovementReasons),
  adjustment_reason: z.enum(stockAdjustmentReasons).nullable(),
  actor: namedActorSchema,
  order_number: z.string().nullable(),
  note: z.string().nullable(),
  /** The note when the system wrote it, as a code to translate; then `note` is null. */
  system_note: z.enum(Object.keys(stockSystemNotes) as [StockSystemNote, ...StockSystemNote[]]).nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementListSchema = paginatedSchema(stockMovementSchema);

/** A size's stock with its colour and product: a row of the low-stock list, the head of a size's stock page. */
export const stockSizeSchema = z.object({
  size_id: z.number().int(),
  size: localizedSchema,
  quantity: z.number().int(),
  product_id: z.number().int(),
  product_name: localizedSchema,
  code: z.string(),
  active: z.boolean(),
  color: localizedSchema,
});
export type StockSize = z.infer<typeof stockSizeSchema>;
export const lowStockListSchema = paginatedSchema(stockSizeSchema);
