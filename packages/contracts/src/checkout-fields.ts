import * as z from "zod/mini";
import { checkWith } from "./field-errors.ts";
import { normalizeIraqiPhone } from "./phone.ts";

/**
 * The checkout's customer fields (`checkoutCustomerFieldsSchema`): the storefront's checkout and the staff's
 * order entry check them in the browser, and the server when it places the order. Errors are stable codes;
 * `checkoutErrorMessages` holds their English text.
 */

export const checkoutErrorMessages = {
  required: "This field is required.",
  full_name_too_long: "The full name may not be greater than 100 characters.",
  invalid_phone: "The phone must be an Iraqi mobile number, like 0770 123 4567.",
  invalid_email: "The e-mail must be a valid e-mail address.",
  invalid_governorate: "The selected governorate is invalid.",
  too_long: "The value is too long.",
  payment_method_unavailable: "This payment method is not available yet.",
  coupon_unknown: "This coupon does not exist.",
  coupon_expired: "This coupon has expired.",
  coupon_not_started: "This coupon is not valid yet.",
  coupon_min_subtotal: "The order does not reach this coupon's minimum.",
  coupon_used_up: "This coupon has been used up.",
  coupon_client_limit: "You have already used this coupon.",
  invalid_item: "This product, colour or size does not exist.",
  out_of_stock: "This item is sold out.",
  insufficient_stock: "Only a few of this item are left.",
  phone_confirmation_required:
    "Confirm your phone with the code we send to it before a cash-on-delivery order.",
  phone_code_invalid: "The code is wrong or has expired. Ask for a new one.",
} as const;
export type CheckoutErrorCode = keyof typeof checkoutErrorMessages;

export interface CheckoutCustomerInput {
  full_name?: unknown;
  phone?: unknown;
  email?: unknown;
  governorate_id?: unknown;
  city?: unknown;
  address?: unknown;
  landmark?: unknown;
  notes?: unknown;
}

export interface CheckoutCustomer {
  full_name: string;
  /** E.164 */
  phone: string;
  /** lower-case, or null */
  email: string | null;
  governorate_id: number;
  city: string;
  address: string;
  landmark: string | null;
  notes: string | null;
}

export const checkoutLimits = {
  full_name: 100,
  city: 100,
  address: 300,
  landmark: 200,
  notes: 1000,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A form's value as text: trimmed; a number (a select's id sent as JSON) as its digits; anything else empty. */
const text = z.pipe(
  z.unknown(),
  z.transform((value) =>
    typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "",
  ),
);
const requiredText = (max: number, tooLong: CheckoutErrorCode) =>
  z.pipe(text, z.string().check(z.minLength(1, { error: "required" }), z.maxLength(max, { error: tooLong })));
const orNull = z.transform((value: string) => value || null);
const optionalText = (max: number) =>
  z.pipe(z.pipe(text, z.string().check(z.maxLength(max, { error: "too_long" }))), orNull);

const customerFields = z.object({
  full_name: requiredText(checkoutLimits.full_name, "full_name_too_long"),
  phone: z.pipe(
    z.pipe(text, z.string().check(z.minLength(1, { error: "required" }))),
    z.transform((value: string, ctx) => {
      const phone = normalizeIraqiPhone(value);
      if (phone === null) {
        ctx.issues.push({ code: "custom", message: "invalid_phone", input: value });
        return z.NEVER;
      }
      return phone;
    }),
  ),
  email: z.pipe(
    z.pipe(
      z.pipe(
        text,
        z.transform((value: string) => value.toLowerCase()),
      ),
      z.string().check(
        z.refine((value) => !value || (value.length <= 254 && emailPattern.test(value)), {
          error: "invalid_email",
        }),
      ),
    ),
    orNull,
  ),
  governorate_id: z.pipe(
    z.pipe(
      z.pipe(text, z.string().check(z.minLength(1, { error: "required" }))),
      z.transform((value: string) => Number(value)),
    ),
    z.int({ error: "invalid_governorate" }).check(z.positive({ error: "invalid_governorate" })),
  ),
  city: requiredText(checkoutLimits.city, "too_long"),
  address: requiredText(checkoutLimits.address, "too_long"),
  landmark: optionalText(checkoutLimits.landmark),
  notes: optionalText(checkoutLimits.notes),
});

/**
 * Every field is read even when the client left it out (an absent optional field is then null, not missing).
 * Written with zod's small build (`zod/mini`): the storefront's checkout page loads it, within its first-view
 * budget (decision 0004).
 */
export const checkoutCustomerFieldsSchema = z.pipe(
  z.transform(
    (input: unknown): Record<string, unknown> => ({
      ...Object.fromEntries(Object.keys(customerFields.shape).map((field) => [field, undefined])),
      ...(typeof input === "object" ? input : {}),
    }),
  ),
  customerFields,
) satisfies z.ZodMiniType<CheckoutCustomer>;

export type CheckoutFieldErrors = Partial<Record<keyof CheckoutCustomerInput, CheckoutErrorCode>>;

/** The normalised customer, or field → error code. */
export function validateCheckoutCustomer(
  input: CheckoutCustomerInput,
): { ok: true; value: CheckoutCustomer } | { ok: false; errors: CheckoutFieldErrors } {
  const checked = checkWith(checkoutCustomerFieldsSchema, input);
  return checked.ok ? checked : { ok: false, errors: checked.errors as CheckoutFieldErrors };
}

/** Spec §9: the discounted price is the price minus the discount percent of it, rounded to a whole dinar. */
export function discountedUnitPrice(price: number, discountPercent: number): number {
  return Math.round(price - (price * discountPercent) / 100);
}

/** Unambiguous characters of order numbers: no 0/O, 1/I/L, 2/Z, 5/S, 8/B. */
export const orderNumberAlphabet = "ACDEFGHJKMNPQRTUVWXY34679";
export const orderNumberPattern = new RegExp(`^DK-[${orderNumberAlphabet}]{8}$`);

/** Order numbers are typed by people: case and stray spaces do not matter. */
export function normalizeOrderNumber(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, "");
}
