import { z } from "zod";
import { localizedTextSchema, mediaKeySchema } from "./catalog-admin.ts";
import { contactPhoneSchema, contentLinkSchema } from "./content-admin.ts";

/**
 * The shop's settings as typed forms (issue 18): one schema per key, never raw JSON. The server stores each as
 * the storefront's setting rows (value in five languages, icon, link, status) and reads them back into this shape.
 */

const icon = mediaKeySchema.nullable();
const shownSection = z.object({ shown: z.boolean(), title: localizedTextSchema(100) });

export const settingFormSchemas = {
  phone: z.object({ numbers: z.array(contactPhoneSchema).min(1).max(3), icon }),
  email: z.object({ email: z.email({ error: "invalid_email" }).max(254), icon }),
  location: z.object({ address: localizedTextSchema(300), link: contentLinkSchema.nullable(), icon }),
  description: z.object({ text: localizedTextSchema(1000) }),
  social: z.object({
    links: z
      .array(
        z.object({ name: z.string().trim().min(1).max(60), link: contentLinkSchema, icon: mediaKeySchema }),
      )
      .max(12),
  }),
  payment: z.object({ methods: z.array(z.object({ name: localizedTextSchema(100), icon })).max(10) }),
  best_selling: shownSection,
  new_product: shownSection,
  our_dealer: shownSection,
  background_image_discount: z.object({
    shown: z.boolean(),
    text: localizedTextSchema(300),
    image: mediaKeySchema,
  }),
  /** Product feeds for Google Merchant Center and Meta catalogues (issue 35): off until staff switch them on. */
  product_feeds: z.object({
    shown: z.boolean(),
    /** Product codes left out of the feeds (a textarea's lines: blank ones dropped). */
    excluded_codes: z
      .array(z.string().trim().max(64))
      .max(5000)
      .transform((codes) => codes.filter(Boolean)),
  }),
} as const;

export type SettingFormKey = keyof typeof settingFormSchemas;
export const settingFormKeys = Object.keys(settingFormSchemas) as SettingFormKey[];
export type SettingForms = { [K in SettingFormKey]: z.output<(typeof settingFormSchemas)[K]> };
export type SettingFormInput<K extends SettingFormKey> = z.input<(typeof settingFormSchemas)[K]>;
