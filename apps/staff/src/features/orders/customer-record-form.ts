import {
  customerRecordUpdateRequestSchema,
  phoneBlockRequestSchema,
} from "@dukkan/contracts/customer-record";
import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";

/** Tags as typed, separated by Latin or Arabic commas; the schema trims them and drops repeats as the server does. */
export const tagsIn = (text: string): string[] => text.split(/[,،]/);

/**
 * The customer record's notes and tags, checked with the schema the server checks them with: the body to send
 * (tags cleaned as the server stores them), or field → code (`tags` for the list and for any one tag).
 */
export function checkRecord(
  notes: string,
  tagsText: string,
): { ok: true; body: { notes: string; tags: string[] } } | { ok: false; errors: FieldErrorCodes } {
  const checked = checkWith(customerRecordUpdateRequestSchema, { notes, tags: tagsIn(tagsText) });
  if (!checked.ok) return checked;
  return { ok: true, body: { notes, tags: checked.value.tags ?? [] } };
}

/** A block of a phone, checked with the server's schema: field → code, empty when it may be sent. */
export function checkBlock(phone: string, reason: string): FieldErrorCodes {
  const checked = checkWith(phoneBlockRequestSchema, { phone, reason });
  return checked.ok ? {} : checked.errors;
}
