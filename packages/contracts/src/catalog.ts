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
  /** The button's label and target; when unset the storefront shows "buy now" to the product list. */
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
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

export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const categorySchema = categoryRefSchema.extend({ background_image: z.string().nullable() });
export type Category = z.infer<typeof categorySchema>;

/** A brand with the sub-parts and categories it sells in, as the menu nests them. */
export const brandSchema = brandSummarySchema.extend({
  sub_parts: z.array(
    z.object({ id: z.number().int(), name: z.string(), categories: z.array(categorySchema) }),
  ),
});
export type Brand = z.infer<typeof brandSchema>;

export const partSchema = z.object({ id: z.number().int(), name: z.string(), brands: z.array(brandSchema) });
export type Part = z.infer<typeof partSchema>;

export const colorSizeSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  /** A numeric string, as the spec's client expects. */
  price: z.string().regex(/^\d+$/),
  quantity: z.number().int().min(0),
});
export type ColorSize = z.infer<typeof colorSizeSchema>;

export const productColorSchema = z.object({
  id: z.number().int(),
  color_id: z.number().int(),
  color_name: z.string(),
  hex: z.string(),
  images: z.array(z.string()),
  invoice_number: z.string().nullable(),
  product_color_sizes: z.array(colorSizeSchema),
});
export type ProductColor = z.infer<typeof productColorSchema>;

export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });

/** The product detail (spec §3): every listed field. */
export const productDetailSchema = productCardSchema.extend({
  detail: z.string(),
  pdf: z.string().nullable(),
  status: z.number().int(),
  categories: z.array(categoryRefSchema),
  colors: z.array(namedItemSchema),
  product_colors: z.array(productColorSchema),
  about_products: z.array(namedItemSchema),
  specifications: z.array(namedItemSchema),
  accessories: z.array(productCardSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(9),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  });
export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  address: z.string(),
  phone: z.string(),
  secound_phone: z.string().nullable(),
  email: z.string().nullable(),
  location_link: z.string().nullable(),
  hours: z.array(z.object({ name: z.string() })),
});
export type Branch = z.infer<typeof branchSchema>;

export const blogCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogSchema = z.object({
  id: z.number().int(),
  blog_category_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  description: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogCategoryDetailSchema = blogCategorySchema.extend({ blog_details: z.array(blogSchema) });
export type BlogCategoryDetail = z.infer<typeof blogCategoryDetailSchema>;

export const advertTypes = ["horizontal", "vertical"] as const;
export const advertSchema = z.object({
  id: z.number().int(),
  type: z.enum(advertTypes),
  image: z.string(),
  link: z.string().nullable(),
  text: z.string(),
});
export type Advert = z.infer<typeof advertSchema>;

/** A preview link's draft slide and advert (issue 18): shown on the home page before they go live. */
export interface ContentPreview {
  slide: Slide | null;
  advert: Advert | null;
}

export const dealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string(),
  dealer_locations: z.array(z.object({ id: z.number().int(), name: z.string(), link: z.string() })),
});
export type Dealer = z.infer<typeof dealerSchema>;

export const dealerTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dealers: z.array(dealerSchema),
});
export type DealerType = z.infer<typeof dealerTypeSchema>;

export const ruleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  pdf: z.string().nullable(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const whatsAppContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  department: z.string(),
  /** The chat link: numbers starting 07 become 964 plus the rest (spec §7). */
  link: z.string(),
});
export type WhatsAppContact = z.infer<typeof whatsAppContactSchema>;

export const settingTypes = [
  "best_selling",
  "new_product",
  "our_dealer",
  "background_image_discount",
] as const;
export const settingKeys = [
  "phone",
  "email",
  "social",
  "location",
  "description",
  "payment",
  ...settingTypes,
] as const;

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
