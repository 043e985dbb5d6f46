import type { CheckoutQuoteLine, Order } from "@dukkan/contracts";
import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { Language } from "#app/lib/language.ts";

/**
 * The customer's fields' schema (the server's own), loaded when the form is first touched: zod stays off the
 * checkout's first view (decision 0004), and a submit rarely waits for it.
 */
const customerSchema = () =>
  import("@dukkan/contracts/checkout-fields").then((module) => module.checkoutCustomerFieldsSchema);

export function preloadCustomerSchema(): void {
  customerSchema().catch(() => undefined);
}

/**
 * The billing fields checked as the server will check them: field → code, none when they pass or when the
 * schema could not be loaded (the server checks anyway).
 */
export async function checkCustomer(values: Record<string, string>): Promise<FieldErrorCodes> {
  const schema = await customerSchema().catch(() => null);
  const checked = schema ? checkWith(schema, values) : null;
  return checked && !checked.ok ? checked.errors : {};
}

export interface CheckoutFailure {
  /** field → first error code (`customer.phone`, `coupon`, `items.0`, `payment_method`) */
  codes: Record<string, string>;
  /** what is left of each sold-out line, by its index */
  available: Record<number, number>;
  status: number;
}

function failureOf(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { codes: {}, available: {}, status: 0 };
  // A sold-out checkout's extra: what is left of each line (`lines`, beside the envelope's field codes).
  const lines = Array.isArray(error.body.lines)
    ? (error.body.lines as { index: number; available: number }[])
    : [];
  const available: Record<number, number> = {};
  for (const line of lines) available[line.index] = line.available;
  return { codes: error.fieldCodes(), available, status: error.status };
}

/** `POST /orders`; the same key on a retry gives the same order, never a second one. */
export async function placeOrder(input: {
  lang: Language;
  idempotencyKey: string;
  customer: Record<string, string>;
  items: CheckoutQuoteLine[];
  coupon: string | null;
  /** The phone's code, when the shop asked for one (decision 0038). */
  phoneCode?: string | null;
}): Promise<{ ok: true; order: Order } | { ok: false; failure: CheckoutFailure }> {
  try {
    const { data } = await api("/orders", {
      params: { lang: input.lang },
      headers: { "Idempotency-Key": input.idempotencyKey },
      body: {
        customer: input.customer,
        items: input.items,
        coupon: input.coupon,
        payment_method: "cod",
        ...(input.phoneCode ? { phone_code: input.phoneCode } : {}),
      },
    });
    return { ok: true, order: data };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/** `POST /orders/phone-code`: a code to the phone when the shop asks a new customer to confirm it (always 202). */
export async function sendPhoneCode(phone: string, lang: Language): Promise<void> {
  try {
    await api("/orders/phone-code", { body: { phone, lang } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
