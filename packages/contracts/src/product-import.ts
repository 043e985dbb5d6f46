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
  /** `true`: answer 202 with a job at once and write in the background (follow it at /staff/import/jobs/{id}). */
  background: z.enum(["true", "false"]).default("false"),
});

export const importRowReportSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  code: z.string(),
  action: z.enum(["create", "update", "unchanged", "rejected"]),
  errors: z.array(z.object({ column: z.string(), code: z.enum(importErrorCodes), message: z.string() })),
});
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

export const importReportSchema = z.object({
  dry_run: z.boolean(),
  mode: z.enum(importModes),
  /** Whether anything was written (never on a dry run; not in `all` mode with a rejected row). */
  applied: z.boolean(),
  summary: z.object({
    rows: z.number().int(),
    products: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
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
