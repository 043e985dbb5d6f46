import { z } from "zod";

/**
 * Response shapes of the catalogue read calls (spec §3, §7), already localized to one language.
 * Media fields are absolute URLs.
 */

export const slideSchema = z.object({
  id: z.number().int(),
  media_type: z.enum(["video", "image"]),
  video: z.string().nullable(),
  image: z.string().nullable(),
  main_text: z.string(),
  description: z.string(),
});
export type Slide = z.infer<typeof slideSchema>;

export const featureSchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;

/** What a product card needs: a listing row. `price` is the lowest size price, `quantity` the stock over all sizes. */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  image: z.string(),
  price: z.number().int(),
  discount: z.number().int().min(0).max(100),
  rating: z.number(),
  reviews: z.number().int(),
  quantity: z.number().int(),
  createdAt: z.string(),
  brand: z.number().int(),
  brandName: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const brandSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  logo: z.string(),
  background_image: z.string(),
  catalog_file: z.string().nullable(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  icon: z.string().nullable(),
  link: z.string().nullable(),
  status: z.number().int(),
});
export type Setting = z.infer<typeof settingSchema>;

/** Everything the home page renders on the server in one load. */
export const homePageSchema = z.object({
  slides: z.array(slideSchema),
  features: z.array(featureSchema),
  newProducts: z.array(productCardSchema),
  brands: z.array(brandSummarySchema),
  showBestSelling: z.boolean(),
  bestSellers: z.array(productCardSchema),
});
export type HomePage = z.infer<typeof homePageSchema>;
