import type { Language, Localized, StaffRole } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type { Localized };

/** Media columns hold a key relative to the media directory (`products/sink-3.svg`) or an absolute http(s) URL. */
type MediaKey = string;

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
const localized = (name: string) => jsonb(name).$type<Localized>();
const sortOrder = () => integer("sort_order").notNull().default(0);
const status = () => smallint("status").notNull().default(1);

// ---------------------------------------------------------------- catalogue

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
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("brands_sort_order_idx").on(t.sortOrder)],
);

export const parts = pgTable("parts", {
  id: id(),
  name: localized("name").notNull(),
  sortOrder: sortOrder(),
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

// ---------------------------------------------------------------- clients

/** Iraq's 18 governorates with their delivery fee in IQD. */
export const cities = pgTable("cities", {
  id: id(),
  name: localized("name").notNull(),
  deliveryFee: integer("delivery_fee").notNull().default(0),
  sortOrder: sortOrder(),
  ...timestamps,
});

export const clients = pgTable(
  "clients",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email"),
    /** E.164, e.g. +9647701234567 */
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    bornDate: date("born_date"),
    gender: text("gender").$type<"Male" | "Female">(),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    status: status(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clients_phone_key").on(t.phone),
    index("clients_city_id_idx").on(t.cityId),
    check("clients_gender_values", sql`${t.gender} IS NULL OR ${t.gender} IN ('Male', 'Female')`),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_client_id_idx").on(t.clientId),
    index("refresh_tokens_family_id_idx").on(t.familyId),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorId: integer("color_id").references(() => colors.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("favourites_client_product_key").on(t.clientId, t.productId),
    index("favourites_product_id_idx").on(t.productId),
  ],
);

export const ratings = pgTable(
  "ratings",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    rate: smallint("rate").notNull(),
    ratedOn: date("rated_on").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("ratings_client_product_key").on(t.clientId, t.productId),
    index("ratings_product_id_idx").on(t.productId),
    check("ratings_rate_range", sql`${t.rate} >= 1 AND ${t.rate} <= 5`),
  ],
);

export const visits = pgTable(
  "visits",
  {
    id: id(),
    url: text("url").notNull(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("visits_client_id_idx").on(t.clientId), index("visits_created_at_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- content

export const blogCategories = pgTable("blog_categories", {
  id: id(),
  name: localized("name").notNull(),
  ...timestamps,
});

export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    blogCategoryId: integer("blog_category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
    title: localized("title").notNull(),
    image: text("image").$type<MediaKey>().notNull(),
    images: jsonb("images").$type<MediaKey[]>().notNull().default([]),
    /** HTML */
    description: localized("description").notNull(),
    note: localized("note"),
    ...timestamps,
  },
  (t) => [
    index("blogs_blog_category_id_idx").on(t.blogCategoryId),
    index("blogs_created_at_idx").on(t.createdAt),
  ],
);

export const adverts = pgTable(
  "adverts",
  {
    id: id(),
    type: text("type").$type<"horizontal" | "vertical">().notNull(),
    image: text("image").$type<MediaKey>().notNull(),
    link: text("link"),
    text: localized("text"),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [
    index("adverts_type_idx").on(t.type, t.sortOrder),
    check("adverts_type_values", sql`${t.type} IN ('horizontal', 'vertical')`),
  ],
);

export const dealerTypes = pgTable("dealer_types", {
  id: id(),
  name: localized("name").notNull(),
  ...timestamps,
});

export const dealers = pgTable(
  "dealers",
  {
    id: id(),
    dealerTypeId: integer("dealer_type_id")
      .notNull()
      .references(() => dealerTypes.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    logo: text("logo").$type<MediaKey>().notNull(),
    description: localized("description").notNull(),
    link: text("link"),
    phone: text("phone"),
    address: localized("address").notNull(),
    ...timestamps,
  },
  (t) => [index("dealers_dealer_type_id_idx").on(t.dealerTypeId)],
);

export const dealerLocations = pgTable(
  "dealer_locations",
  {
    id: id(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    /** map URL */
    link: text("link").notNull(),
    ...timestamps,
  },
  (t) => [index("dealer_locations_dealer_id_idx").on(t.dealerId)],
);

export const slides = pgTable(
  "slides",
  {
    id: id(),
    mediaType: text("media_type").$type<"video" | "image">().notNull(),
    video: text("video").$type<MediaKey>(),
    image: text("image").$type<MediaKey>(),
    /** HTML */
    mainText: localized("main_text").notNull(),
    /** HTML */
    description: localized("description").notNull(),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [check("slides_media_type_values", sql`${t.mediaType} IN ('video', 'image')`)],
);

export const features = pgTable("features", {
  id: id(),
  icon: text("icon").$type<MediaKey>().notNull(),
  title: localized("title").notNull(),
  /** HTML */
  description: localized("description").notNull(),
  sortOrder: sortOrder(),
  ...timestamps,
});

export const branches = pgTable("branches", {
  id: id(),
  name: localized("name").notNull(),
  /** HTML */
  description: localized("description").notNull(),
  image: text("image").$type<MediaKey>().notNull(),
  address: localized("address").notNull(),
  phone: text("phone").notNull(),
  /** spelled so, as in the spec */
  secoundPhone: text("secound_phone"),
  email: text("email"),
  /** map URL, possibly wrapped in quotes that the API strips */
  locationLink: text("location_link"),
  hours: jsonb("hours").$type<Localized[]>().notNull().default([]),
  sortOrder: sortOrder(),
  ...timestamps,
});

export const rules = pgTable("rules", {
  id: id(),
  title: localized("title").notNull(),
  /** HTML */
  description: localized("description").notNull(),
  pdf: text("pdf").$type<MediaKey>(),
  ...timestamps,
});

export const whatsappContacts = pgTable("whatsapp_contacts", {
  id: id(),
  name: localized("name").notNull(),
  phone: text("phone").notNull(),
  department: localized("department").notNull(),
  sortOrder: sortOrder(),
  ...timestamps,
});

export const settingKeys = [
  "phone",
  "email",
  "social",
  "location",
  "description",
  "payment",
  "best_selling",
  "new_product",
  "our_dealer",
  "background_image_discount",
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const settings = pgTable(
  "settings",
  {
    id: id(),
    key: text("key").notNull(),
    value: localized("value").notNull(),
    icon: text("icon"),
    link: text("link"),
    status: status(),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [index("settings_key_idx").on(t.key, t.sortOrder)],
);

// ---------------------------------------------------------------- orders

export const orderStatuses = ["placed", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentMethods = ["cod", "creditCard"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const couponKinds = ["percent", "fixed"] as const;
export type CouponKind = (typeof couponKinds)[number];

/** Dashboard users (issue 10, roles issue 16). Their tokens carry an audience of their own. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: id(),
    /** stored lower-case */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** The languages a translator may write (empty for other roles). */
    languages: text("languages").array().$type<Language[]>().notNull().default(sql`'{}'::text[]`),
    /** 1 active, 0 disabled (its sessions end at once) */
    status: status(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("staff_users_email_key").on(t.email),
    check(
      "staff_users_role_values",
      sql`${t.role} IN ('owner', 'manager', 'catalogue_editor', 'translator', 'order_agent', 'stock_clerk', 'content_editor')`,
    ),
    check(
      "staff_users_languages_values",
      sql`${t.languages} <@ ARRAY['ar', 'en', 'ckb', 'tr', 'it']::text[]`,
    ),
  ],
);

/**
 * A staff sign-in: its access tokens name it (`sid`), so revoking it refuses them at once, and its refresh
 * tokens rotate within it (reuse of a rotated one revokes the session).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** absolute end, whatever the refreshes */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("staff_sessions_staff_user_id_idx").on(t.staffUserId)],
);

/** Opaque refresh tokens of staff sessions; only their sha256 is stored. */
export const staffRefreshTokens = pgTable(
  "staff_refresh_tokens",
  {
    id: id(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => staffSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** set when rotated: presenting it again is reuse */
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("staff_refresh_tokens_token_hash_key").on(t.tokenHash),
    index("staff_refresh_tokens_session_id_idx").on(t.sessionId),
    index("staff_refresh_tokens_expires_at_idx").on(t.expiresAt),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    kind: text("kind").$type<CouponKind>().notNull(),
    /** percent 1 to 100, or IQD */
    value: integer("value").notNull(),
    minSubtotal: integer("min_subtotal").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** null: unlimited */
    usageLimit: integer("usage_limit"),
    /** null: unlimited */
    perClientLimit: integer("per_client_limit"),
    usedCount: integer("used_count").notNull().default(0),
    status: status(),
    ...timestamps,
  },
  (t) => [
    // Codes are unique whatever their case: `RAMADAN10` and `ramadan10` are one coupon.
    uniqueIndex("coupons_code_key").on(sql`lower(${t.code})`),
    check("coupons_kind_values", sql`${t.kind} IN ('percent', 'fixed')`),
    check("coupons_value_range", sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check(
      "coupons_used_count_range",
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** `DK-` and 8 characters of an unambiguous alphabet; cannot be guessed or enumerated. */
    orderNumber: text("order_number").notNull(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    /** stored lower-case */
    email: text("email"),
    /** the governorate (delivery fee) */
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    /** the town or district typed by the customer */
    city: text("city").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark"),
    notes: text("notes"),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    deliveryFee: integer("delivery_fee").notNull().default(0),
    total: integer("total").notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull().default("cod"),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    idempotencyKey: text("idempotency_key"),
    /** sha256 of the normalised request: the same key with another body is a conflict */
    requestHash: text("request_hash"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    uniqueIndex("orders_idempotency_key_key").on(t.idempotencyKey),
    index("orders_client_id_idx").on(t.clientId, t.createdAt),
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_coupon_id_idx").on(t.couponId),
    index("orders_city_id_idx").on(t.cityId),
    check(
      "orders_status_values",
      sql`${t.status} IN ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check("orders_payment_method_values", sql`${t.paymentMethod} IN ('cod', 'creditCard')`),
    check(
      "orders_amounts_nonnegative",
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.deliveryFee} >= 0 AND ${t.total} >= 0`,
    ),
  ],
);

/** A line of an order, with the names and prices as they were when the order was placed. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productColorId: integer("product_color_id").references(() => productColors.id, { onDelete: "set null" }),
    sizeId: integer("size_id").references(() => productColorSizes.id, { onDelete: "set null" }),
    name: localized("name").notNull(),
    code: text("code").notNull(),
    image: text("image").$type<MediaKey>().notNull(),
    colorName: localized("color_name"),
    sizeName: localized("size_name"),
    /** before the product discount */
    unitPrice: integer("unit_price").notNull(),
    /** percent */
    discount: integer("discount").notNull().default(0),
    quantity: integer("quantity").notNull(),
    lineTotal: integer("line_total").notNull(),
    ...timestamps,
  },
  (t) => [
    index("order_items_order_id_idx").on(t.orderId),
    index("order_items_product_id_idx").on(t.productId),
    index("order_items_size_id_idx").on(t.sizeId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** The order's timeline: one row per status it reached. */
export const orderStatusEvents = pgTable(
  "order_status_events",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    note: text("note"),
    ...timestamps,
  },
  (t) => [index("order_status_events_order_id_idx").on(t.orderId, t.createdAt)],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_id_key").on(t.orderId),
    index("coupon_redemptions_coupon_client_idx").on(t.couponId, t.clientId),
  ],
);

// ---------------------------------------------------------------- row types

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
export type City = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;
export type Favourite = typeof favourites.$inferSelect;
export type NewFavourite = typeof favourites.$inferInsert;
export type Rating = typeof ratings.$inferSelect;
export type NewRating = typeof ratings.$inferInsert;
export type Visit = typeof visits.$inferSelect;
export type NewVisit = typeof visits.$inferInsert;
export type BlogCategory = typeof blogCategories.$inferSelect;
export type NewBlogCategory = typeof blogCategories.$inferInsert;
export type Blog = typeof blogs.$inferSelect;
export type NewBlog = typeof blogs.$inferInsert;
export type Advert = typeof adverts.$inferSelect;
export type NewAdvert = typeof adverts.$inferInsert;
export type DealerType = typeof dealerTypes.$inferSelect;
export type NewDealerType = typeof dealerTypes.$inferInsert;
export type Dealer = typeof dealers.$inferSelect;
export type NewDealer = typeof dealers.$inferInsert;
export type DealerLocation = typeof dealerLocations.$inferSelect;
export type NewDealerLocation = typeof dealerLocations.$inferInsert;
export type Slide = typeof slides.$inferSelect;
export type NewSlide = typeof slides.$inferInsert;
export type Feature = typeof features.$inferSelect;
export type NewFeature = typeof features.$inferInsert;
export type Branch = typeof branches.$inferSelect;
export type NewBranch = typeof branches.$inferInsert;
export type Rule = typeof rules.$inferSelect;
export type NewRule = typeof rules.$inferInsert;
export type WhatsappContact = typeof whatsappContacts.$inferSelect;
export type NewWhatsappContact = typeof whatsappContacts.$inferInsert;
export type Setting = typeof settings.$inferSelect;
export type NewSetting = typeof settings.$inferInsert;
export type StaffUser = typeof staffUsers.$inferSelect;
export type NewStaffUser = typeof staffUsers.$inferInsert;
export type StaffSession = typeof staffSessions.$inferSelect;
export type StaffRefreshToken = typeof staffRefreshTokens.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderStatusEvent = typeof orderStatusEvents.$inferSelect;
export type NewOrderStatusEvent = typeof orderStatusEvents.$inferInsert;
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
export type NewCouponRedemption = typeof couponRedemptions.$inferInsert;
