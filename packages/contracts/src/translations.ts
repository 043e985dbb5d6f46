import { z } from "zod";
import { paginatedSchema } from "./catalog.ts";
import { translatableContentEntities } from "./content-kinds.ts";

/** What the translation workspace covers (issue 18): the catalogue's and the storefront content's texts. */
export const translatableEntities = [
  "product",
  /** a product colour's size name (its label names the product and colour) */
  "size",
  "brand",
  "part",
  "sub_part",
  "category",
  // storefront content: the kinds whose registry lists workspace texts (content-kinds.ts)
  ...translatableContentEntities,
] as const;
export type TranslatableEntity = (typeof translatableEntities)[number];

/** The languages translated from Arabic, in the workspace's order. */
export const translationTargets = ["ckb", "en", "tr", "it"] as const;
export type TranslationTarget = (typeof translationTargets)[number];

/** missing: no text; stale: the Arabic changed since it was written; done: neither. */
export const translationStates = ["missing", "stale", "done"] as const;
export type TranslationState = (typeof translationStates)[number];

export const translationSummaryRowSchema = z.object({
  entity: z.enum(translatableEntities),
  language: z.enum(translationTargets),
  /** texts (one field of one entry, such as a product's name) with an Arabic source */
  total: z.number().int(),
  done: z.number().int(),
  missing: z.number().int(),
  stale: z.number().int(),
  /** entries (products, brands…) with an Arabic text, and those with a missing or stale one: what the list counts */
  entries: z.number().int(),
  entries_missing: z.number().int(),
  entries_stale: z.number().int(),
});
export type TranslationSummaryRow = z.infer<typeof translationSummaryRowSchema>;
export const translationSummaryResponseSchema = z.object({ data: z.array(translationSummaryRowSchema) });

export const translationListQuerySchema = z.object({
  language: z.enum(translationTargets, { error: "invalid_language" }),
  state: z.enum(translationStates, { error: "invalid_state" }).default("missing"),
  entity: z.enum(translatableEntities, { error: "invalid_entity" }).default("product"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TranslationListQuery = z.infer<typeof translationListQuerySchema>;

export const translationFieldSchema = z.object({
  field: z.string(),
  /** the Arabic source */
  source: z.string(),
  /** the text in every language it has, for a translator who reads another source than Arabic */
  texts: z.record(z.string(), z.string()),
  target: z.string(),
  state: z.enum(translationStates),
  /** HTML (edited as rich text, sanitized when saved) rather than plain text */
  html: z.boolean(),
});
export const translationItemSchema = z.object({
  entity: z.enum(translatableEntities),
  id: z.number().int(),
  /** its name (or title) in Arabic */
  label: z.string(),
  fields: z.array(translationFieldSchema),
});
export type TranslationItem = z.infer<typeof translationItemSchema>;
export const translationListResponseSchema = paginatedSchema(translationItemSchema);

export const translationSaveParamsSchema = z.object({
  entity: z.enum(translatableEntities),
  id: z.coerce.number().int().positive(),
});
export const translationSaveRequestSchema = z.object({
  language: z.enum(translationTargets, { error: "invalid_language" }),
  /** field → text in `language` (an empty text removes the translation) */
  fields: z.record(z.string().max(64), z.string().max(50_000, { error: "too_long" })),
});
export type TranslationSaveRequest = z.infer<typeof translationSaveRequestSchema>;
export const translationItemResponseSchema = z.object({ data: translationItemSchema });
