import { normalizeIraqiPhone } from "./phone.ts";

/**
 * The checkout's customer fields, checked without zod so that the storefront's checkout page can run the very
 * same rules in the browser cheaply (decision 0004, first-view budget). The server runs them too.
 * Errors are stable codes; `checkoutErrorMessages` holds their English text.
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
const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

export type CheckoutFieldErrors = Partial<Record<keyof CheckoutCustomerInput, CheckoutErrorCode>>;

/** The normalised customer, or field → error code. */
export function validateCheckoutCustomer(
  input: CheckoutCustomerInput,
): { ok: true; value: CheckoutCustomer } | { ok: false; errors: CheckoutFieldErrors } {
  const errors: CheckoutFieldErrors = {};
  const fullName = text(input.full_name);
  if (!fullName) errors.full_name = "required";
  else if (fullName.length > checkoutLimits.full_name) errors.full_name = "full_name_too_long";

  const phoneText = text(input.phone);
  const phone = phoneText ? normalizeIraqiPhone(phoneText) : null;
  if (!phoneText) errors.phone = "required";
  else if (!phone) errors.phone = "invalid_phone";

  const emailText = text(input.email).toLowerCase();
  if (emailText && (emailText.length > 254 || !emailPattern.test(emailText))) errors.email = "invalid_email";

  const governorate = Number(text(input.governorate_id));
  if (!text(input.governorate_id)) errors.governorate_id = "required";
  else if (!Number.isSafeInteger(governorate) || governorate <= 0)
    errors.governorate_id = "invalid_governorate";

  for (const field of ["city", "address"] as const) {
    const value = text(input[field]);
    if (!value) errors[field] = "required";
    else if (value.length > checkoutLimits[field]) errors[field] = "too_long";
  }
  for (const field of ["landmark", "notes"] as const) {
    if (text(input[field]).length > checkoutLimits[field]) errors[field] = "too_long";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      full_name: fullName,
      phone: phone as string,
      email: emailText || null,
      governorate_id: governorate,
      city: text(input.city),
      address: text(input.address),
      landmark: text(input.landmark) || null,
      notes: text(input.notes) || null,
    },
  };
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
