import type {
  Advert,
  Blog,
  Branch,
  Feature,
  Language,
  RequestContext,
  Rule,
  Setting,
  Slide,
  WhatsAppContact,
} from "@dukkan/contracts";
import { localize } from "@dukkan/contracts";
import type {
  Advert as AdvertRow,
  Blog as BlogRow,
  Branch as BranchRow,
  Feature as FeatureRow,
  Rule as RuleRow,
  Setting as SettingRow,
  Slide as SlideRow,
  WhatsappContact as WhatsAppRow,
} from "@dukkan/db/schema/content";
import { mediaUrl } from "#server/lib/media-url.ts";

/** Rows → localized response shapes (spec §3). One function per entity, shared by every endpoint. */

export const toSlide = (ctx: RequestContext, row: SlideRow): Slide => ({
  id: row.id,
  media_type: row.mediaType,
  video: mediaUrl(ctx.origin, row.video),
  image: mediaUrl(ctx.origin, row.image),
  main_text: localize(row.mainText, ctx.lang),
  description: localize(row.description, ctx.lang),
  button_text: row.buttonText ? localize(row.buttonText, ctx.lang) : null,
  button_link: row.buttonLink,
});

/** When a scheduled row (slide, advert) is live: from `startsAt` (or always) until `endsAt` (or forever). */
export const windowOf = (row: { startsAt: Date | null; endsAt: Date | null }) => ({
  from: row.startsAt?.getTime() ?? null,
  until: row.endsAt?.getTime() ?? null,
});
export type Scheduled<T> = { item: T; from: number | null; until: number | null };
export const liveAt = <T>(rows: Scheduled<T>[], at: number): T[] =>
  rows
    .filter((r) => (r.from === null || r.from <= at) && (r.until === null || at < r.until))
    .map((r) => r.item);

export const toFeature = (ctx: RequestContext, row: FeatureRow): Feature => ({
  id: row.id,
  icon: mediaUrl(ctx.origin, row.icon),
  title: localize(row.title, ctx.lang),
  description: localize(row.description, ctx.lang),
});

export const toSetting = (lang: Language, origin: string, row: SettingRow): Setting => ({
  id: row.id,
  key: row.key,
  value: localize(row.value, lang),
  icon: mediaUrl(origin, row.icon),
  link: row.link,
  status: row.status,
});

/** Map links are sometimes stored wrapped in quotes (spec §3): strip them. */
export const stripQuotes = (value: string | null) =>
  value ? value.trim().replace(/^["'“”]+|["'“”]+$/g, "") : null;

export const toBranch = (ctx: RequestContext, row: BranchRow): Branch => ({
  id: row.id,
  name: localize(row.name, ctx.lang),
  description: localize(row.description, ctx.lang),
  image: mediaUrl(ctx.origin, row.image),
  address: localize(row.address, ctx.lang),
  phone: row.phone,
  secound_phone: row.secoundPhone,
  email: row.email,
  location_link: stripQuotes(row.locationLink),
  hours: row.hours.map((hour) => ({ name: localize(hour, ctx.lang) })),
});

export const toBlog = (ctx: RequestContext, row: BlogRow): Blog => ({
  id: row.id,
  blog_category_id: row.blogCategoryId,
  title: localize(row.title, ctx.lang),
  image: mediaUrl(ctx.origin, row.image),
  images: row.images.map((key) => mediaUrl(ctx.origin, key)),
  description: localize(row.description, ctx.lang),
  note: localize(row.note, ctx.lang),
  created_at: row.createdAt.toISOString(),
});

export const toAdvert = (ctx: RequestContext, row: AdvertRow): Advert => ({
  id: row.id,
  type: row.type,
  image: mediaUrl(ctx.origin, row.image),
  link: row.link,
  text: localize(row.text, ctx.lang),
});

export const toRule = (ctx: RequestContext, row: RuleRow): Rule => ({
  id: row.id,
  title: localize(row.title, ctx.lang),
  description: localize(row.description, ctx.lang),
  pdf: mediaUrl(ctx.origin, row.pdf),
});

/** WhatsApp wants the international number without a plus: 07… becomes 9647… (spec §7). */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("07") ? `964${digits.slice(1)}` : digits.replace(/^00/, "");
}

export const toWhatsAppContact = (ctx: RequestContext, row: WhatsAppRow): WhatsAppContact => ({
  id: row.id,
  name: localize(row.name, ctx.lang),
  phone: row.phone,
  department: localize(row.department, ctx.lang),
  link: `https://wa.me/${whatsAppNumber(row.phone)}`,
});
