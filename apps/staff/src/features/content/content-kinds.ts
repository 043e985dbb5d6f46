import type { AuditEntity } from "@dukkan/contracts/audit";
import { type ContentKind, contentKindRegistry, contentKinds } from "@dukkan/contracts/content-kinds";

/**
 * What each kind of storefront content is made of, for the one generic list and form (issue 18). A field's
 * `name` is the API's; its label is `content.field_<name>`. The server checks everything again.
 */
export type ContentField =
  | { name: string; type: "text"; max: number; required?: boolean; multiline?: boolean }
  | { name: string; type: "html"; required?: boolean }
  | { name: string; type: "image" | "video" | "pdf"; required?: boolean }
  | { name: string; type: "gallery" }
  | { name: string; type: "link" | "phone" | "email"; required?: boolean }
  | { name: string; type: "order" }
  | { name: string; type: "choice"; options: readonly string[] }
  | { name: string; type: "parent"; kind: "blog-categories" | "dealer-types" }
  | { name: string; type: "text-rows"; max: number }
  | { name: string; type: "locations" }
  | { name: string; type: "date" }
  | { name: string; type: "switch" };

export interface ContentKindView {
  kind: ContentKind;
  entity: AuditEntity;
  /** The field that names a row in the list. */
  label: string;
  /** The image shown in the list. */
  thumbnail?: string;
  /** Drafts, dates, preview and publish. */
  scheduled: boolean;
  fields: readonly ContentField[];
}

const order = { name: "sort_order", type: "order" } as const;
const schedule = [
  { name: "starts_at", type: "date" },
  { name: "ends_at", type: "date" },
] as const;

/** Each kind's list and form; its entity and whether it is scheduled come from the registry (content-kinds.ts). */
const viewParts: Record<ContentKind, Omit<ContentKindView, "kind" | "entity" | "scheduled">> = {
  slides: {
    label: "main_text",
    thumbnail: "image",
    fields: [
      { name: "main_text", type: "html", required: true },
      { name: "description", type: "html" },
      { name: "media_type", type: "choice", options: ["image", "video"] },
      { name: "image", type: "image" },
      { name: "video", type: "video" },
      { name: "button_text", type: "text", max: 60 },
      { name: "button_link", type: "link" },
      order,
      ...schedule,
    ],
  },
  adverts: {
    label: "text",
    thumbnail: "image",
    fields: [
      { name: "type", type: "choice", options: ["horizontal", "vertical"] },
      { name: "image", type: "image", required: true },
      { name: "text", type: "text", max: 300 },
      { name: "link", type: "link" },
      order,
      ...schedule,
    ],
  },
  features: {
    label: "title",
    thumbnail: "icon",
    fields: [
      { name: "title", type: "text", max: 100, required: true },
      { name: "description", type: "html" },
      { name: "icon", type: "image", required: true },
      order,
    ],
  },
  blogs: {
    label: "title",
    thumbnail: "image",
    fields: [
      { name: "title", type: "text", max: 200, required: true },
      { name: "blog_category_id", type: "parent", kind: "blog-categories" },
      { name: "description", type: "html" },
      { name: "note", type: "text", max: 300 },
      { name: "image", type: "image", required: true },
      { name: "images", type: "gallery" },
    ],
  },
  "blog-categories": {
    label: "name",
    fields: [{ name: "name", type: "text", max: 100, required: true }],
  },
  branches: {
    label: "name",
    thumbnail: "image",
    fields: [
      { name: "name", type: "text", max: 100, required: true },
      { name: "description", type: "html" },
      { name: "address", type: "text", max: 300, required: true },
      { name: "hours", type: "text-rows", max: 100 },
      { name: "phone", type: "phone", required: true },
      { name: "secound_phone", type: "phone" },
      { name: "email", type: "email" },
      { name: "location_link", type: "link" },
      { name: "image", type: "image", required: true },
      order,
    ],
  },
  dealers: {
    label: "name",
    thumbnail: "logo",
    fields: [
      { name: "name", type: "text", max: 100, required: true },
      { name: "dealer_type_id", type: "parent", kind: "dealer-types" },
      { name: "description", type: "html" },
      { name: "address", type: "text", max: 300, required: true },
      { name: "phone", type: "phone" },
      { name: "link", type: "link" },
      { name: "logo", type: "image", required: true },
      { name: "locations", type: "locations" },
    ],
  },
  "dealer-types": {
    label: "name",
    fields: [{ name: "name", type: "text", max: 100, required: true }],
  },
  rules: {
    label: "title",
    fields: [
      { name: "title", type: "text", max: 200, required: true },
      { name: "description", type: "html" },
      { name: "pdf", type: "pdf" },
    ],
  },
  "whatsapp-contacts": {
    label: "name",
    fields: [
      { name: "name", type: "text", max: 100, required: true },
      { name: "department", type: "text", max: 100, required: true },
      { name: "phone", type: "phone", required: true },
      order,
    ],
  },
};

/** In the registry's order: the tabs' order. */
export const contentViews: readonly ContentKindView[] = contentKinds.map((kind) => ({
  kind,
  entity: contentKindRegistry[kind].entity,
  scheduled: contentKindRegistry[kind].scheduled,
  ...viewParts[kind],
}));

export const contentViewOf = (kind: string | undefined): ContentKindView | undefined =>
  contentViews.find((view) => view.kind === kind);

/** Translated fields: all a translator may change. */
export const isTextField = (field: ContentField) =>
  field.type === "text" || field.type === "html" || field.type === "text-rows";
