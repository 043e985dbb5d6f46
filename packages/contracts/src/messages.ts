import { z } from "zod";
import { languages } from "./languages.ts";

/**
 * Customers' messages (issue 39, decisions 0031 and 0037): the events that send one, the channels, the
 * placeholders each event's text may use, the staff's settings and an order's messages. Imported as
 * `@dukkan/contracts/messages`. A zod message here is a stable code that the staff app translates.
 */

export const messageChannels = ["whatsapp", "sms", "email"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** The order events a customer hears about, in the order's life order. */
export const messageEvents = [
  "order_placed",
  "order_confirmed",
  "order_with_courier",
  "order_delivered",
  "order_cancelled",
  "order_returned",
] as const;
export type MessageEvent = (typeof messageEvents)[number];

/**
 * The placeholders each event's text may use, in WhatsApp's parameter order ({{1}}, {{2}}, …): the approved
 * Cloud API templates take exactly these, so a placeholder is never added to an event without its template.
 */
export const messagePlaceholders = {
  order_placed: ["order_number", "total", "tracking_url"],
  order_confirmed: ["order_number", "total", "tracking_url"],
  order_with_courier: ["order_number", "courier_name", "courier_phone", "amount_to_pay", "tracking_url"],
  order_delivered: ["order_number"],
  order_cancelled: ["order_number", "reason"],
  order_returned: ["order_number"],
} as const satisfies Record<MessageEvent, readonly string[]>;

export const messageStates = ["queued", "sent", "failed"] as const;
export type MessageState = (typeof messageStates)[number];

/** One message of the outbox, as the staff see it. */
export const staffMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(messageChannels),
  recipient: z.string(),
  template: z.string().meta({ description: "the event (`order_confirmed`) or `test_message`" }),
  lang: z.enum(languages),
  state: z.enum(messageStates),
  tries: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

export const staffMessageListResponseSchema = z.object({ data: z.array(staffMessageSchema) });
export const staffMessageResponseSchema = z.object({ data: staffMessageSchema });

/** An event's text in one language: the one in use, the default, and whether the staff replaced it. */
export const messageTemplateSchema = z.object({
  lang: z.enum(languages),
  text: z.string(),
  default_text: z.string(),
  overridden: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageSettingsSchema = z.object({
  /** Which providers the environment configures (read-only; never their secrets). */
  providers: z.object({ whatsapp: z.boolean(), sms: z.boolean(), email: z.boolean() }),
  events: z.array(
    z.object({
      event: z.enum(messageEvents),
      channels: z.array(z.enum(messageChannels)),
      placeholders: z.array(z.string()),
      templates: z.array(messageTemplateSchema),
    }),
  ),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;
export const messageSettingsResponseSchema = z.object({ data: messageSettingsSchema });

export const messageEventChannelsRequestSchema = z.object({
  channels: z.array(z.enum(messageChannels, { error: "invalid_channel" })).max(3),
});

export const messageTemplateRequestSchema = z.object({
  text: z.string().trim().min(1, { error: "required" }).max(1000, { error: "too_long" }),
});

export const messagePreviewRequestSchema = z.object({
  event: z.enum(messageEvents),
  lang: z.enum(languages),
  /** A text being written; without it, the text in use. */
  text: z.string().max(1000, { error: "too_long" }).optional(),
});
export const messagePreviewResponseSchema = z.object({
  data: z.object({ text: z.string(), subject: z.string(), rtl: z.boolean() }),
});

export const messageTestRequestSchema = z.object({
  channel: z.enum(messageChannels, { error: "invalid_channel" }),
  /** A phone (any Iraqi form) for WhatsApp and SMS, an e-mail address for e-mail. */
  recipient: z.string().trim().min(1, { error: "required" }).max(200),
  lang: z.enum(languages).default("ar"),
});

/** Placeholders in a text (`{order_number}`), in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1] ?? ""))];
}

/** The placeholders of `text` that `event` does not know (an empty list when the text is fine). */
export function unknownPlaceholders(event: MessageEvent, text: string): string[] {
  const known: readonly string[] = messagePlaceholders[event];
  return placeholdersIn(text).filter((name) => !known.includes(name));
}
