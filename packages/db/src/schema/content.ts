/** The shop's content (blog, adverts, dealers, slides, features, branches, rules, WhatsApp contacts, settings), owned by apps/server/src/modules/content. */

import type { Localized } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, localized, type MediaKey, sortOrder, status, timestamps } from "./columns.ts";

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
    /** Published: shown on the storefront between `startsAt` and `endsAt` (either may be open). A draft is false. */
    active: boolean("active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Set while a preview link of the draft exists (`/?preview=`); cleared when it is published. */
    previewToken: text("preview_token"),
    /** Changes to a published row waiting to be previewed and published (API field names; decision 0018). */
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index("adverts_type_idx").on(t.type, t.sortOrder),
    index("adverts_preview_token_idx").on(t.previewToken),
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
    /** The button under the texts: its label and where it goes (the product list when unset, spec §2). */
    buttonText: localized("button_text"),
    buttonLink: text("button_link"),
    sortOrder: sortOrder(),
    /** Published: shown on the storefront between `startsAt` and `endsAt` (either may be open). A draft is false. */
    active: boolean("active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Set while a preview link of the draft exists (`/?preview=`); cleared when it is published. */
    previewToken: text("preview_token"),
    /** Changes to a published row waiting to be previewed and published (API field names; decision 0018). */
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    check("slides_media_type_values", sql`${t.mediaType} IN ('video', 'image')`),
    index("slides_preview_token_idx").on(t.previewToken),
  ],
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
