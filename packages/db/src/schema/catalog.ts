/** Catalogue tables, owned by apps/server/src/modules/catalog: brands, parts, sub-parts, categories, colours, products and their colours, sizes (price and stock), texts and accessories. */
import type { ActorKind, StockAdjustmentReason, StockMovementReason } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, localized, type MediaKey, sortOrder, status, timestamps } from "./columns.ts";

export const brands = pgTable(
  "brands",
  {
    id: id(),
    name: localized("name").notNull(),
    country: localized("country").notNull(),
    logo: text("logo").$type<MediaKey>().notNull(),
    backgroundImage: text("background_image").$type<MediaKey>().notNull(),
    catalogFile: text("catalog_file").$type<MediaKey>(),
    sortOrder: sortOrder(),
    /** Staff deactivate rather than delete: an inactive brand is hidden from the storefront's menus and lists. */
    active: boolean("active").notNull().default(true),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("brands_sort_order_idx").on(t.sortOrder)],
);

export const parts = pgTable("parts", {
  id: id(),
  name: localized("name").notNull(),
  sortOrder: sortOrder(),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

export const subParts = pgTable(
  "sub_parts",
  {
    id: id(),
    partId: integer("part_id")
      .notNull()
      .references(() => parts.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    sortOrder: sortOrder(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("sub_parts_part_id_idx").on(t.partId)],
);

export const categories = pgTable(
  "categories",
  {
    id: id(),
    subPartId: integer("sub_part_id")
      .notNull()
      .references(() => subParts.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    backgroundImage: text("background_image").$type<MediaKey>(),
    sortOrder: sortOrder(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("categories_sub_part_id_idx").on(t.subPartId)],
);

export const colors = pgTable("colors", {
  id: id(),
  name: localized("name").notNull(),
  hex: text("hex").notNull(),
  ...timestamps,
});

export const products = pgTable(
  "products",
  {
    id: id(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    name: localized("name").notNull(),
    /** HTML */
    description: localized("description").notNull(),
    /** HTML */
    detail: localized("detail").notNull(),
    code: text("code").notNull(),
    image: text("image").$type<MediaKey>().notNull(),
    pdf: text("pdf").$type<MediaKey>(),
    discount: integer("discount").notNull().default(0),
    /** 1 active, 0 inactive */
    status: status(),
    rating: real("rating").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    unitsSold: integer("units_sold").notNull().default(0),
    /**
     * Normalised text (normalizeForSearch) of the name in all five languages, brand, categories and code;
     * maintained by the writer with `productSearchDocument()`. The server's in-memory search index is built
     * from it (apps/server/src/modules/search/search-index.ts).
     */
    searchDocument: text("search_document").notNull().default(""),
    /**
     * Whether any size of any colour has stock: kept by a trigger on product_color_sizes (migration 0008), so
     * that search can put products in stock first without looking at the sizes. A flip touches updated_at.
     */
    inStock: boolean("in_stock").notNull().default(false),
    /**
     * Whether some size with stock has at most lowStockThreshold (5) left, and whether some colour has an image:
     * kept by triggers on product_color_sizes and product_colors (migration 0015) for the staff list's
     * "low stock" and "no image" filters, which then read one small index instead of every colour and size.
     */
    lowStock: boolean("low_stock").notNull().default(false),
    hasImage: boolean("has_image").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_code_key").on(t.code),
    index("products_brand_id_idx").on(t.brandId),
    index("products_created_at_idx").on(t.createdAt),
    // Listings show listed products newest first (ORDER BY … DESC, which means NULLS FIRST); this partial
    // index serves both the page and its count.
    index("products_listed_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 1 AND ${t.deletedAt} IS NULL`),
    index("products_status_idx").on(t.status),
    index("products_units_sold_idx").on(t.unitsSold),
    /** The search index reads the rows changed since its last look (a trigger sets updated_at on update). */
    index("products_updated_at_idx").on(t.updatedAt),
    // The staff list (issue 16), deleted products left out: search with LIKE on the normalised document, and
    // pages newest first or by Arabic name read in index order (the page and its count, on 100,000 products).
    index("products_search_document_trgm_idx").using("gin", sql`${t.searchDocument} gin_trgm_ops`),
    index("products_staff_newest_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} IS NULL`),
    index("products_staff_name_idx").on(sql`(${t.name} ->> 'ar')`, t.id).where(sql`${t.deletedAt} IS NULL`),
    index("products_staff_out_of_stock_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND NOT ${t.inStock}`),
    // Status last (drizzle has no INCLUDE; after the unique id it changes no order): "active and low stock"
    // reads the index alone, and so does its count (127 → 5.5 ms on 100,000 products, migration 0018).
    index("products_staff_low_stock_idx")
      .on(t.createdAt.desc(), t.id.desc(), t.status)
      .where(sql`${t.deletedAt} IS NULL AND ${t.lowStock}`),
    index("products_staff_inactive_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.status} <> 1`),
    // A brand's products newest first, and their count, from the index alone (the biggest brand: 92 → 4.5 ms).
    index("products_staff_brand_idx")
      .on(t.brandId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index("products_staff_no_image_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND NOT ${t.hasImage}`),
    // The staff list's "name missing in a language" filter, one small index per translated language.
    ...(["en", "ckb", "tr", "it"] as const).map((lang) =>
      index(`products_staff_missing_${lang}_idx`)
        .on(t.createdAt.desc(), t.id.desc())
        .where(
          sql`${t.deletedAt} IS NULL AND coalesce(btrim(${t.name} ->> ${sql.raw(`'${lang}'`)}), '') = ''`,
        ),
    ),
    check("products_discount_range", sql`${t.discount} >= 0 AND ${t.discount} <= 100`),
    check("products_rating_range", sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category_id_idx").on(t.categoryId),
  ],
);

export const productColors = pgTable(
  "product_colors",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorId: integer("color_id")
      .notNull()
      .references(() => colors.id),
    images: jsonb("images").$type<MediaKey[]>().notNull().default([]),
    invoiceNumber: text("invoice_number"),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [
    index("product_colors_product_id_idx").on(t.productId),
    // The staff list's "no colour with an image" filter (issue 16).
    index("product_colors_with_images_idx").on(t.productId).where(sql`jsonb_array_length(${t.images}) > 0`),
    index("product_colors_color_id_idx").on(t.colorId),
  ],
);

/** The sellable variant: holds price and stock. */
export const productColorSizes = pgTable(
  "product_color_sizes",
  {
    id: id(),
    productColorId: integer("product_color_id")
      .notNull()
      .references(() => productColors.id, { onDelete: "cascade" }),
    size: localized("size").notNull(),
    price: integer("price").notNull(),
    quantity: integer("quantity").notNull().default(0),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [
    index("product_color_sizes_product_color_id_idx").on(t.productColorId),
    // The staff list's low-stock filter (catalog-insights.service.ts: 1 to 5 pieces).
    index("product_color_sizes_low_stock_idx").on(t.productColorId).where(sql`${t.quantity} BETWEEN 1 AND 5`),
    check("product_color_sizes_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("product_color_sizes_price_nonnegative", sql`${t.price} >= 0`),
  ],
);

export const productSpecifications = pgTable(
  "product_specifications",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index("product_specifications_product_id_idx").on(t.productId)],
);

export const productAboutItems = pgTable(
  "product_about_items",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index("product_about_items_product_id_idx").on(t.productId)],
);

export const productAccessories = pgTable(
  "product_accessories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    accessoryId: integer("accessory_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.accessoryId] }),
    index("product_accessories_accessory_id_idx").on(t.accessoryId),
  ],
);

/**
 * The stock ledger: one row per change of a size's quantity, written in the same transaction as the change
 * (sale, cancellation, adjustment, stocktake, import), with who did it and the quantity it left. Rows are never
 * updated; a deleted size leaves its rows (size_id becomes null) and the product keeps them. Sales and
 * cancellations are also the product's units sold through orders (best sellers).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    sizeId: integer("size_id").references(() => productColorSizes.id, { onDelete: "set null" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** units in (positive) or out (negative) */
    delta: integer("delta").notNull(),
    /** the size's quantity right after this movement */
    quantityAfter: integer("quantity_after").notNull(),
    reason: text("reason").$type<StockMovementReason>().notNull(),
    actor: text("actor").$type<ActorKind>().notNull(),
    actorId: integer("actor_id"),
    orderNumber: text("order_number"),
    /** Why a stock clerk adjusted (received, damaged, …): adjustments only. */
    adjustmentReason: text("adjustment_reason").$type<StockAdjustmentReason>(),
    note: text("note"),
    // Append-only: no updated_at.
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_size_id_idx").on(t.sizeId, t.id),
    index("stock_movements_product_id_idx").on(t.productId, t.reason),
    check(
      "stock_movements_reason_values",
      sql`${t.reason} IN ('sale', 'cancellation', 'return', 'adjustment', 'stocktake', 'import')`,
    ),
    check("stock_movements_quantity_after_nonnegative", sql`${t.quantityAfter} >= 0`),
    check(
      "stock_movements_adjustment_reason_values",
      sql`${t.adjustmentReason} IN ('received', 'returned', 'damaged', 'lost', 'correction', 'other')`,
    ),
  ],
);

export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
export type Part = typeof parts.$inferSelect;
export type NewPart = typeof parts.$inferInsert;
export type SubPart = typeof subParts.$inferSelect;
export type NewSubPart = typeof subParts.$inferInsert;
export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Color = typeof colors.$inferSelect;
export type NewColor = typeof colors.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductCategory = typeof productCategories.$inferSelect;
export type NewProductCategory = typeof productCategories.$inferInsert;
export type ProductColor = typeof productColors.$inferSelect;
export type NewProductColor = typeof productColors.$inferInsert;
export type ProductColorSize = typeof productColorSizes.$inferSelect;
export type NewProductColorSize = typeof productColorSizes.$inferInsert;
export type ProductSpecification = typeof productSpecifications.$inferSelect;
export type NewProductSpecification = typeof productSpecifications.$inferInsert;
export type ProductAboutItem = typeof productAboutItems.$inferSelect;
export type NewProductAboutItem = typeof productAboutItems.$inferInsert;
export type ProductAccessory = typeof productAccessories.$inferSelect;
export type NewProductAccessory = typeof productAccessories.$inferInsert;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type NewStockMovement = typeof stockMovements.$inferInsert;
