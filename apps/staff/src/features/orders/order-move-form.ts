import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { type OrderStatus, orderStatusChangeRequestSchema } from "@dukkan/contracts/orders";

/** The order page's status move as its form holds it: the target, the status seen, and what the move asks for. */
export interface MoveForm {
  to: OrderStatus;
  from: OrderStatus;
  note: string;
  reason: string;
  reasonId: string;
  courierId: string;
}

/** Whether a move to `to` asks for a reason (a cancellation, a refusal at the door). */
export const movesWithReason = (to: OrderStatus | ""): boolean => to === "cancelled" || to === "returned";

/**
 * The body a status move sends, checked with the schema the server checks it with (a courier to hand the order
 * to, a reason to cancel it), as field → code (`courier_id`, `reason`).
 */
export function checkMove(form: MoveForm): {
  ok: boolean;
  body: Record<string, unknown>;
  errors: FieldErrorCodes;
} {
  const withReason = movesWithReason(form.to);
  const body = {
    status: form.to,
    from: form.from,
    ...(form.note.trim() ? { note: form.note.trim() } : {}),
    ...(withReason && form.reasonId ? { reason_id: Number(form.reasonId) } : {}),
    ...(withReason && form.reason.trim() ? { reason: form.reason.trim() } : {}),
    ...(form.to === "with_courier" && form.courierId ? { courier_id: Number(form.courierId) } : {}),
  };
  const checked = checkWith(orderStatusChangeRequestSchema, body);
  return { ok: checked.ok, body, errors: checked.ok ? {} : checked.errors };
}
