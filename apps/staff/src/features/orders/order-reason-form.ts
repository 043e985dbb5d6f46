import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { type Language, languages } from "@dukkan/contracts/languages";
import { westernDigits } from "@dukkan/contracts/money";
import {
  type OrderReasonKind,
  orderReasonCreateSchema,
  orderReasonUpdateSchema,
} from "@dukkan/contracts/order-returns";

/**
 * A cancel or return reason's form (a new one has its kind; a change has none): the body it sends, checked with
 * the schema the server checks it with, as field → code.
 */
export function checkReason(form: {
  kind: OrderReasonKind | null;
  labels: Record<Language, string>;
  position: string;
}): { ok: boolean; body: Record<string, unknown>; errors: FieldErrorCodes } {
  const label = Object.fromEntries(
    languages.flatMap((lang) => (form.labels[lang].trim() ? [[lang, form.labels[lang].trim()]] : [])),
  );
  // A position typed in any digits; anything else is no number, which the schema refuses rather than reading 0.
  const digits = westernDigits(form.position).trim();
  const position = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  const body = { ...(form.kind ? { kind: form.kind } : {}), label, position };
  const checked = checkWith(form.kind ? orderReasonCreateSchema : orderReasonUpdateSchema, body);
  return { ok: checked.ok, body, errors: checked.ok ? {} : checked.errors };
}
