import { z } from "zod";
import { phoneSchema } from "./accounts.ts";

/**
 * The shop's record of a customer (issue 38, decision 0034): staff notes and tags on an account, the refusal
 * record computed from the orders of a phone, and the block list (by phone, so that it holds for customers who
 * never registered). Zod messages are stable codes the staff app translates.
 */

export const customerNotesMaxLength = 2000;
export const customerTagMaxLength = 24;
export const customerTagsMax = 10;
export const blockReasonMaxLength = 300;

/** Inner runs of spaces become one; a tag is compared without case, so `VIP` and `vip` are one tag. */
function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, " ").trim();
    const key = tag.toLocaleLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

export const customerTagsSchema = z
  .array(z.string({ error: "invalid_value" }).max(200, { error: "tag_too_long" }), { error: "invalid_value" })
  .max(50, { error: "too_many_tags" })
  .transform(cleanTags)
  .pipe(
    z
      .array(z.string().max(customerTagMaxLength, { error: "tag_too_long" }))
      .max(customerTagsMax, { error: "too_many_tags" }),
  );

/** Either field may be left out; empty notes are cleared. */
export const customerRecordUpdateRequestSchema = z
  .object({
    notes: z
      .string({ error: "invalid_value" })
      .max(customerNotesMaxLength, { error: "too_long" })
      .nullable()
      .optional()
      .transform((notes) => (notes === undefined ? undefined : notes?.trim() ? notes.trim() : null)),
    tags: customerTagsSchema.optional(),
  })
  .refine((body) => body.notes !== undefined || body.tags !== undefined, {
    error: "nothing_to_change",
    path: ["notes"],
  });
export type CustomerRecordUpdateRequest = z.infer<typeof customerRecordUpdateRequestSchema>;

export const phoneBlockRequestSchema = z.object({
  phone: phoneSchema,
  reason: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(blockReasonMaxLength, { error: "too_long" }),
});
export type PhoneBlockRequest = z.infer<typeof phoneBlockRequestSchema>;

/** Orders of the phone returned at the door, or cancelled after the shop had confirmed them. */
export const refusalsSchema = z.object({
  count: z.number().int(),
  last_at: z.string().nullable().meta({ description: "when the latest refusal happened" }),
});
export type Refusals = z.infer<typeof refusalsSchema>;

const actorSchema = z.object({ id: z.number().int(), name: z.string() });

export const phoneBlockSchema = z.object({
  phone: z.string(),
  reason: z.string(),
  at: z.string(),
  by: actorSchema.nullable(),
});
export type PhoneBlock = z.infer<typeof phoneBlockSchema>;
export const phoneBlockResponseSchema = z.object({ data: phoneBlockSchema });

/** What the order list and the order page show beside an order: the phone's refusals, and whether it is blocked. */
export const orderCustomerFlagsSchema = z.object({
  refusals: refusalsSchema,
  blocked: phoneBlockSchema.nullable().meta({
    description: "set when the order's phone is blocked: the order waits for a person to confirm it",
  }),
});
export type OrderCustomerFlags = z.infer<typeof orderCustomerFlagsSchema>;

/** The record on the customer page. */
export const customerRecordSchema = z.object({
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  refusals: refusalsSchema,
  blocked: phoneBlockSchema.nullable(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;
export const customerRecordResponseSchema = z.object({ data: customerRecordSchema });

export const noRefusals: Refusals = { count: 0, last_at: null };
