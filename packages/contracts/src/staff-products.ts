import { z } from "zod";
import { languages } from "./languages.ts";
import { hiddenProductReasons } from "./staff.ts";

/**
 * The staff catalogue's product list, product page and "why can't customers see or buy this?" panel
 * (issue 16, STAFF.md). Writes use the catalogue write schemas (catalog-admin.ts). Money is integer IQD.
 */

const localized = z.object({
  ar: z.string(),
  en: z.string().optional(),
  ckb: z.string().optional(),
  tr: z.string().optional(),
  it: z.string().optional(),
});

export const staffProductSorts = ["newest", "oldest", "name", "-name", "code", "-code", "updated"] as const;
export type StaffProductSort = (typeof staffProductSorts)[number];

/** List filters as the URL carries them (`?q=&brand=&category=&active=&stock=&missing=&hidden=&sort=&page=`). */
export const staffProductListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  brand: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  active: z.enum(["1", "0"]).optional(),
  /** `out`: no size has stock; `low`: some size is low (1 to the threshold). */
  stock: z.enum(["out", "low"]).optional(),
  /** The name has no text in this language. */
  missing: z.enum(languages).optional(),
  /** The home screen's hidden-product reasons. */
  hidden: z.enum(hiddenProductReasons).optional(),
  sort: z.enum(staffProductSorts).default("newest"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type StaffProductListQuery = z.input<typeof staffProductListQuerySchema>;

export const staffProductRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localized,
  brand: z.object({ id: z.number().int(), name: localized }),
  image: z.string().nullable(),
  active: z.boolean(),
  in_stock: z.boolean(),
  /** Lowest size price, IQD; null without sizes. */
  price: z.number().int().nullable(),
  stock: z.number().int(),
  missing_languages: z.array(z.enum(languages)),
  updated_at: z.string(),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;

export const staffProductListResponseSchema = z.object({
  data: z.array(staffProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  /** The low-stock threshold the `stock=low` filter uses. */
  low_stock_threshold: z.number().int(),
});
export type StaffProductList = z.infer<typeof staffProductListResponseSchema>;

export const staffSizeSchema = z.object({
  id: z.number().int(),
  size: localized,
  price: z.number().int(),
  quantity: z.number().int(),
  sort_order: z.number().int(),
});
export type StaffSize = z.infer<typeof staffSizeSchema>;

export const staffProductColorSchema = z.object({
  id: z.number().int(),
  color_id: z.number().int(),
  color: z.object({ name: localized, hex: z.string() }),
  images: z.array(z.string()),
  invoice_number: z.string().nullable(),
  sort_order: z.number().int(),
  sizes: z.array(staffSizeSchema),
});
export type StaffProductColor = z.infer<typeof staffProductColorSchema>;

export const staffProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localized,
  brand_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  description: localized,
  detail: localized,
  image: z.string().nullable(),
  pdf: z.string().nullable(),
  discount: z.number().int(),
  active: z.boolean(),
  specifications: z.array(localized),
  about: z.array(localized),
  accessories: z.array(z.object({ id: z.number().int(), code: z.string(), name: localized })),
  colors: z.array(staffProductColorSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffProductResponseSchema = z.object({ data: staffProductSchema });

/** Why customers cannot see (`hidden`) or cannot buy (`not_buyable`) a product: all that apply. */
export const visibilityReasons = [
  "deleted",
  "inactive",
  "brand_removed",
  "brand_inactive",
  "category_inactive",
  "no_arabic_name",
  "no_color",
  "no_image",
  "no_size",
  "no_price",
  "no_stock",
  "missing_translation",
] as const;
export type VisibilityReason = (typeof visibilityReasons)[number];

export const staffProductVisibilitySchema = z.object({
  /** Customers find it in lists, search and its page. */
  visible: z.boolean(),
  /** Customers can put it in the cart. */
  buyable: z.boolean(),
  reasons: z.array(
    z.object({
      reason: z.enum(visibilityReasons),
      /** `hidden`: it keeps the product out of sight; `not_buyable`: it can be seen, not bought; `degraded`: shown in Arabic. */
      effect: z.enum(["hidden", "not_buyable", "degraded"]),
      /** missing_translation: the language whose customers see the Arabic text instead. */
      language: z.enum(languages).optional(),
    }),
  ),
});
export type StaffProductVisibility = z.infer<typeof staffProductVisibilitySchema>;
export const staffProductVisibilityResponseSchema = z.object({ data: staffProductVisibilitySchema });

export const paletteColorSchema = z.object({ id: z.number().int(), name: localized, hex: z.string() });
export type PaletteColor = z.infer<typeof paletteColorSchema>;
export const paletteResponseSchema = z.object({ data: z.array(paletteColorSchema) });
