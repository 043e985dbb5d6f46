import { z } from "zod";
import {
  entityIdSchema,
  localizedHtmlSchema,
  localizedTextSchema,
  mediaKeySchema,
  sortOrderSchema,
} from "./catalog-admin.ts";
import type { ContentKind } from "./content-kinds.ts";
import { contentLinkPattern } from "./links.ts";

/**
 * The staff app's writes of the storefront's content (issue 18): slides, features, adverts, blog categories and
 * posts, branches, dealer types and dealers, the rules page, WhatsApp contacts. Fields are snake_case as stored;
 * a create sends the required ones, an update only what changes. HTML fields are sanitized by the server.
 */

export {
  type ContentKind,
  contentKinds,
  type ScheduledContentKind,
  scheduledContentKinds,
} from "./content-kinds.ts";

const toLatinDigits = (value: string) =>
  value.replace(/[٠-٩۰-۹]/g, (d) => String((d.codePointAt(0) as number) & 0xf));

/** A shop's phone (landline or mobile): digits, spaces, dashes, a leading +; Arabic-Indic digits accepted. */
export const contactPhoneSchema = z
  .string()
  .trim()
  .transform(toLatinDigits)
  .pipe(
    z
      .string()
      .min(1, { error: "required", abort: true })
      .regex(/^\+?[0-9][0-9 -]{5,19}$/, { error: "invalid_phone" }),
  );

/** Where a link goes (`contentLinkPattern`): an http(s) address or a path of this storefront, nothing else. */
export const contentLinkSchema = z
  .string()
  .trim()
  .max(500)
  .regex(contentLinkPattern, { error: "invalid_link" });

/** Translated HTML whose Arabic may not be empty (a slide's title). */
const requiredHtml = localizedHtmlSchema.refine((value) => value.ar.trim() !== "", {
  error: "required",
  path: ["ar"],
});

const when = z.iso.datetime({ offset: true }).nullable();
const schedule = { active: z.boolean(), starts_at: when, ends_at: when };
const endsAfterStart = (value: { starts_at?: string | null; ends_at?: string | null }) =>
  !value.starts_at || !value.ends_at || Date.parse(value.ends_at) > Date.parse(value.starts_at);
const endsAfterStartRule = { error: "ends_before_start", path: ["ends_at"] };

const slideFields = {
  media_type: z.enum(["image", "video"]),
  image: mediaKeySchema.nullable(),
  video: mediaKeySchema.nullable(),
  main_text: requiredHtml,
  description: localizedHtmlSchema,
  button_text: localizedTextSchema(60).nullable(),
  button_link: contentLinkSchema.nullable(),
  sort_order: sortOrderSchema,
  ...schedule,
};
/** An image slide needs its image; a video slide its video (the image is then the poster). */
const slideMedia = (value: { media_type?: string; image?: string | null; video?: string | null }) =>
  value.media_type === undefined ||
  (value.media_type === "image" ? Boolean(value.image) : Boolean(value.video));
export const slideCreateSchema = z
  .object(slideFields)
  .partial()
  .required({ media_type: true, main_text: true })
  .refine(slideMedia, { error: "media_required", path: ["image"] })
  .refine(endsAfterStart, endsAfterStartRule);
export const slideUpdateSchema = z.object(slideFields).partial().refine(endsAfterStart, endsAfterStartRule);

const featureFields = {
  icon: mediaKeySchema,
  title: localizedTextSchema(100),
  description: localizedHtmlSchema,
  sort_order: sortOrderSchema,
};
export const featureCreateSchema = z.object(featureFields).partial().required({ icon: true, title: true });
export const featureUpdateSchema = z.object(featureFields).partial();

const advertFields = {
  type: z.enum(["horizontal", "vertical"]),
  image: mediaKeySchema,
  link: contentLinkSchema.nullable(),
  text: localizedTextSchema(300).nullable(),
  sort_order: sortOrderSchema,
  ...schedule,
};
export const advertCreateSchema = z
  .object(advertFields)
  .partial()
  .required({ type: true, image: true })
  .refine(endsAfterStart, endsAfterStartRule);
export const advertUpdateSchema = z.object(advertFields).partial().refine(endsAfterStart, endsAfterStartRule);

const nameOnly = { name: localizedTextSchema(100) };
export const blogCategoryCreateSchema = z.object(nameOnly);
export const blogCategoryUpdateSchema = z.object(nameOnly).partial();
export const dealerTypeCreateSchema = blogCategoryCreateSchema;
export const dealerTypeUpdateSchema = blogCategoryUpdateSchema;

const blogFields = {
  blog_category_id: entityIdSchema,
  title: localizedTextSchema(200),
  image: mediaKeySchema,
  /** The gallery, in order. */
  images: z.array(mediaKeySchema).max(30),
  description: localizedHtmlSchema,
  note: localizedTextSchema(300).nullable(),
};
export const blogCreateSchema = z
  .object(blogFields)
  .partial()
  .required({ blog_category_id: true, title: true, image: true });
export const blogUpdateSchema = z.object(blogFields).partial();

const branchFields = {
  name: localizedTextSchema(100),
  description: localizedHtmlSchema,
  image: mediaKeySchema,
  address: localizedTextSchema(300),
  phone: contactPhoneSchema,
  /** Spelled as the storefront's API spells it (spec §3). */
  secound_phone: contactPhoneSchema.nullable(),
  email: z.email({ error: "invalid_email" }).max(254).nullable(),
  location_link: contentLinkSchema.nullable(),
  /** Opening hours, one translated row each ("Saturday to Thursday: 9:00 to 21:00"). */
  hours: z.array(localizedTextSchema(100)).max(14),
  sort_order: sortOrderSchema,
};
export const branchCreateSchema = z
  .object(branchFields)
  .partial()
  .required({ name: true, image: true, address: true, phone: true });
export const branchUpdateSchema = z.object(branchFields).partial();

export const dealerLocationSchema = z.object({ name: localizedTextSchema(100), link: contentLinkSchema });
const dealerFields = {
  dealer_type_id: entityIdSchema,
  name: localizedTextSchema(100),
  logo: mediaKeySchema,
  description: localizedHtmlSchema,
  link: contentLinkSchema.nullable(),
  phone: contactPhoneSchema.nullable(),
  address: localizedTextSchema(300),
  /** Map links of the dealer's shops; an update replaces the whole list. */
  locations: z.array(dealerLocationSchema).max(50),
};
export const dealerCreateSchema = z
  .object(dealerFields)
  .partial()
  .required({ dealer_type_id: true, name: true, logo: true, address: true });
export const dealerUpdateSchema = z.object(dealerFields).partial();

const ruleFields = {
  title: localizedTextSchema(200),
  description: localizedHtmlSchema,
  pdf: mediaKeySchema.nullable(),
};
export const ruleCreateSchema = z.object(ruleFields).partial().required({ title: true });
export const ruleUpdateSchema = z.object(ruleFields).partial();

const whatsAppFields = {
  name: localizedTextSchema(100),
  phone: contactPhoneSchema,
  department: localizedTextSchema(100),
  sort_order: sortOrderSchema,
};
export const whatsAppContactCreateSchema = z
  .object(whatsAppFields)
  .partial()
  .required({ name: true, phone: true, department: true });
export const whatsAppContactUpdateSchema = z.object(whatsAppFields).partial();

/** A content row as the staff app edits it: the stored fields (snake_case), media as keys. */
export const staffContentItemSchema = z.looseObject({ id: z.number().int(), updated_at: z.string() });
export type StaffContentItem = z.infer<typeof staffContentItemSchema> & Record<string, unknown>;
export const staffContentListSchema = z.object({ data: z.array(staffContentItemSchema) });

export const contentPreviewLinkSchema = z.object({
  /** Site-relative: the home page (slides, horizontal adverts) or the product list (vertical adverts). */
  path: z.string(),
});

/** The bodies of each kind's create and change. */
export const contentKindSchemas: Record<ContentKind, { create: z.ZodType; update: z.ZodType }> = {
  slides: { create: slideCreateSchema, update: slideUpdateSchema },
  features: { create: featureCreateSchema, update: featureUpdateSchema },
  adverts: { create: advertCreateSchema, update: advertUpdateSchema },
  "blog-categories": { create: blogCategoryCreateSchema, update: blogCategoryUpdateSchema },
  blogs: { create: blogCreateSchema, update: blogUpdateSchema },
  branches: { create: branchCreateSchema, update: branchUpdateSchema },
  "dealer-types": { create: dealerTypeCreateSchema, update: dealerTypeUpdateSchema },
  dealers: { create: dealerCreateSchema, update: dealerUpdateSchema },
  rules: { create: ruleCreateSchema, update: ruleUpdateSchema },
  "whatsapp-contacts": { create: whatsAppContactCreateSchema, update: whatsAppContactUpdateSchema },
};
