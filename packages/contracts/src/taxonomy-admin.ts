import { z } from "zod";
import { paginatedSchema } from "./catalog.ts";
import { localizedSchema } from "./i18n.ts";

/**
 * The staff app's views of brands, parts, sub-parts and categories (their writes: catalog-admin.ts). Media fields
 * come as the stored key (what a form sends back) and as a URL to show.
 */

export const taxonomyKinds = ["brands", "parts", "sub-parts", "categories"] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];

const common = {
  id: z.number().int(),
  name: localizedSchema,
  sort_order: z.number().int(),
  active: z.boolean(),
  updated_at: z.string(),
};

export const staffBrandSchema = z.object({
  ...common,
  country: localizedSchema,
  logo: z.string(),
  logo_url: z.string(),
  background_image: z.string(),
  background_image_url: z.string(),
  catalog_file: z.string().nullable(),
  catalog_file_url: z.string().nullable(),
  /** Products (not deleted) of the brand: a brand in use cannot be deleted, only deactivated. */
  products: z.number().int(),
});
export type StaffBrand = z.infer<typeof staffBrandSchema>;

export const staffPartSchema = z.object({ ...common, sub_parts: z.number().int() });
export type StaffPart = z.infer<typeof staffPartSchema>;

export const staffSubPartSchema = z.object({
  ...common,
  part_id: z.number().int(),
  part_name: localizedSchema,
  categories: z.number().int(),
});
export type StaffSubPart = z.infer<typeof staffSubPartSchema>;

export const staffCategorySchema = z.object({
  ...common,
  sub_part_id: z.number().int(),
  sub_part_name: localizedSchema,
  background_image: z.string().nullable(),
  background_image_url: z.string().nullable(),
  products: z.number().int(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const taxonomySorts = ["order", "name", "usage"] as const;
export type TaxonomySort = (typeof taxonomySorts)[number];

/**
 * A taxonomy list's search (`q`, any language), filters and page, kept in the staff app's URL. `usage` sorts by
 * how many products (parts: sub-parts, sub-parts: categories) use each, most first.
 */
export const taxonomyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  sort: z.enum(taxonomySorts).default("order"),
  /** Sub-parts of one part. */
  part_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Categories of one sub-part. */
  sub_part_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TaxonomyListQuery = z.infer<typeof taxonomyListQuerySchema>;

export const staffBrandListSchema = paginatedSchema(staffBrandSchema);
export const staffPartListSchema = paginatedSchema(staffPartSchema);
export const staffSubPartListSchema = paginatedSchema(staffSubPartSchema);
export const staffCategoryListSchema = paginatedSchema(staffCategorySchema);
