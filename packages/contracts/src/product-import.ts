import { z } from "zod";
import { languages } from "./languages.ts";

/**
 * The product sheet (issue 19): what `GET /staff/export/products.csv|.xlsx` writes and
 * `POST /staff/import/products` reads. One row per size; a product's own columns repeat on each of its rows.
 * Lists (categories, images) are separated by `|`. Brands, categories and colours are named in any language.
 */
export const productSheetColumns = [
  "code",
  ...languages.map((lang) => `name:${lang}` as const),
  "brand",
  "categories",
  "discount",
  "active",
  "colour",
  ...languages.map((lang) => `size:${lang}` as const),
  "price",
  "stock",
  "images",
  /**
   * The size's stock when the file was exported (issue 33): with `set_stock`, a row whose stock the file
   * changes is applied only if the shop still holds this many; otherwise it is a conflict, not applied.
   */
  "stock_at_export",
] as const;
export type ProductSheetColumn = (typeof productSheetColumns)[number];
/** Without these a file is refused as a whole (`missing_column`). */
export const requiredSheetColumns = ["code", "name:ar", "brand", "colour", "size:ar", "price"] as const;

export const importErrorCodes = [
  "required",
  "too_long",
  "invalid_code",
  "invalid_number",
  "out_of_range",
  "invalid_flag",
  "unknown_brand",
  "unknown_category",
  "unknown_colour",
  "foreign_image",
  "invalid_image",
  "conflicting_value",
  "duplicate_size",
  "product_rejected",
  "formula",
  // Conflicts (issue 33): the row is valid, but the catalogue moved since the export.
  "stock_changed",
  "stock_at_export_missing",
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

export const importModes = ["valid", "all"] as const;
export type ImportMode = (typeof importModes)[number];

export const importQuerySchema = z.object({
  /** `true`: report only, write nothing. */
  dry_run: z.enum(["true", "false"]).default("false"),
  /** `valid`: write the products whose rows are all valid; `all`: write nothing unless every row is. */
  mode: z.enum(importModes).default("all"),
  /** `true`: a brand the file names that does not exist is created (its logo a placeholder to replace). */
  create_brands: z.enum(["true", "false"]).default("false"),
  /** A sub-part's id: a category the file names that does not exist is created in it. */
  create_categories_in: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /**
   * `true`: the `stock` column sets each size's stock (new sizes' opening stock too); a row whose size's stock
   * changed since the export (`stock_at_export`) is a conflict and is not applied. Otherwise stock is left as it is.
   */
  set_stock: z.enum(["true", "false"]).default("false"),
  /** `true`: answer 202 with a job at once and write in the background (follow it at /staff/import/jobs/{id}). */
  background: z.enum(["true", "false"]).default("false"),
});

export const importFieldChangeSchema = z.object({
  column: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type ImportFieldChange = z.infer<typeof importFieldChangeSchema>;

export const importRowReportSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  code: z.string(),
  /** `conflict`: the catalogue changed since the export (see `errors`); the row is not applied. */
  action: z.enum(["create", "update", "unchanged", "rejected", "conflict"]),
  errors: z.array(z.object({ column: z.string(), code: z.enum(importErrorCodes), message: z.string() })),
  /**
   * What the row changes (or would change, on a dry run) in a product that exists, field by field, as the sheet
   * writes it (`old` null: a new colour or size). A product's own fields are listed on its first row.
   */
  changes: z.array(importFieldChangeSchema),
});
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

export const importReportSchema = z.object({
  dry_run: z.boolean(),
  mode: z.enum(importModes),
  /** Whether the `stock` column was applied (`set_stock`). */
  set_stock: z.boolean(),
  /** Whether anything was written (never on a dry run; not in `all` mode with a rejected or conflicting row). */
  applied: z.boolean(),
  summary: z.object({
    rows: z.number().int(),
    products: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
    conflict: z.number().int(),
    /** Rows whose stock differs from the shop's but was left as it is (`set_stock` not asked for). */
    stock_ignored: z.number().int(),
  }),
  /** Brands and categories the import creates (or would create, on a dry run), by name. */
  new_brands: z.array(z.string()),
  new_categories: z.array(z.string()),
  rows: z.array(importRowReportSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An import written in the background (`background=true`): its progress, then its report. */
export const importJobSchema = z.object({
  id: z.string(),
  state: z.enum(["running", "done", "failed"]),
  /** Products written so far, of `total`. */
  written: z.number().int(),
  total: z.number().int(),
  report: importReportSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
